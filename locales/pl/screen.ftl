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
