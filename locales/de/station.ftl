# Der Vollbildschirm der Schiedsrichterstation (annabella hall ohne --reader).

station-title = annabella · Schiedsrichterstation · Saal { $hall }
station-tables = Tische: { $count }, die den Schiedsrichter brauchen: { $needing }
station-players = { $white } gegen { $black }
station-round = Runde { $round }
station-flag = { $side ->
    [white] das Fallblättchen von Weiß ist gefallen
   *[black] das Fallblättchen von Schwarz ist gefallen
}
station-in-sync = synchron
station-open-title = Tisch { $table } ist offen · Escape: zurück zur Liste
station-moves = Züge
station-events = Tisch { $table }, seit er geöffnet wurde
station-input = Tischnummer oder Handlung des Schiedsrichters
station-input-hint = Eingabe sendet; F1 Hilfe
station-quit-ask = Die Station beenden? Noch einmal Strg-Q drücken oder ja eingeben; alles andere geht weiter.
station-quit-kept = Die Station läuft weiter.
station-help =
    Die Liste zeigt alle Tische, die den Schiedsrichter brauchen zuerst, mit "!" markiert.
    Hoch, Runter, Bild hoch, Bild runter, Pos1, Ende: den Fokus in der Liste bewegen.
    Eingabe: den Tisch mit dem Fokus öffnen; Escape: zurück zur Liste. Bei offenem Tisch holen Hoch und Runter die eingegebenen Zeilen zurück.
    Die Nummer eines Tisches und Eingabe öffnen ihn; "list" nennt alle Tische.
    Bei offenem Tisch eine Handlung des Schiedsrichters eingeben und Eingabe: sie geht nur an diesen Tisch, und was der Tisch ausgeführt hat, wird gemeldet.
    F6, F7: die Meldungen eine zurück, eine vor, noch einmal gesagt (bei offenem Tisch auch Bild auf, Bild ab).
    Strg-Q oder "quit": die Station verlassen (mit Rückfrage). F1: diese Hilfe.
    In der Liste geht eine eingegebene Handlung des Schiedsrichters an den Tisch mit dem Fokus (so wird eine Reklamation von dort angenommen oder abgelehnt).
    Die Handlungen des Schiedsrichters:
