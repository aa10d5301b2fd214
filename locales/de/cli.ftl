# Fehler auf der Befehlszeile und in den Dateien, die sie nennt (src/present/cli.rs), in der
# Sprache des Lesers: was falsch ist und wo (der Wert in Anführungszeichen, die Periode, die Zeile, die Datei).

## Bedenkzeiten: „--control: …“ (oder der TimeControl-Tag einer PGN).
cli-control-empty = { $flag }: Die Bedenkzeit ist leer; etwa „90+30“ oder „40/90+30, 30+30“ schreiben.
cli-control-period = { $flag }: Periode { $period } der Bedenkzeit („{ $text }“): { $problem }
cli-control-structure = { $flag }: Bedenkzeit „{ $text }“: { $problem }
cli-period-empty = Die Periode ist leer (zwei Kommas hintereinander oder ein Komma am Ende?).
cli-period-quota-not-whole = Die Zugzahl „{ $text }“ ist keine ganze Zahl von Zügen.
cli-period-zero-quota = Eine Zugzahl von 0: Eine Periode braucht mindestens einen Zug.
cli-period-no-minutes = Minuten erwartet, „{ $text }“ gefunden.
cli-period-not-a-bonus = Unerwartetes „{ $text }“ nach den Minuten („+Sekunden“, „delay Sekunden“ oder „bronstein Sekunden“ schreiben).
cli-period-not-seconds = „{ $text }“ ist keine Zahl von Sekunden.
cli-period-time = „{ $text }“ ist keine Zeitangabe (h:mm:ss oder m:ss schreiben).
cli-period-not-minutes-and-seconds = „{ $text }“ sind keine Minuten („90“ schreiben, oder „1:30“ für anderthalb Minuten).
cli-period-not-minutes = „{ $text }“ ist keine Zahl von Minuten.
cli-period-sandclock = Sanduhr-Bedenkzeiten („*Sekunden“) werden nicht unterstützt.
cli-period-quota-not-a-number = Die Zugzahl „{ $text }“ ist keine Zahl.
cli-structure-no-quota = Periode { $period } hat keine Zugzahl, ist aber nicht die letzte; etwa „40/90+30, 30+30“ schreiben.
cli-structure-last-has-quota = Die letzte Periode muss alle übrigen Züge umfassen (ohne „Züge/“); eine weitere anfügen, etwa „, 30“.
cli-structure-zero-quota = Eine Zugzahl muss mindestens 1 sein.
cli-structure-no-time = Die erste Periode braucht etwas Zeit.
cli-structure-too-many = Höchstens { $max } Perioden.
cli-structure-period-too-long = Eine Periode ist länger als 1000 Stunden.
cli-structure-bonus-too-long = Ein Zeitzuschlag oder eine Verzögerung ist länger als eine Stunde.
cli-structure-quota-too-large = Eine Zugzahl ist größer als { $max }.
cli-structure-unknown = Die PGN sagt, die Bedenkzeit sei unbekannt oder fehle.

## Die Zeitansagen der Uhr: „--calls …“.
cli-calls = --calls: Schwelle „{ $item }“: { $problem } Eine Liste wie „10m,5m,2m,1m,30s,10s“ schreiben.
cli-calls-minutes = Die Minuten müssen eine ganze Zahl sein.
cli-calls-seconds = Die Sekunden müssen eine ganze Zahl sein.
cli-calls-time = Das sind weder Minuten noch Sekunden noch eine Zeitangabe.
cli-calls-zero = Eine Schwelle muss größer als null sein.
cli-calls-too-many = Höchstens { $max } Schwellen.

## Sprachpegel.
cli-duration = { $flag }: „{ $text }“ ist keine Zeitdauer: etwa „1h“, „10m“ oder „1h30m“ schreiben.
cli-clock-time = { $flag }: „{ $text }“ ist keine Uhrzeit: h:mm:ss schreiben, etwa 1:05:00.
cli-tag-value = { $flag } „{ $value }“: Ein Wert für die Partieaufzeichnung ist eine Zeile Text; dieser enthält { $char } (einen Zeilenumbruch oder ein Steuerzeichen).
cli-level = { $flag }: { $value } liegt nicht zwischen -100 und 100.

## Dateien: was getan wurde, dann warum nicht.
cli-file-read = { $file }: Diese Datei lässt sich nicht lesen: { $why }
cli-file-create = { $file }: Diese Datei lässt sich nicht anlegen: { $why }
cli-file-write = { $file }: In diese Datei lässt sich nicht schreiben: { $why }
cli-why-not-found = Der Pfad existiert nicht.
cli-why-no-folder = Ihr Verzeichnis existiert nicht oder nimmt keine neuen Dateien auf.
cli-why-permission = Zugriff verweigert.
cli-why-directory = Das ist ein Verzeichnis, keine gewöhnliche Datei; eine Datei angeben.
cli-why-not-directory = Ein Teil des Pfades ist kein Verzeichnis.
cli-why-exists = Eine Datei dieses Namens gibt es schon; sie bleibt, wie sie ist.
cli-why-disk-full = Der Datenträger ist voll.
cli-why-read-only = Das Dateisystem ist schreibgeschützt.
cli-why-too-large = Sie ist größer als { $mb } MB und wird abgelehnt (ist es die richtige Datei?).
cli-why-utf16 = Das ist UTF-16-Text; als UTF-8 speichern und erneut versuchen.
cli-why-fifo = Das ist ein FIFO, keine gewöhnliche Datei; eine Datei angeben.
cli-why-socket = Das ist ein Socket, keine gewöhnliche Datei; eine Datei angeben.
cli-why-device = Das ist ein Gerät, keine gewöhnliche Datei; eine Datei angeben.
cli-why-not-plain = Das ist keine gewöhnliche Datei; eine Datei angeben.
cli-why-addr-in-use = Dort lauscht schon ein anderes Programm.
cli-why-addr-not-available = Dieser Rechner hat keine solche Adresse.
cli-why-other = Das System lehnt es ab.
cli-why-espeak = espeak-ng, das die Aufnahmen macht, funktioniert nicht.
cli-why-recorder-stopped = Die Aufnahme wurde beendet.
cli-engine = Die Schach-Engine { $file } ließ sich nicht starten: { $why }
cli-listen = --listen { $addr }: Dort lässt sich nicht lauschen: { $why }

## Journale: „DATEI: was falsch ist“.
cli-journal = { $file }: { $problem }
cli-journal-no-header = Kein vollständiger Kopfdatensatz: Die Partie wurde in diesem Journal nie begonnen.
cli-journal-corrupt = Zeile { $line } (Byte-Position { $offset }) ist beschädigt ({ $damage }); danach folgen Einträge, also ist das kein abgebrochener Schreibvorgang.
cli-journal-duplicate = Zeile { $line } wiederholt Eintrag { $seq } (Zeile { $first }): Ein doppelter Eintrag wird abgelehnt; einen der beiden entfernen.
cli-journal-foreign = Zeile { $line } gehört zu einer anderen Partie: Ein Eintrag aus einem anderen Journal wird abgelehnt.
cli-journal-foreign-game = Zeile { $line } gehört zu Partie { $game }, nicht zu diesem Journal: Ein Eintrag aus einem anderen Journal wird abgelehnt.
cli-journal-format-old = Zeile 1: Dieses Journal hat das Format { $found }, älter als Format { $oldest }; dieses Programm liest nur die Formate { $oldest } bis { $newest } und liest es lieber gar nicht als falsch.
cli-journal-format-new = Zeile 1: Das Journalformat { $found } wird nicht unterstützt (dieses Programm schreibt { $newest }): Ein neueres Programm hat es geschrieben.
cli-journal-wrong-kind = Zeile 1: Das ist eine andere Art von Journal („{ $found }“).
cli-journal-bad-header = Zeile 1: Der Kopf lässt sich nicht lesen.
cli-journal-replay = Zeile { $line }: Dieser Eintrag lässt sich nicht nachspielen.
cli-damage-not-utf8 = kein UTF-8-Text
cli-damage-no-crc = keine Prüfsumme vor dem Eintrag
cli-damage-checksum = die Prüfsumme stimmt nicht
cli-damage-record = kein Eintrag dieses Journals
cli-damage-sequence = Eintragsnummer { $found }, wo { $expected } erwartet war
cli-damage-incomplete = das Schreiben brach vor dem Zeilenende ab
cli-skipped = { $file } übersprungen: Es hat keinen vollständigen Kopf (die Partie wurde darin nie begonnen).
cli-no-data-dir = Kein Datenverzeichnis für Journale; --journal DATEI angeben.
cli-no-journal-in = Kein Journal mit Kopf in { $dirs }; den Pfad eines Journals angeben.
cli-table-game = { $file } ist eine Partie am Tisch: { $command }
cli-not-recorded = { $problem } Der letzte Befehl wurde nicht aufgezeichnet.

## Uhrenskripte (annabella clock --script): „DATEI: Zeile N: was falsch ist“.
cli-script = { $file }: Zeile { $line }: { $problem }
cli-script-time = „{ $text }“ ist keine Zeitangabe (h:mm:ss.mmm, h:mm:ss oder m:ss schreiben).
cli-script-time-went-back = Die Zeit „{ $text }“ liegt vor der der vorigen Zeile.
cli-script-no-event = Nach der Zeit fehlt das Ereignis.
cli-script-unknown-event = Unbekanntes Ereignis „{ $text }“ (start, press, query, pause, resume, adjust oder set schreiben).
cli-script-no-argument = „{ $event }“ nimmt kein Argument, gefunden: „{ $text }“.
cli-script-start-side = „start“ nimmt höchstens eine Seite, gefunden: „{ $text }“.
cli-script-no-side = Die Seite fehlt (white oder black).
cli-script-not-a-side = „{ $text }“ ist keine Seite (white oder black schreiben).
cli-script-no-amount = „adjust“ braucht einen Betrag wie +2:00 oder -0:30.
cli-script-after-amount = Unerwartetes „{ $text }“ nach dem Betrag.
cli-script-no-sign = „{ $text }“ braucht ein Vorzeichen: +m:ss oder -m:ss.
cli-script-no-time = „set“ braucht eine Zeit wie 1:00:00.
cli-script-not-moves = „{ $text }“ ist keine Zahl von Zügen.
cli-script-not-moves-n = Unerwartetes „{ $text }“ („moves N“ schreiben).
cli-script-refused = { $event }: { $why }

## PGN: „DATEI: Zeile N: was falsch ist“.
cli-pgn = { $file }: { $problem }
cli-pgn-line = { $file }: Zeile { $line }: { $problem }
cli-pgn-tag = Ein Tag lässt sich nicht lesen.
cli-pgn-tag-no-name = Fehlerhafter Tag: Nach „[“ wird ein Tag-Name erwartet.
cli-pgn-tag-no-quote = Fehlerhafter Tag: Nach [{ $name } wird „"“ erwartet.
cli-pgn-tag-bad-escape = Fehlerhafter Tag: ungültiges Escape-Zeichen in [{ $name }].
cli-pgn-tag-not-closed = Fehlerhafter Tag: Der Wert von [{ $name }] wird auf seiner Zeile nicht geschlossen.
cli-pgn-tag-no-bracket = Fehlerhafter Tag: Nach dem Wert von [{ $name }] wird „]“ erwartet.
cli-pgn-move-name = Zug { $number }{ $dots } { $san }
cli-pgn-before-first = vor dem ersten Zug
cli-pgn-move = { $move }: { $problem }
cli-pgn-after-result = ein Zug nach dem Ergebnis.
cli-pgn-null-in-check = ein Nullzug im Schach.
cli-pgn-illegal = in der erreichten Stellung kein regelgemäßer Zug.
cli-pgn-capture-without-file = in der erreichten Stellung kein regelgemäßer Zug: Ein schlagender Bauer nennt die Linie, die er verlässt ({ $capture }?).
cli-pgn-ambiguous = mehrdeutig: Mehr als eine Figur kann ihn ausführen (Linie oder Reihe nennen).
cli-pgn-not-a-move = kein Zug.
cli-pgn-clock = { $move }: fehlerhaftes [%clk { $args }]: „{ $text }“ ist keine Zeitangabe (h:mm:ss schreiben).
cli-pgn-clock-too-long = { $move }: fehlerhaftes [%clk { $args }]: mehr als 1000 Stunden, mehr als jede Uhr fasst.
cli-pgn-command = fehlerhaftes [%{ $name } { $args }]: { $problem }
cli-pgn-command-no-time = Eine Zeit und ein Eintrag werden erwartet.
cli-pgn-command-not-utc = Eine UTC-Zeit wie 2025-01-31T14:05:00.000Z wird erwartet.
cli-pgn-command-unknown-entry = unbekannter Protokolleintrag.
cli-pgn-command-unknown-result = unbekanntes Ergebnis.
cli-pgn-start = Die Ausgangsstellung (der FEN-Tag) wird abgelehnt.
cli-pgn-import = Die Aufzeichnung der Partie wird abgelehnt.
cli-pgn-comment-not-closed = Der Kommentar „{"{"}“ wird nie geschlossen.
cli-pgn-close-without-open = „)“ ohne „(“.
cli-pgn-variation-not-closed = Eine Variante „(“ wird nie geschlossen.
cli-pgn-result-mismatch = Das Ergebnis { $token } passt nicht zu [%result { $comment }].
cli-pgn-reader = Das ist kein lesbares PGN.
cli-pgn-no-control = Die PGN hat keine Bedenkzeit (Tag ClockControl oder TimeControl); eine mit --control angeben.
cli-pgn-no-game = Keine Partie gefunden.
cli-pgn-in-game = Partie { $number }: { $problem }
cli-pgn-game = { $number }: { $white } - { $black }, { $event }, { $date }, Runde { $round }, { $result } (Zeile { $line })
cli-pgn-second-game = Hier beginnt eine zweite Partie; der Text enthält { $count } Partien, eine mit --game N wählen:{ $games }
cli-pgn-no-number = Es gibt keine Partie Nummer { $pick } (die Partien sind von 1 bis { $count } nummeriert), und keine Spieler, kein Turnier, Ort, Datum oder keine Runde enthält „{ $pick }“; die Partien sind:{ $games }
cli-pgn-no-match = Keine Partie passt zu „{ $pick }“; die Partien sind:{ $games }
cli-pgn-several-match = { $count } Partien passen zu „{ $pick }“; eine mit --game N wählen:{ $games }
cli-pgn-exists = { $file } gibt es schon; sie wird nicht überschrieben (--force ersetzt sie).

## Fehler der Befehlszeile selbst.
cli-eboard-one-board = --eboard ist das eigene Brett des sehenden Spielers an einem Tisch mit zwei Brettern nach Anhang D; --one-board hat ein Brett für beide.
cli-practice-one-board = --one-board ist eine Partie zweier Spieler an einer Tastatur, nicht gegen eine Engine.
cli-nothing-to-study = Kein Journal zum Nachspielen: eine PGN- oder Journal-DATEI angeben.
cli-bad-start = Die Ausgangsstellung „{ $fen }“ ist nicht regelgemäß.
cli-fen-unreadable = --fen: „{ $fen }“ ist keine Stellung in FEN.
cli-game-refused = Mit diesen Optionen lässt sich die Partie nicht aufbauen.
