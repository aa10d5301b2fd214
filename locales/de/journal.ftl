# Das Protokoll: wo eine Partie gespeichert ist, wie man sie fortsetzt, was zurückgeholt wurde.
# $path: eine Datei; $command: der einzugebende Befehl; $side: "white" oder "black".

journal-kept = Diese Partie wird in { $path } gespeichert.
journal-secret-failed = Der Schlüssel der Abgabezüge konnte nicht gespeichert werden ({ $path }: { $reason }): Ein jetzt abgegebener Zug kann nicht geöffnet werden, wenn das Programm vor der Fortsetzung endet.
journal-quit = Die Partie ist in { $path } gespeichert. Fortsetzen mit: { $command }
journal-torn = { $path }: Zeile { $line } (Byte { $offset }) wurde durch den Abbruch abgeschnitten und wird nicht wiederholt: { $reason }. Sie ist in { $aside } aufbewahrt.
journal-damaged-last = { $path }: Zeile { $line } (Byte { $offset }) ist vollständig, aber beschädigt: { $reason }. Sie kann ein bestätigter Eintrag sein: Prüfen Sie den letzten Zug an beiden Partieformularen. Sie wird nicht wiederholt und ist in { $aside } beiseitegelegt.
journal-last-move = Letzter Zug, Halbzug { $ply }: { $move }.
journal-no-move = Es wurde noch kein Zug gespielt.
journal-to-move = { clock-side } am Zug.
journal-clock-unknown = Die Partienotation enthält keine Uhrzeiten: die Uhr bleibt angehalten, bis der Schiedsrichter beide Uhren stellt (7.1), zum Beispiel „Schiedsrichter: Uhr stellen Weiß 1:00:00“, und die Partie fortsetzt.
journal-last-move-only = Letzter Zug: { $move }.
journal-write-failed = Die Partie konnte nicht in { $path } gespeichert werden: { $reason }. Dort ist sie bis zum Eintrag davor gespeichert; ab jetzt wird nichts mehr dort gespeichert oder an die anderen Geräte gesendet. Rufen Sie den Schiedsrichter: Platz auf dem Datenträger schaffen, beenden und mit --resume fortsetzen.
journal-last-move-illegal = Zuletzt eingegebener Zug: { $move }, ein regelwidriger Zug (Artikel 7.5).
