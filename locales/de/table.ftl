# Der Tisch: zwei Bretter, zwei Partieformulare, der Ablauf nach Anhang D.
# $seat ist ein Platz im Nominativ ("der sehbehinderte Spieler"); $side kommt von clock-side.
# "retrace" und "fixed" sind Befehle des Schiedsrichters und bleiben unübersetzt.
table-mode-tournament = Turniermodus: Züge werden so aufgezeichnet, wie sie eingegeben werden; auf Anfrage werden nur Zeit und Zugzahl mitgeteilt.
table-mode-casual = Freie Partie: Unzulässige Züge werden mit Begründung zurückgewiesen.
table-seat-blind = der sehbehinderte Spieler
table-seat-sighted = der sehende Spieler
table-seat-arbiter = der Schiedsrichter
table-read-back = { $move }. Bestätigen?
table-announced = Angesagt.
table-correction = Korrektur: { $move }
table-corrected = Korrigiert: { $move }.
table-not-your-turn = Sie sind dafür jetzt nicht an der Reihe.
table-arbiter-only = Das darf nur der Schiedsrichter.
table-nothing-pending = Dafür wartet kein Zug.
table-waiting-arbiter = Die Partie ist unterbrochen: Es wird auf den Schiedsrichter gewartet.
table-game-over = Die Partie ist beendet.
table-still-diverged = Die Bretter unterscheiden sich noch; bringen Sie sie in Ordnung, bevor die Partie weitergeht.
table-resumed = Die Partie geht weiter.
table-illegal-flagged = Im Halbzug { $ply } hat { $seat } einen unzulässigen Zug gemacht: { $move }. Artikel 7.5 wendet der Schiedsrichter an.
table-log-correction = Im Halbzug { $ply } hat { $seat } einen Versprecher berichtigt: Aus { $old } wurde { $new }.
table-white = Weiß
table-black = Schwarz
table-piece = { $piece } von { $color }
table-empty = leer
table-divergence-sheets = Die Partieformulare unterscheiden sich im Halbzug { $ply }: Der sehbehinderte Spieler hat { $blind } notiert, der sehende Spieler { $sighted }.
table-divergence-boards = Die Bretter unterscheiden sich nach Halbzug { $ply }: { $squares }.
table-square-differs = { $square }: { $blind } auf dem Brett des sehbehinderten Spielers, { $sighted } auf dem Brett des sehenden Spielers
table-retraced = Zurückgesetzt auf Halbzug { $ply }. Uhren wiederhergestellt: { $clocks }
table-fixed = Brett nach dem Partieformular gestellt ({ $seat }).
table-clock-started = Die Uhr läuft.
table-clock-stopped = Die Uhr ist angehalten.
table-clock-set = Uhr von { $side } auf { $time } gestellt.
table-time-added = Zeit von { $side } um { $delta } geändert.
table-declared = Ergebnis festgestellt: { $result }
table-repair-nothing = Bretter und Partieformulare stimmen überein; nichts zu berichtigen.
table-repair-retrace = Die Partieformulare unterscheiden sich ab Halbzug { $first }. Beide Bretter auf Halbzug { $ply } zurücksetzen, wo sie übereinstimmen, und beide Uhren auf ihren Stand von dort: retrace { $ply }. Dann die Uhren bei Bedarf anpassen und weiterspielen.
table-repair-board = Die Partieformulare stimmen überein. Brett nach dem eigenen Partieformular stellen ({ $seat }): { $squares }. Danach: fixed { $name }.
table-repair-square = { $square }: { $content }

# The application around the table.
table-recorded = Festgehalten: { $move }.
app-help = Einen Zug in beliebiger Form eingeben, dann bestätigen. Befehle: confirm, correct <Zug>, press, time?, seat (Sitz an der Tastatur wechseln), help, quit. Schiedsrichter: start, pause, resume, repair, retrace <Halbzug>, set-clock <Seite> <h:mm:ss>, add-time <Seite> <m:ss>, fixed <Sitz>, declare <Ergebnis>. Tasten: F1 Hilfe, F2 Sitz wechseln, F5 Zeit, F9 Uhr drücken, Tab Brett oder Eingabezeile, Pfeiltasten bewegen sich auf dem Brett.
app-seat = An der Tastatur: { $seat }.
app-status-entering = { $side } am Zug.
app-status-readback = Der Zug { $move } wurde vorgelesen und wartet auf Bestätigung.
app-status-made = Der Zug { $move } ist ausgeführt; die Uhr muss noch gedrückt werden.
app-status-repeating = Es wird gewartet, bis { $seat } den Zug { $move } wiederholt.
ui-mode-tournament = Turniermodus
ui-mode-casual = Freier Modus
ui-board-blind = Brett des blinden Spielers
ui-board-sighted = Brett des sehenden Spielers
ui-running = läuft
ui-clocks-and-moves = Uhren und Züge
ui-announcements = Ansagen
ui-input = Zug oder Befehl
table-draw-offered = Remisangebot: { $seat }.
app-recovered = Die Partie wurde aus ihrem Journal wiederhergestellt. Die Uhr bleibt angehalten, bis der Schiedsrichter sie wieder startet; die Zeit, in der das Programm nicht lief, wird niemandem angerechnet.
