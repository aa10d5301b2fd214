# The full screen (src/ui) and what the table tells of entries made on one record only.

ui-seat-label = { $seat ->
    [blind] Niewidomy
    [sighted] Widzący
   *[arbiter] Sędzia
}
ui-announcements-back = Komunikaty: { $back } wstecz z { $total }; Page Down do nowszych
ui-help-title = Pomoc: Page Up i Page Down przewijają, Escape zamyka
ui-input-hint = F1 pomoc; wpisz posunięcie i naciśnij Enter
ui-large = Duże litery dla przeciwnika (D.2.11)
table-executed = Wykonane na szachownicy: { $move }.
table-written = Zapisane na blankiecie: { $move }.
# Line mode: the label before each line of a seat's device, and the marks of alarms and of the
# large-letter rows (D.2.11).
line-seat-label = { $seat ->
    [blind] niewidomy
    [sighted] widzący
   *[arbiter] sędzia
}
line-alert = ALARM
line-large = DUŻE
