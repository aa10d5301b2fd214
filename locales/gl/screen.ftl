# The full screen (src/ui) and what the table tells of entries made on one record only.

ui-seat-label = { $seat ->
    [blind] Cego
    [sighted] Vidente
   *[arbiter] Árbitro
}
ui-announcements-back = Anuncios: { $back } atrás de { $total }; Av Páx para os máis novos
ui-help-title = Axuda: Re Páx e Av Páx desprazan, Escape pecha
ui-input-hint = F1 axuda; escriba a súa xogada e prema Intro
ui-large = Letras grandes para o rival (D.2.11)
table-executed = Feita no taboleiro: { $move }.
table-written = Anotada na planilla: { $move }.
# Line mode: the label before each line of a seat's device, and the marks of alarms and of the
# large-letter rows (D.2.11).
line-seat-label = { $seat ->
    [blind] cego
    [sighted] vidente
   *[arbiter] árbitro
}
line-alert = ALERTA
line-large = GRANDE
