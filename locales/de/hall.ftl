# Die Schiedsrichterstation eines Turniersaals (annabella hall).

hall-following = Der Saal { $hall } unter { $url } wird verfolgt. Die Nummer eines Tisches öffnet ihn, "list" zeigt alle Tische.
hall-table = Tisch { $table }
hall-need = { $need ->
    [alert] Alarm, der Schiedsrichter wird gebraucht
    [claim] eine Reklamation für den Schiedsrichter
    [flag] ein Fallblättchen ist gefallen
    [stopped] angehalten
   *[sync] nicht synchron
}
hall-waiting = wartet auf { $seat ->
    [blind] den blinden Spieler
    [sighted] den sehenden Spieler
    [arbiter] den Schiedsrichter
    [white] Weiß
    [black] Schwarz
   *[none] niemanden
}
hall-clocks = Weiß { $white }, Schwarz { $black }
hall-plies = { $plies ->
    [one] { $plies } Halbzug
   *[other] { $plies } Halbzüge
}
hall-alerts = { $alerts ->
    [one] { $alerts } Alarm
   *[other] { $alerts } Alarme
}
hall-result = Ergebnis { $result }
hall-sent = An Tisch { $table } gesendet: { $action }.
hall-applied = Tisch { $table } hat ausgeführt: { $action }.
hall-opened = Tisch { $table } ist offen: was Sie jetzt eingeben, geht als Handlung des Schiedsrichters an ihn. "close" verlässt ihn.
hall-closed = Kein Tisch ist offen.
hall-no-table = Tisch { $table } ist diesem Saal nicht beigetreten.
hall-open-first = Öffnen Sie zuerst einen Tisch: geben Sie seine Nummer ein.
hall-help = Die Nummer eines Tisches öffnet ihn; "list" oder eine leere Zeile zeigt alle Tische, die den Schiedsrichter brauchen zuerst; "close" verlässt den offenen Tisch; "quit" beendet. Bei offenem Tisch gehen Handlungen des Schiedsrichters an ihn. Die Nummer eines Tisches vor einer Handlung sendet sie an diesen Tisch, ohne ihn zu öffnen ("3 stattgeben").
hall-not-arbiter = { $reason }
hall-empty = Noch kein Tisch ist diesem Saal beigetreten.

# Was mit der Verbindung zum Saal geschieht.
hall-bus-connected = Der Saal { $url } ist erreicht.
hall-bus-lost = Die Verbindung zum Saal { $url } ist verloren; es wird weitergespielt, das Journal bewahrt alles.
hall-bus-refused = Der Saal { $url } hat die Zugangsdaten von { $user } abgewiesen; neuer Versuch. Prüfen Sie Benutzer und Passwort, die der Saal diesem Gerät gegeben hat.
hall-bus-unreachable = Der Saal { $url } ist nicht erreichbar: unter dieser Adresse antwortet kein Server; neuer Versuch.
hall-bus-tls-ca = Der Saal { $url } ist über TLS nicht erreichbar: sein Zertifikat wird mit { $ca } nicht anerkannt, oder diese Datei ist nicht lesbar; neuer Versuch.
hall-bus-tls = Der Saal { $url } ist über TLS nicht erreichbar: dieses System erkennt sein Zertifikat nicht an (geben Sie das des Saals mit --hall-ca an); neuer Versuch.
hall-bus-creds-file = Der Saal { $url } ist nicht erreichbar: die Zugangsdatei { $file } ist nicht lesbar; neuer Versuch.
hall-bus-broker-error = Der Saal { $url } hat etwas abgewiesen, das dieses Gerät gesendet hat: die Konfiguration des Servers erlaubt es vielleicht nicht.
hall-bus-no-requests = Tisch { $table } erhält die Anweisungen des Schiedsrichters vom Saal { $url } nicht.
hall-bus-no-heartbeats = Die Station hört die Lebenszeichen der Tische vom Saal { $url } nicht: ein verstummter Tisch fällt nicht auf.
hall-bus-no-live = Die Station hört die Züge im Saal { $url } nicht, während sie gespielt werden; sie liest sie aus dem Datenstrom.
hall-bus-stream = Der Datenstrom { $stream } des Saals { $url } ist nicht lesbar; neuer Versuch.
hall-bus-store = Der Speicher der Spielstände im Saal { $url } ist nicht bereit: eine später gestartete Station liest den ganzen Datenstrom.
hall-bus-snapshot-not-stored = Tisch { $table }: sein Spielstand ist im Saal { $url } nicht gespeichert; später neuer Versuch. Es wird weitergespielt.
hall-bus-request-unreadable = Tisch { $table }: eine Anweisung der Schiedsrichterstation war nicht lesbar und wird nicht ausgeführt.
hall-bus-not-sent = Tisch { $table }: vom Saal nicht angenommen; wird aus dem Journal erneut gesendet.
hall-bus-caught-up = Tisch { $table }: der Saal hat wieder jede Zeile.
hall-station-no-terminal = Der Bildschirm der Station braucht ein Terminal; --reader ist der Zeilenmodus.
hall-station-screen-failed = Der Bildschirm der Station konnte nicht gezeichnet werden (siehe { $log }); --reader ist der Zeilenmodus.
hall-not-followed = Der Saal { $url } kann nicht verfolgt werden: dieses Gerät konnte seine Verbindung nicht starten (siehe { $log }).
hall-relay-not-written = { $file } kann nicht geschrieben werden; die Übertragung versucht es bei der nächsten Aktualisierung erneut.

# What is before the arbiter, whether a table is heard from, a request not delivered, a new hall
# ($pieces: the position in words; $fen: as FEN; $since: a time of day; $seconds: a number;
# $silence: hall-silent's words; $reason: why; $hall: the tournament).
hall-adjourned = abgebrochen (vertagt)
hall-position = Stellung: { $pieces }. FEN: { $fen }
hall-silent = nichts mehr gehört seit { $since } UTC, vor { $seconds } s
hall-heard-again = Tisch { $table } ist wieder zu hören.
hall-sent-silent = Tisch { $table }: { $silence }; die Handlung erreicht ihn nur, wenn er wieder da ist.
hall-undelivered = Nicht zugestellt an Tisch { $table }: { $action }. { $reason }
hall-undelivered-gone = Der Tisch ist nicht mit dem Saal verbunden: prüfen Sie sein Gerät und sein Netz, starten Sie ihn aus seinem Journal neu, falls er angehalten hat, und senden Sie die Handlung dann erneut.
hall-undelivered-gone-since = Der Tisch ist nicht mit dem Saal verbunden (nichts mehr gehört seit { $since } UTC): prüfen Sie sein Gerät und sein Netz, starten Sie ihn aus seinem Journal neu, falls er angehalten hat, und senden Sie die Handlung dann erneut.
hall-undelivered-no-answer = Der Tisch hat nicht innerhalb von 5 Sekunden geantwortet: sehen Sie am Tisch nach und senden Sie die Handlung erneut, falls er sie nicht ausgeführt hat.
hall-undelivered-bus = Die eigene Verbindung der Station zum Saal ist gestört: prüfen Sie die Verbindung der Station zum Saal und senden Sie die Handlung dann erneut.
hall-unfollowed-no-start = Zeilen einer Partie, deren Beginn die Station nicht gesehen hat
hall-unfollowed-snapshot = sein Spielstand im Saal ist nicht lesbar
hall-unfollowed-setup = die Ausgangsstellung seiner Partie ist nicht lesbar
hall-unfollowed-line = eine seiner Zeilen ist nicht lesbar
hall-create-ask = Der Saal hat noch kein Turnier { $hall }. Einen neuen, leeren Saal dieses Namens anlegen? Geben Sie ja ein, um ihn anzulegen; alles andere legt nichts an (prüfen Sie --tournament).
hall-create-yes = Der Saal wird angelegt; die Tische, die ihm beitreten, erscheinen hier.
hall-create-no = Nichts angelegt. Die Station wartet, bis eine andere Station den Saal anlegt; oder beenden Sie sie und starten Sie sie mit dem richtigen Namen des Turniers.
hall-other-release = Tisch { $table } verwendet eine andere Version der Nachrichten des Saals: der Tisch { $theirs }, dieses Programm { $ours }. Seine Zeilen werden hier nicht verfolgt; verwenden Sie auf jedem Gerät im Saal dieselbe annabella-Version.
hall-bus-request-other-release = Eine Schiedsrichteranfrage für Tisch { $table } kam von einer Station mit einer anderen Version der Nachrichten des Saals: die Station { $theirs }, dieser Tisch { $ours }. Sie wurde nicht ausgeführt; verwenden Sie auf jedem Gerät im Saal dieselbe annabella-Version.
hall-undelivered-other-release = Der Tisch verwendet eine andere Version der Nachrichten des Saals: der Tisch { $theirs }, diese Station { $ours }. Er hat nichts ausgeführt; verwenden Sie auf jedem Gerät im Saal dieselbe annabella-Version.

# Die Optionen der Befehle des Saals, in der gewählten Sprache (siehe locales/en/hall.ftl).
hall-usage-needs = { $option } braucht { $needed }.
hall-usage-bad-tournament = { $option }: „{ $name }“ ist kein Turniername: erlaubt sind Buchstaben, Ziffern, - und _ (höchstens 32, keine Punkte oder Leerzeichen).
hall-usage-needs-broker = Bitte den Server des Saals angeben: { $example }.
hall-usage-needs-table = { $option } braucht { $needed }: die Nummer des Tisches, ab 1.
hall-usage-no-journal = Ein Tisch im Saal führt ein Journal: { $hall } und { $option } schließen einander aus.
hall-usage-bad-listen = { $option }: „{ $given }“ hat nicht die Form { $form }.
hall-usage-no-randomness = Das System liefert keinen Zufall für die Passwörter: nichts wurde geschrieben.
hall-usage-listen-once = { $listen } einmal für einen Server (mehrmals mit { $cluster }).
hall-usage-cluster-size = { $option }: 3 oder 5 Knoten (eine ungerade Zahl, damit eine Mehrheit bleibt).
hall-usage-cluster-listens = { $cluster }: { $listen } einmal je Knoten angeben ({ $count }-mal) oder einmal für einen einzigen Rechner.
hall-usage-no-route-port = { $option }: Portnummer { $port } lässt keinen Platz für die Portnummer, unter der die Knoten einander erreichen (2000 darüber).
# Was `annabella hall config` geschrieben hat.
hall-config-written = { $conf }: die Konfiguration des Servers ({ $command }); { $users }: das Passwort jedes Benutzers; { $creds }: eine Datei je Benutzer, jedem Gerät mit { $option } zu geben.
hall-config-cluster = Die Geräte erreichen den Saal mit { $option } (eine Station, der alle Knoten genannt werden, hält den Datenstrom in drei Kopien).
hall-config-exists = { $file } gibt es schon: nichts wird ersetzt (einen anderen Ordner mit { $option } wählen).
hall-config-not-written = { $file } kann nicht geschrieben werden (siehe { $log }).
