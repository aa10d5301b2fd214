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
link-caught-up = Al día con la mesa: { $entries ->
    [one] { $entries } entrada
   *[other] { $entries } entradas
}.
app-seat-elsewhere = Ese puesto se ocupa desde otro dispositivo: { $seat }.
link-status-lost = Enlace perdido: { $seats }.
link-status-lost-here = Sin enlace con la mesa.
link-refused-logged = Rechazado: { $reason }. Los demás intentos de emparejamiento rechazados solo se anotan en { $log }, hasta que se empareje un dispositivo.
link-new-device = Dispositivo nuevo admitido por el árbitro: { $seat }. El dispositivo perdido ya no puede conectarse. Empareje el nuevo con el código de abajo.
link-release = protocolo { $protocol } (annabella { $program })
link-release-unversioned = protocolo 1 (una versión de annabella anterior a los números de versión)
link-other-release-host = El anfitrión usa otra versión de la conexión entre dispositivos: el anfitrión { $theirs }, este dispositivo { $ours }. Use la misma versión de annabella en todos los dispositivos de una mesa.
link-other-release-device = Un dispositivo de otra versión intentó unirse: el dispositivo { $theirs }, este anfitrión { $ours }. Use la misma versión de annabella en todos los dispositivos de una mesa.

# Emparejamiento rechazado o fallido (el puesto del anfitrión oye por qué se rechazó un intento; un dispositivo que se une, por qué lo rechazó el anfitrión).
pair-attempt = intento de emparejamiento desde { $addr }: { $why }
pair-why-wrong-code = un código de emparejamiento equivocado (puesto: { $seat }; intento { $tries } de { $of })
pair-why-key-unknown = una clave que esta mesa no conoce (puesto: { $seat })
pair-why-seat-taken = ese puesto ya tiene un dispositivo emparejado (puesto: { $seat })
pair-why-not-open = ningún dispositivo puede ocupar aquí ese puesto (puesto: { $seat })
pair-why-no-code = un código cuando no hay ninguno ofrecido
pair-why-not-pairing = no es un mensaje de emparejamiento
pair-why-too-long = un mensaje de { $bytes } bytes, no un emparejamiento
pair-why-busy = cerrado: demasiados emparejamientos en curso
pair-why-too-slow = cerrado: ningún emparejamiento en { $seconds } segundos
pair-why-closed-midway = el otro lado cerró la conexión en medio del emparejamiento
pair-refused-wrong-code = se rechazó el código de emparejamiento: no es el código que muestra el anfitrión
pair-refused-key = el anfitrión ya no conoce este dispositivo (se retiró su emparejamiento para este puesto o se perdieron las claves del anfitrión): emparéjelo de nuevo con un código nuevo
pair-refused-no-code = el código de emparejamiento ha caducado o se ha agotado; lea el nuevo en el anfitrión
pair-refused-seat-taken = ese puesto ya tiene un dispositivo emparejado; si se ha perdido, el árbitro permite emparejar uno nuevo (annabella host --resume DIARIO --new-device PUESTO)
pair-refused-busy = el anfitrión estaba ocupado con otras conexiones; inténtelo de nuevo
pair-refused-too-slow = el emparejamiento tardó demasiado; inténtelo de nuevo
pair-refused-not-open = ningún dispositivo puede ocupar ese puesto en esta mesa
pair-refused-protocol = el otro lado no habla el emparejamiento de annabella
pair-spent-expired = el código de emparejamiento ha caducado (vale 2 minutos); cree uno nuevo
pair-spent-tried = el código de emparejamiento se introdujo mal 3 veces; cree uno nuevo
join-failed = Al unirse a { $addr }: { $reason }
join-no-answer = el anfitrión no respondió en { $seconds } segundos
join-network = no se puede llegar al anfitrión ({ $reason })
join-no-welcome = el anfitrión no dio la bienvenida a este dispositivo ({ $detail })
link-inauthentic = un mensaje del enlace no era auténtico (alterado, inyectado o repetido) y se descartó
join-not-listening = nada responde en esa dirección: ¿está iniciado el anfitrión y es la dirección que muestra?
join-usage-bad-addr = «{ $text }» no es una dirección con puerto, como 192.168.1.20:46100
join-usage-bad-code = «{ $text }» no es un código de emparejamiento: diga una cifra y dos palabras de columna, como 7 Gustav Felix (las palabras: Anna Bella Cesar David Eva Felix Gustav Hector)
join-usage-needs-code = Indique el código de emparejamiento que dice el anfitrión, p. ej. annabella join --seat sighted 7 Gustav Felix (o --resume DIARIO para volver).
join-usage-eboard-seat = --eboard es el tablero del jugador vidente: indíquelo con --seat sighted
join-other-seat = El anfitrión dio a este dispositivo otro puesto que el pedido.
join-other-table = { $path } es el diario de otra mesa.
link-entry-refused = Una entrada de la mesa no se puede leer en este dispositivo: aquí no se ha tomado nada de ella. Llame al árbitro.
