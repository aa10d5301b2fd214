# Die Verbindung zwischen Geräten an einem Tisch (Issue 12): Koppeln, Beitreten, Verbindungsverlust.
link-code = Kopplungscode: { $code }. Auf dem anderen Gerät eingeben: annabella join --seat sighted { $typed } { $addr }   (oder --seat arbiter)
link-code-new = Der Kopplungscode ist verbraucht oder abgelaufen. Neuer Kopplungscode: { $code }.
link-joined = Von einem anderen Gerät beigetreten: { $seat }. Bestätigungszahl: { $confirm }. Sie muss mit der Zahl auf jenem Gerät übereinstimmen.
link-joined-here = Dem Tisch beigetreten als { $seat }. Bestätigungszahl: { $confirm }. Sie muss mit der Zahl am Gastgeber übereinstimmen.
link-lost = Verbindung verloren: { $seat }. Hier geht die Partie weiter; jenes Gerät holt nach, sobald die Verbindung zurück ist.
link-back = Verbindung wieder da: { $seat }.
link-lost-here = Verbindung zum Tisch verloren. Neuer Versuch läuft; was hier eingegeben wird, zählt erst, wenn sie zurück ist.
link-back-here = Verbindung zum Tisch wieder da.
link-refused = Abgewiesen: { $reason }
link-diverged = Die Partieaufzeichnung dieses Geräts weicht ab Eintrag { $seq } von der des Tisches ab. Rufen Sie den Schiedsrichter; hier wird nichts mehr übernommen.
link-caught-up = Mit dem Tisch abgeglichen: { $entries ->
    [one] { $entries } Eintrag
   *[other] { $entries } Einträge
}.
app-seat-elsewhere = Dieser Platz wird an einem anderen Gerät bedient: { $seat }.
link-status-lost = Verbindung verloren: { $seats }.
link-status-lost-here = Keine Verbindung zum Tisch.
link-refused-logged = Abgewiesen: { $reason }. Weitere abgewiesene Kopplungsversuche werden nur in { $log } festgehalten, bis sich ein Gerät koppelt.
link-new-device = Neues Gerät vom Schiedsrichter zugelassen: { $seat }. Das verlorene Gerät kann sich nicht mehr verbinden. Koppeln Sie das neue mit dem Code unten.
link-release = Protokoll { $protocol } (annabella { $program })
link-release-unversioned = Protokoll 1 (eine annabella-Version aus der Zeit vor den Versionsnummern)
link-other-release-host = Der Host verwendet eine andere Version der Verbindung zwischen den Geräten: der Host { $theirs }, dieses Gerät { $ours }. Verwenden Sie auf jedem Gerät eines Tisches dieselbe annabella-Version.
link-other-release-device = Ein Gerät mit einer anderen Version wollte sich verbinden: das Gerät { $theirs }, dieser Host { $ours }. Verwenden Sie auf jedem Gerät eines Tisches dieselbe annabella-Version.

# Koppeln abgewiesen oder gescheitert (der Platz am Gastgeber hört, warum ein Versuch abgewiesen wurde; ein beitretendes Gerät, warum der Gastgeber es abwies).
pair-attempt = Kopplungsversuch von { $addr }: { $why }
pair-why-wrong-code = ein falscher Kopplungscode (Platz: { $seat }; Versuch { $tries } von { $of })
pair-why-key-unknown = ein Schlüssel, den dieser Tisch nicht kennt (Platz: { $seat })
pair-why-seat-taken = dieser Platz hat schon ein gekoppeltes Gerät (Platz: { $seat })
pair-why-not-open = diesen Platz kann hier kein Gerät übernehmen (Platz: { $seat })
pair-why-no-code = ein Code, obwohl keiner angeboten wird
pair-why-not-pairing = keine Kopplungsnachricht
pair-why-too-long = eine Nachricht von { $bytes } Bytes, keine Kopplung
pair-why-busy = geschlossen: zu viele Kopplungen gleichzeitig
pair-why-too-slow = geschlossen: keine Kopplung innerhalb von { $seconds } Sekunden
pair-why-closed-midway = die Gegenseite hat die Verbindung mitten im Koppeln geschlossen
pair-refused-wrong-code = Der Kopplungscode wurde abgewiesen: Es ist nicht der Code, den der Gastgeber zeigt
pair-refused-key = Der Gastgeber kennt dieses Gerät nicht mehr (seine Kopplung für diesen Platz wurde zurückgezogen, oder die Schlüssel des Gastgebers gingen verloren): mit einem neuen Code neu koppeln
pair-refused-no-code = Der Kopplungscode ist abgelaufen oder verbraucht; den neuen am Gastgeber ablesen
pair-refused-seat-taken = Dieser Platz hat schon ein gekoppeltes Gerät; ist es verloren, lässt der Schiedsrichter ein neues koppeln (annabella host --resume JOURNAL --new-device PLATZ)
pair-refused-busy = Der Gastgeber war mit anderen Verbindungen beschäftigt; noch einmal versuchen
pair-refused-too-slow = Das Koppeln hat zu lange gedauert; noch einmal versuchen
pair-refused-not-open = Diesen Platz kann an diesem Tisch kein Gerät übernehmen
pair-refused-protocol = Die Gegenseite spricht nicht das Kopplungsprotokoll von annabella
pair-spent-expired = Der Kopplungscode ist abgelaufen (er gilt 2 Minuten); einen neuen erzeugen
pair-spent-tried = Der Kopplungscode wurde dreimal falsch eingegeben; einen neuen erzeugen
join-failed = Beitritt zu { $addr }: { $reason }
join-no-answer = Der Gastgeber hat nicht innerhalb von { $seconds } Sekunden geantwortet
join-network = Der Gastgeber ist nicht erreichbar ({ $reason })
join-no-welcome = Der Gastgeber hat dieses Gerät nicht begrüßt ({ $detail })
link-inauthentic = Eine Nachricht auf der Verbindung war nicht echt (verändert, eingeschleust oder wiederholt) und wurde verworfen
join-not-listening = Unter dieser Adresse antwortet nichts: Läuft der Gastgeber, und ist es die Adresse, die er zeigt?
join-usage-bad-addr = „{ $text }“ ist keine Adresse mit Port wie 192.168.1.20:46100
join-usage-bad-code = „{ $text }“ ist kein Kopplungscode: eine Ziffer und zwei Linienwörter sagen, etwa 7 Gustav Felix (die Wörter: Anna Bella Cesar David Eva Felix Gustav Hector)
join-usage-needs-code = Den Kopplungscode angeben, den der Gastgeber sagt, etwa annabella join --seat sighted 7 Gustav Felix (oder --resume JOURNAL, um zurückzukehren).
join-usage-eboard-seat = --eboard ist das Brett des sehenden Spielers: zusammen mit --seat sighted angeben
join-other-seat = Der Gastgeber hat diesem Gerät einen anderen Platz gegeben als den erbetenen.
join-other-table = { $path } ist das Journal eines anderen Tisches.
link-entry-refused = Ein Eintrag vom Tisch lässt sich auf diesem Gerät nicht lesen: Hier wurde nichts davon übernommen. Rufen Sie den Schiedsrichter.
