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
link-caught-up = Mit dem Tisch abgeglichen: { $entries } Einträge.
app-seat-elsewhere = Dieser Platz wird an einem anderen Gerät bedient: { $seat }.
link-status-lost = Verbindung verloren: { $seats }.
link-status-lost-here = Keine Verbindung zum Tisch.
link-refused-logged = Abgewiesen: { $reason }. Weitere abgewiesene Kopplungsversuche werden nur in { $log } festgehalten, bis sich ein Gerät koppelt.
link-new-device = Neues Gerät vom Schiedsrichter zugelassen: { $seat }. Das verlorene Gerät kann sich nicht mehr verbinden. Koppeln Sie das neue mit dem Code unten.
