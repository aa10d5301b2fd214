# El enlace entre dispositivos de una mesa (issue 12): emparejar, unirse, enlace perdido.
link-code = Código de emparejamiento: { $code }. En el otro dispositivo, escriba: annabella join --seat sighted { $typed } { $addr }   (o --seat arbiter)
link-code-new = El código de emparejamiento se ha usado o ha caducado. Nuevo código: { $code }.
link-joined = Unido desde otro dispositivo: { $seat }. Número de confirmación: { $confirm }. Debe coincidir con el que muestra ese dispositivo.
link-joined-here = Unido a la mesa como { $seat }. Número de confirmación: { $confirm }. Debe coincidir con el que muestra el anfitrión.
link-lost = Enlace perdido: { $seat }. Aquí la partida sigue; ese dispositivo se pondrá al día cuando vuelva el enlace.
link-back = Enlace recuperado: { $seat }.
link-lost-here = Se perdió el enlace con la mesa. Reintentando; lo que se introduzca aquí no cuenta hasta que vuelva.
link-back-here = Enlace con la mesa recuperado.
link-refused = Rechazado: { $reason }
link-diverged = El registro de la partida de este dispositivo difiere del de la mesa desde la entrada { $seq }. Llame al árbitro; aquí ya no se aplica nada más.
link-caught-up = Al día con la mesa: { $entries } entradas.
app-seat-elsewhere = Ese puesto se ocupa desde otro dispositivo: { $seat }.
link-status-lost = Enlace perdido: { $seats }.
link-status-lost-here = Sin enlace con la mesa.
link-refused-logged = Rechazado: { $reason }. Los demás intentos de emparejamiento rechazados solo se anotan en { $log }, hasta que se empareje un dispositivo.
link-new-device = Dispositivo nuevo admitido por el árbitro: { $seat }. El dispositivo perdido ya no puede conectarse. Empareje el nuevo con el código de abajo.
