# La estación del árbitro en una sala de torneo (annabella hall).

hall-following = Siguiendo la sala { $hall } en { $url }. Escriba el número de una mesa para abrirla, "list" para todas.
hall-table = Mesa { $table }
hall-need = { $need ->
    [alert] alerta, se necesita al árbitro
    [claim] una reclamación para el árbitro
    [flag] ha caído una bandera
    [stopped] detenida
   *[sync] sin sincronizar
}
hall-waiting = esperando { $seat ->
    [blind] al jugador ciego
    [sighted] al jugador vidente
    [arbiter] al árbitro
    [white] a las blancas
    [black] a las negras
   *[none] a nadie
}
hall-clocks = Blancas { $white }, Negras { $black }
hall-plies = { $plies ->
    [one] { $plies } medio movimiento
   *[other] { $plies } medios movimientos
}
hall-alerts = { $alerts ->
    [one] { $alerts } alerta
   *[other] { $alerts } alertas
}
hall-result = resultado { $result }
hall-sent = Enviado a la mesa { $table }: { $action }.
hall-applied = La mesa { $table } ha aplicado: { $action }.
hall-opened = La mesa { $table } está abierta: lo que escriba ahora le llega como acción del árbitro. "close" la deja.
hall-closed = No hay ninguna mesa abierta.
hall-no-table = La mesa { $table } no se ha unido a esta sala.
hall-open-first = Abra primero una mesa: escriba su número.
hall-help = El número de una mesa la abre; "list" o una línea vacía enumera todas las mesas, primero las que necesitan al árbitro; "close" deja la mesa abierta; "quit" termina. Con una mesa abierta, las acciones del árbitro van a ella. El número de una mesa delante de una acción la envía a esa mesa sin abrirla ("3 aceptar reclamación").
hall-not-arbiter = { $reason }
hall-empty = Todavía no se ha unido ninguna mesa a esta sala.

# Lo que ocurre con la conexión a la sala.
hall-bus-connected = Se ha alcanzado la sala { $url }.
hall-bus-lost = Se ha perdido la sala { $url }; la partida sigue y el diario lo guarda todo.
hall-bus-refused = La sala { $url } ha rechazado las credenciales de { $user }; se vuelve a intentar. Revise el usuario y la contraseña que la sala dio a este dispositivo.
hall-bus-unreachable = No se alcanza la sala { $url }: ningún servidor responde en esa dirección; se vuelve a intentar.
hall-bus-tls-ca = No se alcanza la sala { $url } por TLS: su certificado no es de confianza con { $ca }, o ese archivo no se puede leer; se vuelve a intentar.
hall-bus-tls = No se alcanza la sala { $url } por TLS: este sistema no confía en su certificado (dé el de la sala con --hall-ca); se vuelve a intentar.
hall-bus-creds-file = No se alcanza la sala { $url }: no se puede leer el archivo de credenciales { $file }; se vuelve a intentar.
hall-bus-broker-error = La sala { $url } ha rechazado algo que envió este dispositivo: puede que la configuración del servidor no lo permita.
hall-bus-no-requests = La mesa { $table } no recibe las peticiones del árbitro desde la sala { $url }.
hall-bus-no-heartbeats = La estación no oye las señales de vida de las mesas de la sala { $url }: no se notará una mesa callada.
hall-bus-no-live = La estación no oye las jugadas de la sala { $url } mientras se juegan; las lee del flujo.
hall-bus-stream = No se puede leer el flujo { $stream } de la sala { $url }; se vuelve a intentar.
hall-bus-store = El almacén de instantáneas de la sala { $url } no está listo: una estación que se inicie más tarde leerá todo el flujo.
hall-bus-snapshot-not-stored = Mesa { $table }: su instantánea no se ha guardado en la sala { $url }; se volverá a intentar más tarde. La partida sigue.
hall-bus-request-unreadable = Mesa { $table }: no se pudo leer una petición de la estación del árbitro y no se aplica.
hall-bus-not-sent = Mesa { $table }: la sala no lo ha aceptado; se envía de nuevo desde el diario.
hall-bus-caught-up = Mesa { $table }: la sala vuelve a tener todas las líneas.
hall-station-no-terminal = La pantalla de la estación necesita un terminal; --reader es el modo de líneas.
hall-station-screen-failed = No se pudo dibujar la pantalla de la estación (vea { $log }); --reader es el modo de líneas.
hall-not-followed = No se puede seguir la sala { $url }: este dispositivo no pudo iniciar su conexión (vea { $log }).
hall-relay-not-written = No se puede escribir { $file }; la retransmisión lo vuelve a intentar en la próxima actualización.

# What is before the arbiter, whether a table is heard from, a request not delivered, a new hall
# ($pieces: the position in words; $fen: as FEN; $since: a time of day; $seconds: a number;
# $silence: hall-silent's words; $reason: why; $hall: the tournament).
hall-adjourned = aplazada
hall-position = Posición: { $pieces }. FEN: { $fen }
hall-silent = sin noticias desde las { $since } UTC, hace { $seconds } s
hall-heard-again = Se vuelve a oír a la mesa { $table }.
hall-sent-silent = Mesa { $table }: { $silence }; la acción solo le llega si vuelve.
hall-undelivered = No entregado a la mesa { $table }: { $action }. { $reason }
hall-undelivered-gone = La mesa no está conectada a la sala: revise su dispositivo y su red, vuelva a iniciarla desde su diario si se detuvo y envíe de nuevo la acción.
hall-undelivered-gone-since = La mesa no está conectada a la sala (sin noticias desde las { $since } UTC): revise su dispositivo y su red, vuelva a iniciarla desde su diario si se detuvo y envíe de nuevo la acción.
hall-undelivered-no-answer = La mesa no ha respondido en 5 segundos: mire la mesa y, si no ha aplicado la acción, envíela de nuevo.
hall-undelivered-bus = Ha fallado la conexión de la propia estación con la sala: revise la conexión de la estación con la sala y envíe de nuevo la acción.
hall-unfollowed-no-start = líneas de una partida cuyo comienzo la estación no ha visto
hall-unfollowed-snapshot = su instantánea en la sala no se puede leer
hall-unfollowed-setup = la configuración de su partida no se puede leer
hall-unfollowed-line = una de sus líneas no se puede leer
hall-create-ask = La sala aún no tiene el torneo { $hall }. ¿Crear una sala nueva y vacía con ese nombre? Escriba sí para crearla; cualquier otra cosa no crea nada (revise --tournament).
hall-create-yes = Creando la sala; las mesas que se unan aparecerán aquí.
hall-create-no = No se ha creado nada. La estación espera a que otra estación cree la sala; o salga e iníciela con el nombre correcto del torneo.
hall-other-release = La mesa { $table } usa otra versión de los mensajes de la sala: la mesa { $theirs }, este programa { $ours }. Sus líneas no se siguen aquí; use la misma versión de annabella en todos los dispositivos de la sala.
hall-bus-request-other-release = Una petición del árbitro para la mesa { $table } llegó de un puesto con otra versión de los mensajes de la sala: el puesto { $theirs }, esta mesa { $ours }. No se aplicó; use la misma versión de annabella en todos los dispositivos de la sala.
hall-undelivered-other-release = La mesa usa otra versión de los mensajes de la sala: la mesa { $theirs }, este puesto { $ours }. No aplicó nada; use la misma versión de annabella en todos los dispositivos de la sala.

# Las opciones de las órdenes de la sala, en el idioma elegido (vea locales/en/hall.ftl).
hall-usage-needs = { $option } necesita { $needed }.
hall-usage-bad-tournament = { $option }: «{ $name }» no es un nombre de torneo: use letras, cifras, - y _ (32 como máximo, sin puntos ni espacios).
hall-usage-needs-broker = Indique el servidor de la sala: { $example }.
hall-usage-needs-table = { $option } necesita { $needed }: el número de la mesa, desde 1.
hall-usage-no-journal = Una mesa en una sala lleva un diario: { $hall } y { $option } se excluyen.
hall-usage-bad-listen = { $option }: «{ $given }» no tiene la forma { $form }.
hall-usage-no-randomness = El sistema no da azar para las contraseñas: no se ha escrito nada.
hall-usage-listen-once = { $listen } una vez para un servidor (varias con { $cluster }).
hall-usage-cluster-size = { $option }: 3 o 5 nodos (un número impar, para que quede una mayoría).
hall-usage-cluster-listens = { $cluster }: indique { $listen } una vez por nodo ({ $count } veces), o una vez para una sola máquina.
hall-usage-no-route-port = { $option }: el puerto { $port } no deja sitio para el puerto por el que los nodos se comunican (2000 más arriba).
# Lo que ha escrito `annabella hall config`.
hall-config-written = { $conf }: la configuración del servidor ({ $command }); { $users }: la contraseña de cada usuario; { $creds }: un archivo por usuario, para dar a cada dispositivo con { $option }.
hall-config-cluster = Los dispositivos llegan a la sala con { $option } (una estación a la que se dan todos los nodos guarda el flujo en tres copias).
hall-config-exists = { $file } ya existe: no se reemplaza nada (elija otra carpeta con { $option }).
hall-config-not-written = No se puede escribir { $file } (vea { $log }).
