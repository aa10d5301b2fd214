# A estación do árbitro nunha sala de torneo (annabella hall).

hall-following = Seguindo a sala { $hall } en { $url }. Escriba o número dunha mesa para abrila, "list" para todas.
hall-table = Mesa { $table }
hall-need = { $need ->
    [alert] alerta, precísase o árbitro
    [claim] unha reclamación para o árbitro
    [flag] caeu unha bandeira
   *[sync] sen sincronizar
}
hall-waiting = agardando { $seat ->
    [blind] polo xogador cego
    [sighted] polo xogador vidente
    [arbiter] polo árbitro
   *[none] por ninguén
}
hall-clocks = Brancas { $white }, Negras { $black }
hall-plies = { $plies ->
    [one] { $plies } medio movemento
   *[other] { $plies } medios movementos
}
hall-alerts = { $alerts ->
    [one] { $alerts } alerta
   *[other] { $alerts } alertas
}
hall-result = resultado { $result }
hall-sent = Enviado á mesa { $table }: { $action }.
hall-applied = A mesa { $table } aplicou: { $action }.
hall-opened = A mesa { $table } está aberta: o que escriba agora chégalle como acción do árbitro. "close" déixaa.
hall-closed = Non hai ningunha mesa aberta.
hall-no-table = A mesa { $table } non se uniu a esta sala.
hall-open-first = Abra primeiro unha mesa: escriba o seu número.
hall-help = O número dunha mesa ábrea; "list" ou unha liña baleira enumera todas as mesas, primeiro as que precisan o árbitro; "close" deixa a mesa aberta; "quit" remata. Cunha mesa aberta, as accións do árbitro van a ela.
hall-not-arbiter = { $reason }
hall-empty = Aínda non se uniu ningunha mesa a esta sala.

# O que lle pasa á conexión coa sala.
hall-bus-connected = Chegouse á sala { $url }.
hall-bus-lost = Perdeuse a sala { $url }; a partida segue e o diario gárdao todo.
hall-bus-refused = A sala { $url } rexeitou as credenciais de { $user }: { $reason }
hall-bus-unreachable = Non se chega á sala { $url } ({ $reason }); téntase de novo.
hall-bus-not-sent = Mesa { $table }: a sala non o aceptou; envíase de novo desde o diario.
hall-bus-caught-up = Mesa { $table }: a sala volve ter todas as liñas.
hall-bus-problem = A sala: { $reason }
