# Die Schiedsrichterstation eines Turniersaals (annabella hall).

hall-following = Der Saal { $hall } unter { $url } wird verfolgt. Die Nummer eines Tisches öffnet ihn, "list" zeigt alle Tische.
hall-table = Tisch { $table }
hall-need = { $need ->
    [alert] Alarm, der Schiedsrichter wird gebraucht
    [claim] eine Reklamation für den Schiedsrichter
    [flag] ein Fallblättchen ist gefallen
   *[sync] nicht synchron
}
hall-waiting = wartet auf { $seat ->
    [blind] den blinden Spieler
    [sighted] den sehenden Spieler
    [arbiter] den Schiedsrichter
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
hall-help = Die Nummer eines Tisches öffnet ihn; "list" oder eine leere Zeile zeigt alle Tische, die den Schiedsrichter brauchen zuerst; "close" verlässt den offenen Tisch; "quit" beendet. Bei offenem Tisch gehen Handlungen des Schiedsrichters an ihn.
hall-not-arbiter = { $reason }
hall-empty = Noch kein Tisch ist diesem Saal beigetreten.

# Was mit der Verbindung zum Saal geschieht.
hall-bus-connected = Der Saal { $url } ist erreicht.
hall-bus-lost = Die Verbindung zum Saal { $url } ist verloren; es wird weitergespielt, das Journal bewahrt alles.
hall-bus-refused = Der Saal { $url } hat die Zugangsdaten von { $user } abgewiesen: { $reason }
hall-bus-unreachable = Der Saal { $url } ist nicht erreichbar ({ $reason }); neuer Versuch.
hall-bus-not-sent = Tisch { $table }: vom Saal nicht angenommen; wird aus dem Journal erneut gesendet.
hall-bus-caught-up = Tisch { $table }: der Saal hat wieder jede Zeile.
hall-bus-problem = Der Saal: { $reason }
