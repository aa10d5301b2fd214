# The full screen (src/ui) and what the table tells of entries made on one record only.

ui-seat-label = { $seat ->
    [blind] Invidente
    [sighted] Vidente
   *[arbiter] Árbitro
}
ui-announcements-back = Anuncios: { $back } atrás de { $total }; Av Pág para los más nuevos
ui-help-title = Ayuda: Re Pág y Av Pág desplazan, Escape cierra
ui-input-hint = F1 ayuda; escriba su jugada y pulse Intro
ui-large = Letras grandes para el rival (D.2.11)
table-executed = Hecha en el tablero: { $move }.
table-written = Anotada en la planilla: { $move }.
# Line mode: the label before each line of a seat's device, and the marks of alarms and of the
# large-letter rows (D.2.11).
line-seat-label = { $seat ->
    [blind] invidente
    [sighted] vidente
   *[arbiter] árbitro
}
line-alert = ALERTA
line-large = GRANDE
