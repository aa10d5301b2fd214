# Warum ein getippter oder gesprochener Text kein Zug ist.
parse-empty = Nichts zu verstehen.
parse-too-long = Zu lang für einen Zug.
parse-unknown-word = Unbekanntes Wort „{ $word }“ (Wort { $position }), erwartet: { $expected }.
parse-unexpected-word = Unerwartetes Wort „{ $word }“ (Wort { $position }), erwartet: { $expected }.
parse-incomplete = Unvollständiger Zug, erwartet: { $expected }.
parse-notation = „{ $text }“ ist kein Zug.
expected-move = eine Figur, ein Feld oder eine Rochade
expected-square = ein Feld
expected-file = eine Linie
expected-rank = eine Reihe
expected-promotion-piece = die Umwandlungsfigur
expected-end = das Ende des Zuges

# Warum ein verstandener Zug nicht ausgeführt werden kann.
move-ambiguous = Mehrdeutig. Welcher Zug: { $candidates }?
move-or = oder
move-game-over = Die Partie ist beendet.
move-no-such-piece = { $square ->
    [none] { $role ->
        [queen] Auf dem Brett steht keine eigene { $piece }.
       *[other] Auf dem Brett steht kein eigener { $piece }.
    }
   *[other] { $role ->
        [queen] Auf { $square } steht keine eigene { $piece }.
       *[other] Auf { $square } steht kein eigener { $piece }.
    }
}
move-own-piece = Auf { $square } steht eine eigene Figur.
move-nothing-to-capture = Auf { $square } ist nichts zu schlagen.
move-not-en-passant = Das ist kein Schlagen en passant.
move-cannot-reach = { $role ->
    [queen] Keine { $piece } kann nach { $square } ziehen.
   *[other] Kein { $piece } kann nach { $square } ziehen.
}
move-king-in-check = Unzulässig: Ihr König stünde im Schach.
move-no-such-piece-on-file = { $role ->
    [queen] Auf der Linie { $file } steht keine eigene { $piece }.
   *[other] Auf der Linie { $file } steht kein eigener { $piece }.
}
move-no-such-piece-on-rank = { $role ->
    [queen] Auf der Reihe { $rank } steht keine eigene { $piece }.
   *[other] Auf der Reihe { $rank } steht kein eigener { $piece }.
}
move-pinned = { $role ->
    [queen] Die { $piece } auf { $square } ist gefesselt: Ihr König stünde sonst im Schach.
   *[other] Der { $piece } auf { $square } ist gefesselt: Ihr König stünde sonst im Schach.
}
move-king-to-attacked = Ihr König kann nicht nach { $square }: Dort stünde er im Schach.
move-ambiguous-reading = Mehrdeutig. Meinen Sie { $candidates }?
castling-short = Kurze Rochade
castling-long = Lange Rochade
castling-right-lost = { $castling } ist nicht mehr möglich: Der König oder dieser Turm hat schon gezogen.
castling-blocked = { $castling } ist versperrt: Zwischen König und Turm stehen Figuren.
castling-in-check = { $castling } ist nicht erlaubt, solange der König im Schach steht.
castling-through-check = { $castling } ist nicht erlaubt: Der König würde ein angegriffenes Feld überqueren oder betreten.
move-promotion-missing = Nennen Sie die Umwandlungsfigur auf { $square }: { $choices }.
move-pawn-capture-without-file = Ein schlagender Bauer nennt die Linie, von der er kommt; ohne sie zieht ein Bauer auf seiner Linie nach { $square }. Meinen Sie { $candidates }?
move-no-piece-on = { $role ->
    [none] Auf { $square } steht keine Figur.
    [queen] Die { $piece } auf { $square } gehört nicht Ihnen.
   *[other] Der { $piece } auf { $square } gehört nicht Ihnen.
}
move-not-promotion = Dieser Zug ist keine Umwandlung.
move-bad-promotion = Ein Bauer kann kein { $piece } werden.

# Ein Nullzug aus einer eingelesenen Partie (PGN „--“): keine Figur zieht, die andere Seite ist am
# Zug. Anhang D hat kein Wort dafür, daher in der Sprache der Oberfläche.
move-null = Nullzug (keine Figur gezogen; das Zugrecht ging über)
