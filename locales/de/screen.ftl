# The full screen (src/ui) and what the table tells of entries made on one record only.

ui-seat-label = { $seat ->
    [blind] Blind
    [sighted] Sehend
   *[arbiter] Schiedsrichter
}
ui-announcements-back = Ansagen: { $back } zurück von { $total }; Bild ab für neuere
ui-help-title = Hilfe: Bild auf und Bild ab blättern, Escape schließt
ui-input-hint = F1 Hilfe; Zug eingeben, dann Enter
ui-large = Große Schrift für den Gegner (D.2.11)
table-executed = Auf dem Brett ausgeführt: { $move }.
table-written = Auf dem Partieformular notiert: { $move }.
# Line mode: the label before each line of a seat's device, and the marks of alarms and of the
# large-letter rows (D.2.11).
line-seat-label = { $seat ->
    [blind] blind
    [sighted] sehend
   *[arbiter] Schiedsrichter
}
line-alert = ALARM
line-large = GROSS
