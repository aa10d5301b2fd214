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
    [none] Es gibt keine solche Figur: { $piece }.
   *[other] Auf { $square } steht keine eigene Figur { $piece }.
}
move-own-piece = Auf { $square } steht eine eigene Figur.
move-nothing-to-capture = Auf { $square } ist nichts zu schlagen.
move-not-en-passant = Das ist kein Schlagen en passant.
move-cannot-reach = Keine Figur { $piece } kann nach { $square } ziehen.
move-king-in-check = Unzulässig: Ihr König stünde im Schach.
move-no-such-piece-on-file = Auf der Linie { $file } steht keine eigene Figur { $piece }.
move-no-such-piece-on-rank = Auf der Reihe { $rank } steht keine eigene Figur { $piece }.
move-pinned = Die Figur { $piece } auf { $square } ist gefesselt: Ihr König stünde sonst im Schach.
move-king-to-attacked = Ihr König kann nicht nach { $square }: Dort stünde er im Schach.
move-ambiguous-reading = Mehrdeutig. Meinen Sie { $candidates }?
castling-short = Kurze Rochade
castling-long = Lange Rochade
castling-right-lost = { $castling } ist nicht mehr möglich: Der König oder dieser Turm hat schon gezogen.
castling-blocked = { $castling } ist versperrt: Zwischen König und Turm stehen Figuren.
castling-in-check = { $castling } ist nicht erlaubt, solange der König im Schach steht.
castling-through-check = { $castling } ist nicht erlaubt: Der König würde ein angegriffenes Feld überqueren oder betreten.
move-promotion-missing = Nennen Sie die Umwandlungsfigur auf { $square }: { $choices }.
move-not-promotion = Dieser Zug ist keine Umwandlung.
move-bad-promotion = Ein Bauer kann sich nicht in { $piece } umwandeln.

# Ein Nullzug aus einer eingelesenen Partie (PGN „--“): keine Figur zieht, die andere Seite ist am
# Zug. Anhang D hat kein Wort dafür, daher in der Sprache der Oberfläche.
move-null = Nullzug (keine Figur gezogen; das Zugrecht ging über)
