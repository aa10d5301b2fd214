# La estación del árbitro en una sala de torneo (annabella hall).

hall-following = Siguiendo la sala { $hall } en { $url }. Escriba el número de una mesa para abrirla, "list" para todas.
hall-table = Mesa { $table }
hall-need = { $need ->
    [alert] alerta, se necesita al árbitro
    [claim] una reclamación para el árbitro
    [flag] ha caído una bandera
   *[sync] sin sincronizar
}
hall-waiting = esperando { $seat ->
    [blind] al jugador ciego
    [sighted] al jugador vidente
    [arbiter] al árbitro
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
hall-help = El número de una mesa la abre; "list" o una línea vacía enumera todas las mesas, primero las que necesitan al árbitro; "close" deja la mesa abierta; "quit" termina. Con una mesa abierta, las acciones del árbitro van a ella.
hall-not-arbiter = { $reason }
hall-empty = Todavía no se ha unido ninguna mesa a esta sala.

# Lo que ocurre con la conexión a la sala.
hall-bus-connected = Se ha alcanzado la sala { $url }.
hall-bus-lost = Se ha perdido la sala { $url }; la partida sigue y el diario lo guarda todo.
hall-bus-refused = La sala { $url } ha rechazado las credenciales de { $user }: { $reason }
hall-bus-unreachable = No se alcanza la sala { $url } ({ $reason }); se vuelve a intentar.
hall-bus-not-sent = Mesa { $table }: la sala no lo ha aceptado; se envía de nuevo desde el diario.
hall-bus-caught-up = Mesa { $table }: la sala vuelve a tener todas las líneas.
hall-bus-problem = La sala: { $reason }
