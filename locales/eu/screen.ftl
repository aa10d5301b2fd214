# The full screen (src/ui) and what the table tells of entries made on one record only.

ui-seat-label = { $seat ->
    [blind] Itsua
    [sighted] Ikustuna
   *[arbiter] Epailea
}
ui-announcements-back = Iragarpenak: { $back } atzera, { $total } guztira; Orria behera berriagoetarako
ui-help-title = Laguntza: Orria gora eta Orria behera mugitzeko, Escape ixteko
ui-input-hint = F1 laguntza; idatzi zure jokaldia, gero Sartu
ui-large = Letra handiak aurkariarentzat (D.2.11)
table-executed = Taulan eginda: { $move }.
table-written = Partida-orrian idatzita: { $move }.
# Line mode: the label before each line of a seat's device, and the marks of alarms and of the
# large-letter rows (D.2.11).
line-seat-label = { $seat ->
    [blind] itsua
    [sighted] ikustuna
   *[arbiter] epailea
}
line-alert = ALERTA
line-large = HANDIA
