# Zurückgewiesene Eingaben eines Sitzes (src/present/refusal.rs): $said ist das Verb, wie der
# Sitz es getippt hat, $got die falschen Wörter; die Beispiele in deutschen Wörtern.
codec-not-understood = Diese Wörter sind weder ein Befehl noch ein Zug.
codec-no-argument = Nach „{ $said }“ folgt nichts, auch nicht „{ $got }“. Es wurde nichts ausgeführt.
codec-arguments = „{ $said }“ braucht { $usage }.
codec-arguments-got = „{ $said }“ braucht { $usage }, nicht „{ $got }“.
codec-arbiter-only = „{ $said }“ ist Sache des Schiedsrichters, nicht Ihre.
codec-player-only = „{ $said }“ ist Sache eines Spielers, nicht des Schiedsrichters.
codec-not-a-side = „{ $got }“ ist keine Seite: { $white } oder { $black }.
codec-not-a-seat = „{ $got }“ ist kein Sitz: { $blind }, { $sighted } oder { $arbiter }.
codec-not-a-time = „{ $got }“ ist keine Zeit: Stunden, Minuten und Sekunden als 1:30:00 schreiben, oder Minuten und Sekunden als 2:00.
codec-time-too-long = „{ $got }“ sind mehr als 1000 Stunden, mehr als jede Uhr fasst.
codec-not-a-square = „{ $got }“ ist kein Feld: a1 bis h8, zum Beispiel „{ $said } e2“.
codec-not-a-ply = „{ $got }“ ist keine Halbzugnummer: zum Beispiel „{ $said } 14“.
codec-not-moves = „{ $got }“ ist keine Zugzahl.
codec-not-a-result = „{ $got }“ ist kein Ergebnis: 1-0, 0-1 oder 1/2-1/2.
codec-not-a-claim = Nach „{ $said }“ kommt Wiederholung oder fünfzig, vielleicht mit dem Zug: zum Beispiel „{ $said } Wiederholung Sf3“.
codec-not-an-arbiter-action = „{ $got }“ ist keine Handlung des Schiedsrichters: Die Züge geben die Spieler ein.
codec-usage-move = einen Zug, zum Beispiel „{ $said } Sf3“
codec-usage-ply = eine Halbzugnummer, zum Beispiel „{ $said } 14“
codec-usage-set-clock = eine Seite und eine Zeit, zum Beispiel „{ $said } { $white } 1:30:00“
codec-usage-add-time = eine Seite und eine Zeit, mit Minuszeichen zum Abziehen, zum Beispiel „{ $said } { $black } 2:00“
codec-usage-seat = einen Sitz: { $blind }, { $sighted } oder { $arbiter }
codec-usage-result = ein Ergebnis: 1-0, 0-1 oder 1/2-1/2
codec-usage-square = ein Feld, zum Beispiel „{ $said } e2“
codec-usage-postpone = höchstens eine Zeit, zum Beispiel „{ $said } 2:00“
codec-usage-adjourn = Datum, Uhrzeit und Ort der Fortsetzung, zum Beispiel „{ $said } 2026-11-28 10:00, Saal B“
codec-usage-claim = Wiederholung oder fünfzig, vielleicht mit dem Zug, zum Beispiel „{ $said } Wiederholung Sf3“
codec-usage-note = einen Text, zum Beispiel „{ $said } Ein Zuschauer hat gesprochen“
codec-usage-nothing = nichts danach
# Die Wörter einer Reklamation (je ein Wort): „reklamieren Wiederholung Sf3“.
codec-word-threefold = Wiederholung
codec-word-fifty = fünfzig
# A move typed with an English piece letter where the seat's language has another.
parse-english-letter = „{ $letter }“ ist der englische Buchstabe ({ $piece }); hier heißt er „{ $local }“: { $move }.
