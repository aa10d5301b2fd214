# Review-Befehle (src/review): Antworten auf das, was ein Platz über die Partie fragt.
# Felder und Figuren kommen im Ansagestil des Platzes ("Felix drei", "Springer").
# $side: "white" oder "black". Zahlen wählen die Pluralform.

review-side = { $side ->
    [white] Weiß
   *[black] Schwarz
}
# Figur mit Farbe: "weißer Springer", "weiße Dame" (die Dame ist weiblich).
review-piece = { $side ->
    [white] { $role ->
        [queen] weiße
       *[other] weißer
    }
   *[black] { $role ->
        [queen] schwarze
       *[other] schwarzer
    }
} { $piece }
review-empty = leer
review-square = { $square }: { $content }
review-empty-run = { $from } bis { $to }: leer
# The squares that changed over the last $plies half-moves, each read as review-square.
review-changed = Geändert { $plies ->
    [one] im letzten Halbzug
   *[other] in den letzten { $plies } Halbzügen
}: { $squares }.
review-changed-none = Nichts geändert { $plies ->
    [one] im letzten Halbzug
   *[other] in den letzten { $plies } Halbzügen
}.
review-list = { $piece }: { $squares }
review-list-none = { $piece }: nicht vorhanden
review-side-list = { review-side }: { $groups }
review-group = { $piece } { $squares }

review-nothing-said = Es wurde noch nichts angesagt.
review-no-moves = Auf dem Partieformular steht noch kein Zug.
review-no-such-move = Zug { $number } steht nicht auf dem Partieformular; der letzte ist Zug { $last }.
review-ply = { $number }. { review-side }: { $move }
# The header of the game: $whiteseat and $blackseat name the seat of each player.
review-header = Weiß: { $white }, { $whiteseat }. Schwarz: { $black }, { $blackseat }. Turnier: { $event }. Ort: { $site }. Runde: { $round }. Datum: { $date }.
review-unknown = unbekannt
# The squares of one diagonal, from the player's own side.
review-diagonal = Diagonale { $from } bis { $to }: { $squares }

review-count = { $n } { $piece }
review-count-queen = { $n ->
    [one] { $n } Dame
   *[other] { $n } Damen
}
review-count-rook = { $n ->
    [one] { $n } Turm
   *[other] { $n } Türme
}
review-count-bishop = { $n } Läufer
review-count-knight = { $n } Springer
review-count-pawn = { $n ->
    [one] { $n } Bauer
   *[other] { $n } Bauern
}
review-material-side = { review-side }: { $counts }.
review-material-king = { review-side }: nur der König.
review-material-equal = Das Material ist ausgeglichen.
review-material-ahead = { review-side } hat { $n ->
    [one] einen Punkt
   *[other] { $n } Punkte
} mehr.

review-attacks = { $square }, { $content }: { $attacked }; { $defended }.
review-attacked-by = angegriffen von { $list }
review-not-attacked = nicht angegriffen
review-defended-by = gedeckt von { $list }
review-not-defended = nicht gedeckt
review-moves = { $piece } { $square }: { $list }.
review-no-legal-moves = { $piece } { $square }: keine regelgemäßen Züge.
review-moves-unknown = { $square }: Die Züge lassen sich jetzt nicht aufzählen, weil die Seite am Zug im Schach steht.
review-target-capture = { $square } schlägt { $piece }

review-turn = { review-side } ist am Zug.
review-turn-yours = { review-side } ist am Zug, also Sie.
review-turn-theirs = { review-side } ist am Zug, also Ihr Gegner.

review-confirm-resign = Die Partie aufgeben? Sagen Sie { $yes } zum Bestätigen oder { $no } zum Abbrechen.
review-confirm-draw = Dem Gegner Remis anbieten? Sagen Sie { $yes } zum Bestätigen oder { $no } zum Abbrechen.
review-confirm-accept-draw = Das Remisangebot Ihres Gegners annehmen? Sagen Sie { $yes } zum Bestätigen oder { $no } zum Abbrechen.
review-resigned = Aufgabe bestätigt.
review-draw-offered = Remisangebot bestätigt; Ihr Gegner erfährt es.
review-draw-accepted = Sie nehmen das Remisangebot an.
review-cancelled = Abgebrochen.
review-nothing-to-confirm = Es gibt nichts zu bestätigen.
review-players-only = Nur ein Spieler kann aufgeben oder Remis anbieten.
review-tournament-off = { $command }: im Turniermodus nicht verfügbar. Spieler erhalten nur die Hilfe, die Anhang D erlaubt (11.3, D.2.10.4).

review-style = Ansagestil: { $name }. Zum Beispiel: { $example }.
review-style-name = { $style ->
    [fide] Anhang D
    [fide-short] Anhang D, kurz
    [local] eigene Sprache
    [san] algebraische Notation
   *[nato] NATO-Alphabet
}

review-key-enter = Eingabetaste
review-key-escape = Esc
review-key-ctrl = Strg+{ $key }
review-help-intro = Befehle: { $prefix } drücken, dann eine Taste; oder das Wort tippen oder sagen. In der Zugzeile geht auch ein Schrägstrich mit der Taste.
review-help-line = { $key }, { $word }: { $what }
review-help-casual = { $what } (freie Partie)
review-help-repeat = die letzte Ansage wiederholen
review-help-said = die letzten Ansagen an Sie, etwa „Gesagt 5“
review-help-last = der letzte Zug Ihres Partieformulars
review-help-history = die letzten Züge, etwa „Züge 6“
review-help-move = ein Zug Ihres Formulars nach Nummer, etwa „Zug 12“
review-help-pieces = wo Ihre Figuren stehen, etwa „wo Springer“
review-help-opponent = wo die Figuren des Gegners stehen
review-help-rank = eine Reihe vorlesen, etwa „Reihe drei“
review-help-file = eine Linie vorlesen, etwa „Linie Eva“
review-help-square = was auf einem Feld steht, etwa „Feld Felix drei“
review-help-diagonal = beide Diagonalen, etwa „Diagonale Cesar eins“
review-help-board = das ganze Brett als Figurenlisten
review-help-ranks = das ganze Brett Reihe für Reihe
review-help-changed = geänderte Felder, etwa „geändert 4“
review-help-attackers = Angreifer und Verteidiger eines Feldes
review-help-legal = regelgemäße Züge einer Figur
review-help-material = Figuren jeder Seite; Bilanz in freien Partien
review-help-claims = Wiederholung, 50-Züge-Regel (9.2, 9.3)
review-help-turn = wer am Zug ist
review-help-clock = beide Uhren mit den gespielten Zügen
review-help-thinking = wie lange die Seite am Zug schon nachdenkt
review-help-header = Spieler, Turnier, Ort, Runde und Datum
review-help-resign = aufgeben, nach Rückfrage
review-help-draw = Remis anbieten, nach Rückfrage
review-help-yes = bestätigen
review-help-no = abbrechen
review-help-style = Ansagestil: fide, fide-short, local, san, nato
review-help-help = diese Liste

review-expected = { $what ->
    [square] ein Feld, etwa Felix drei oder f3
    [file] eine Linie, etwa Eva oder e
    [rank] eine Reihe, etwa drei oder 3
    [piece] eine Figur, etwa Springer
    [number] eine Zahl
    [style] ein Stil: fide, fide-short, local, san oder nato
   *[nothing] nichts weiter
}
review-error-empty = Nichts zu verstehen.
review-error-too-long = Zu lang für einen Befehl.
review-error-not-command = Das ist kein Befehl. Sagen Sie { $help } für die Liste.
review-error-key = Kein Befehl hat die Taste { $key }. Drücken Sie { $help } für die Liste.
review-error-missing = { $command }: Es fehlt { $expected }.
review-error-unexpected = { $command }: „{ $word }“ passt nicht; erwartet wird { $expected }.
review-error-extra = { $command }: „{ $word }“ ist ein Wort zu viel.
# The counts behind draw claims: $times the position has stood on the board, $moves by each
# player without a pawn move or a capture.
review-claims = Diese Stellung stand { $times ->
    [one] einmal
   *[other] { $times }-mal
} auf dem Brett (beim dritten Mal kann Remis reklamiert werden, 9.2; beim fünften endet die Partie). { $moves ->
    [one] Ein Zug
   *[other] { $moves } Züge
} jedes Spielers ohne Bauernzug oder Schlagen (bei fünfzig kann reklamiert werden, 9.3; bei fünfundsiebzig endet die Partie).
