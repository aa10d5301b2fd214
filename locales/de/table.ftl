# Der Tisch: zwei Bretter, zwei Partieformulare, der Ablauf nach Anhang D.
# $seat ist ein Platz im Nominativ ("der sehbehinderte Spieler"); $side kommt von clock-side.
# "retrace" und "fixed" sind Befehle des Schiedsrichters und bleiben unübersetzt.
table-mode-tournament = Turniermodus: Züge werden so aufgezeichnet, wie sie eingegeben werden; auf Anfrage werden nur Zeit und Zugzahl mitgeteilt.
table-mode-casual = Freie Partie: Unzulässige Züge werden mit Begründung zurückgewiesen.
table-seat-blind = der sehbehinderte Spieler
table-seat-sighted = der sehende Spieler
table-seat-arbiter = der Schiedsrichter
# Ein Platz als Handelnder (Subjekt eines transitiven Verbs); hier gleich wie oben.
table-seat-blind-agent = der sehbehinderte Spieler
table-seat-sighted-agent = der sehende Spieler
table-seat-arbiter-agent = der Schiedsrichter
table-read-back = { $move }. Bestätigen oder zurücknehmen?
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
table-time-added = Uhr von { $side }: { $time } hinzugefügt.
table-time-taken = Uhr von { $side }: { $time } abgezogen.
table-declared = Ergebnis festgestellt: { $result }
table-repair-nothing = Bretter und Partieformulare stimmen überein; nichts zu berichtigen.
table-repair-illegal = Unzulässiger Zug im Halbzug { $ply } { $who ->
    [blind] vom sehbehinderten Spieler
    [sighted] vom sehenden Spieler
   *[arbiter] vom Schiedsrichter
} (Artikel 7.5): beide Bretter und Partieformulare auf Halbzug { $before } zurücksetzen, die Stellung davor: zurücksetzen { $before }. Dann die Uhren anpassen (7.5.5) und weiterspielen.
table-repair-retrace = Die Partieformulare unterscheiden sich ab Halbzug { $first }. Beide Bretter auf Halbzug { $ply } zurücksetzen, wo sie übereinstimmen, und beide Uhren auf ihren Stand von dort: zurücksetzen { $ply }. Dann die Uhren bei Bedarf anpassen und weiterspielen.
table-repair-board = Die Partieformulare stimmen überein. Brett nach dem eigenen Partieformular stellen ({ $seat }): { $squares }. Danach: behoben { $name ->
    [blind] blind
    [sighted] sehend
   *[arbiter] Schiedsrichter
}.
table-repair-square = { $square }: { $content }

# The application around the table.
table-recorded = Festgehalten: { $move }.
app-help = Einen Zug in beliebiger Form eingeben, dann bestätigen.
app-help-commands =
    bestätigen: den vorgelesenen Zug bestätigen
    korrigieren <Zug>: Versprecher vor dem Uhrdruck berichtigen
    drücken: die Uhr drücken
app-help-common =
    Zeit: Uhren und Züge
    Platz <Sitz>: den Sitz an der Tastatur wechseln
    Hilfe: diese Hilfe
    beenden: das Programm verlassen
app-help-arbiter =
    starten, anhalten, fortsetzen: die Uhr
    reparieren: Schritte zur Berichtigung der Aufzeichnungen
    zurücksetzen <Halbzug>: beide Aufzeichnungen dorthin
    Uhr stellen <Seite> <h:mm:ss>: eine Uhr stellen
    Zeit ändern <Seite> <m:ss>: Zeit geben (-m:ss nimmt)
    behoben <Sitz>: Brett des Sitzes nach Formular gestellt
    erklären <Ergebnis>: 1-0, 0-1 oder 1/2-1/2
app-help-review-line = Nachsehen: das Wort tippen, oder / und die Taste („/l“).
app-help-keys =
    Tasten: F1 Hilfe, F2 Sitz wechseln, F5 Zeit, F9 Uhr drücken
    Tab: Brett oder Eingabezeile; Pfeiltasten bewegen sich auf dem Brett
    Auf dem Brett: k q r b n p der nächste König, Dame, Turm, Läufer, Springer, Bauer (Großbuchstabe: der vorige); 1 bis 8 diese Reihe; Enter liest das Feld
app-board-none = Kein { $piece } auf Ihrem Brett.
app-line-too-long = Diese Zeile ist zu lang (64 KB oder mehr): Es wurde nichts ausgeführt.
app-seat = An der Tastatur: { $seat }.
app-status-entering = { $side } am Zug.
app-status-readback = Der Zug { $move } wurde vorgelesen und wartet auf Bestätigung.
app-status-made = Der Zug { $move } ist ausgeführt; die Uhr muss noch gedrückt werden.
app-status-repeating = Es wird gewartet, bis { $seat } den Zug { $move } wiederholt.
ui-mode-tournament = Turniermodus
ui-mode-casual = Freier Modus
ui-board-blind = Brett des blinden Spielers
ui-board-sighted = Brett des sehenden Spielers
ui-board-one = Brett
ui-running = läuft
ui-clocks-and-moves = Uhren und Züge
ui-announcements = Ansagen
ui-input = Zug oder Befehl
table-draw-offered = Remisangebot: { $seat }.
app-recovered = Die Partie wurde aus ihrem Journal wiederhergestellt. Die Uhr bleibt angehalten, bis der Schiedsrichter sie wieder startet; die Zeit, in der das Programm nicht lief, wird niemandem angerechnet.
app-recovered-adjourned = Die Partie wurde aus ihrem Journal wiederhergestellt. Sie ist unterbrochen, der Zug abgegeben: Die Uhr bleibt angehalten, bis der Schiedsrichter den Umschlag öffnet (Umschlag öffnen); die Zeit, in der das Programm nicht lief, wird niemandem angerechnet.
app-recovered-casual = Die Partie wurde aus ihrem Journal wiederhergestellt. Die Uhr bleibt angehalten, bis ein Spieler weiter eingibt; die Zeit, in der das Programm nicht lief, wird niemandem angerechnet.
app-recovered-practice = Die Partie wurde aus ihrem Journal wiederhergestellt; die Zeit, in der das Programm nicht lief, wird niemandem angerechnet.
table-withdrawn = Zurückgenommen: { $move }. Bitte den Zug neu eingeben.
app-clock-waits-arbiter = Die Uhr läuft noch nicht: der Schiedsrichter startet sie mit starten.
app-clock-waits-players = Die Uhr läuft noch nicht: starten eingeben oder den ersten Zug, dann läuft sie.
app-unknown = „{ $text }“ ist weder ein Befehl noch ein Zug: { $why } Hilfe zeigt die Befehle.
app-not-started = Die Uhr läuft noch nicht: der Schiedsrichter startet sie.
app-nothing-to-confirm = Für Sie gibt es nichts zu bestätigen. { $status }
app-confirm-word = Die Eingabetaste bestätigt erst nach dem Vorlesen: { $move }. Bestätigen eingeben, oder nein zum Zurücknehmen.
app-quit-ask = Partie beenden? { $key ->
    [none] Noch einmal beenden oder ja eingeben
   *[other] Noch einmal { $key } drücken oder ja eingeben
}; alles andere spielt weiter.
app-key-ctrl = Strg-{ $letter }
app-quit-kept = Die Partie geht weiter.
app-quit = Das Programm endet.
# Die Regeln am Brett: Berührungsreklamationen, Schnellschluss, Hängepartie.
table-declined = { $seat } lehnt das Remisangebot ab.
table-touch-claimed = { $seat } meldet dem Schiedsrichter, dass der Gegner { $piece } auf { $square } berührt hat.
table-position = Stellung: { $fen }
table-touch-upheld = Reklamation stattgegeben: { $seat } muss { $piece } auf { $square } ziehen oder schlagen (Artikel 4.3).
table-touch-upheld-free = Reklamation stattgegeben, aber kein regelgemäßer Zug zieht oder schlägt { $piece } auf { $square }: { $seat } darf jeden regelgemäßen Zug ausführen.
table-touch-rejected = Berührungsreklamation auf { $square } zurückgewiesen; es wird weitergespielt.
table-increment-requested = { $seat } hat weniger als zwei Minuten und beantragt ein Inkrement von fünf Sekunden für beide Spieler (Richtlinien III.4); das ist zugleich ein Remisangebot.
table-increment-introduced = Der Schiedsrichter stimmt zu: ab jetzt erhalten beide Spieler { $increment } pro Zug; { $side }: { $time } hinzugefügt.
table-increment-refused = Der Schiedsrichter stimmt dem Inkrement nicht zu; es wird wie bisher weitergespielt.
table-draw-claimed = { $seat } hat weniger als zwei Minuten und reklamiert Remis (Richtlinien III.5); der Schiedsrichter entscheidet.
table-claim-postponed = Der Schiedsrichter vertagt die Entscheidung über die Remisreklamation; es wird weitergespielt.
table-claim-postponed-time = Der Schiedsrichter vertagt die Entscheidung über die Remisreklamation; { $side }: { $time } hinzugefügt.
table-claim-rejected = Die Remisreklamation wird zurückgewiesen; { $side }: { $time } hinzugefügt.
table-claim-referred = { $seat } reklamiert mit weniger als zwei Minuten Remis. Ohne Schiedsrichter beendet das die Partie: Schlussstellung und Partieformular gehen an den benannten Schiedsrichter (Richtlinien III.6).
table-adjourned = Der Schiedsrichter unterbricht die Partie: { $seat } gibt den Abgabezug ab und drückt dann die Uhr. Fortsetzung: { $resumption }.
table-move-sealed = { $seat } hat den { $number }. Zug abgegeben; die Uhr ist angehalten, der Umschlag ist beim Schiedsrichter.
table-envelope-opened = Der Umschlag ist geöffnet: { $seat } hat { $move } abgegeben.
table-envelope-asked = Der Schiedsrichter öffnet den Umschlag: Das Gerät, auf dem { $seat } den Zug abgegeben hat, gibt ihn frei, sobald es verbunden ist.
table-release-mismatch = Der vom Gerät des Abgebenden freigegebene Zug ist nicht der für den Schiedsrichter abgegebene: Der Umschlag bleibt geschlossen; der Schiedsrichter entscheidet.
table-replay-refused = Eine Anfrage eines anderen Geräts lässt sich nicht lesen ({ $detail }); nichts davon wurde übernommen.
table-sealed = Abgabezug: { $move }. Erneut abgeben, um ihn zu ändern; die Uhr drücken, um den Umschlag zu schließen.
table-touch-forfeited = Sie haben eine Figur berührt, um sie zu ziehen: Sie können die Berührung des Gegners nicht mehr reklamieren (Artikel 4.8).
table-touch-not-their-move = Ihr Gegner ist jetzt nicht am Zug: es gibt keine Berührung zu reklamieren.
table-touch-empty = Auf { $square } steht keine Figur.
table-must-move-touched = Der Berührungsreklamation wurde stattgegeben: { $piece } auf { $square } ziehen oder schlagen (Artikel 4.3).
table-nothing-claimed = Es gibt keine solche Reklamation oder keinen solchen Antrag zu entscheiden.
table-not-under-two-minutes = Nur mit weniger als zwei Minuten auf Ihrer Uhr (Richtlinien III.4 und III.5).
table-has-increment = Der Schnellschluss der Richtlinien III gilt nur für Partien ohne Inkrement.
table-not-your-move = Das darf nur der Spieler am Zug.
table-not-adjourned = Die Partie ist nicht unterbrochen, oder der Abgabezug ist dafür nicht bereit.
table-adjourned-refusal = Die Partie ist unterbrochen: Der Spieler am Zug gibt seinen Zug ab; es geht weiter, wenn der Schiedsrichter den Umschlag öffnet.
table-adjourned-sealed = Die Partie ist unterbrochen und der Abgabezug liegt im Umschlag: Es geht weiter, wenn der Schiedsrichter den Umschlag öffnet.
table-envelope-unread = Der Abgabezug ist auf diesem Gerät nicht lesbar: Sein Schlüssel ist nicht hier. Der Schiedsrichter stellt die Stellung und die Uhren her (Richtlinien I.12).
table-move-sealed-player = { $seat } hat den Zug abgegeben; die Uhr ist angehalten, der Umschlag ist beim Schiedsrichter.
table-retraced-quiet = Der Schiedsrichter hat beide Bretter und Partieformulare zurückgesetzt und die Uhren wiederhergestellt; fragen Sie nach der Zeit, um sie zu hören.
table-claim-incorrect = Die Remisreklamation wegen { $kind ->
    [threefold] dreimaliger Stellungswiederholung
   *[fifty] der 50-Züge-Regel
    } ist unbegründet: Der Schiedsrichter gibt { $side } { $time } hinzu (Artikel 9.5.3){ $written ->
    [yes] , und der aufgeschriebene Zug muss ausgeführt werden
   *[no] {""}
    }.
table-must-play-written = Der mit der Reklamation aufgeschriebene Zug muss ausgeführt werden: { $move } (Artikel 9.5.3).
table-down-time = Das Programm hat angehalten, während die Uhr von { $side ->
    [white] Weiß
   *[black] Schwarz
    } lief: Der letzte Eintrag ist von { $since } UTC, und seitdem ({ $time }) gibt es keinen Eintrag. Die Uhr steht; der Schiedsrichter entscheidet, was angerechnet wird (Artikel 6.11: „Zeit ändern“ oder „Uhr stellen“), dann „fortsetzen“.
table-both-flags-continue = Beide Blättchen sind gefallen, und welches zuerst fiel, ist nicht festzustellen; es ist nicht die letzte Periode, also wird weitergespielt (Richtlinien III.3.1).
table-one-board = An einem Brett gilt ein Zug, sobald er eingegeben ist: Es gibt nichts zurückzulesen, zu bestätigen, zu korrigieren, zu drücken oder zu wiederholen.

# Warum die Regeln der Partie einen Befehl abgelehnt haben.
table-rule-clock-not-started = Die Uhr ist noch nicht gestartet.
table-rule-clock-already-started = Die Uhr ist bereits gestartet.
table-rule-clock-paused = Die Uhr ist angehalten.
table-rule-clock-not-paused = Die Uhr ist nicht angehalten.
table-rule-clock-stopped = Die Uhr steht: die Partie ist beendet.
table-rule-time-went-back = Die angegebene Zeit liegt vor der letzten; nichts wurde geändert.
table-rule-over = Die Partie ist beendet: { $result }
table-rule-illegal = { $move } ist in dieser Stellung kein regelgemäßer Zug.
table-rule-null-in-check = Ein Nullzug ist hier nicht möglich: die Seite am Zug steht im Schach.
table-rule-wrong-clock = Die Uhr der Seite am Zug läuft nicht.
table-rule-draw-too-early = Ein Remis kann erst vereinbart werden, wenn beide Spieler einen Zug gemacht haben (Artikel 5.2.3).
table-rule-clock-unknown = Die Partienotation enthält keine Uhrzeiten, daher ist die Zeit von { $side ->
    [white] Weiß
   *[black] Schwarz
    } nicht bekannt: Der Schiedsrichter stellt sie zuerst ein („Uhr stellen“, Artikel 7.1).
table-rule-retrace-beyond = Zurück zum Halbzug { $ply } ist nicht möglich: { $plies ->
    [one] es wurde nur ein Halbzug
   *[other] es wurden nur { $plies } Halbzüge
} gespielt.
table-rule-no-flag = Es ist kein Fallblättchen gefallen.
table-rule-bad-start = Die Ausgangsstellung ist nicht regelgemäß: { $reason }
app-arbiter-file = { $what ->
    [envelope] Der Umschlag (der abgegebene Zug, nur für den Schiedsrichter)
   *[referral] Die Schlussstellung und das Partieformular für den zuständigen Schiedsrichter
} steht in { $path }.
app-arbiter-file-failed = { $what ->
    [envelope] Der Umschlag
   *[referral] Die Aufzeichnung für den zuständigen Schiedsrichter
} konnte nicht in { $path } geschrieben werden: { $reason }
table-repeat-first = Zuerst der Zug des Gegners: auf dem eigenen Brett ausführen und eingeben: { $move }.
