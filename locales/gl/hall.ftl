# A estación do árbitro nunha sala de torneo (annabella hall).

hall-following = Seguindo a sala { $hall } en { $url }. Escriba o número dunha mesa para abrila, "list" para todas.
hall-table = Mesa { $table }
hall-need = { $need ->
    [alert] alerta, precísase o árbitro
    [claim] unha reclamación para o árbitro
    [flag] caeu unha bandeira
    [stopped] detida
   *[sync] sen sincronizar
}
hall-waiting = agardando { $seat ->
    [blind] polo xogador cego
    [sighted] polo xogador vidente
    [arbiter] polo árbitro
    [white] polas brancas
    [black] polas negras
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
hall-help = O número dunha mesa ábrea; "list" ou unha liña baleira enumera todas as mesas, primeiro as que precisan o árbitro; "close" deixa a mesa aberta; "quit" remata. Cunha mesa aberta, as accións do árbitro van a ela. O número dunha mesa diante dunha acción envíaa a esa mesa sen abrila ("3 aceptar reclamación").
hall-not-arbiter = { $reason }
hall-empty = Aínda non se uniu ningunha mesa a esta sala.

# O que lle pasa á conexión coa sala.
hall-bus-connected = Chegouse á sala { $url }.
hall-bus-lost = Perdeuse a sala { $url }; a partida segue e o diario gárdao todo.
hall-bus-refused = A sala { $url } rexeitou as credenciais de { $user }; téntase de novo. Revise o usuario e o contrasinal que a sala deu a este dispositivo.
hall-bus-unreachable = Non se chega á sala { $url }: ningún servidor responde nese enderezo; téntase de novo.
hall-bus-tls-ca = Non se chega á sala { $url } por TLS: o seu certificado non é de confianza con { $ca }, ou ese ficheiro non se pode ler; téntase de novo.
hall-bus-tls = Non se chega á sala { $url } por TLS: este sistema non confía no seu certificado (dea o da sala con --hall-ca); téntase de novo.
hall-bus-creds-file = Non se chega á sala { $url }: non se pode ler o ficheiro de credenciais { $file }; téntase de novo.
hall-bus-broker-error = A sala { $url } rexeitou algo que enviou este dispositivo: pode que a configuración do servidor non o permita.
hall-bus-no-requests = A mesa { $table } non recibe as peticións do árbitro desde a sala { $url }.
hall-bus-no-heartbeats = A estación non oe os sinais de vida das mesas da sala { $url }: non se notará unha mesa calada.
hall-bus-no-live = A estación non oe as xogadas da sala { $url } mentres se xogan; a lectura faise desde o fluxo.
hall-bus-stream = Non se pode ler o fluxo { $stream } da sala { $url }; téntase de novo.
hall-bus-store = O almacén de instantáneas da sala { $url } non está listo: unha estación que se inicie máis tarde lerá todo o fluxo.
hall-bus-snapshot-not-stored = Mesa { $table }: a súa instantánea non se gardou na sala { $url }; tentarase de novo máis tarde. A partida segue.
hall-bus-request-unreadable = Mesa { $table }: non se puido ler unha petición da estación do árbitro e non se aplica.
hall-bus-not-sent = Mesa { $table }: a sala non o aceptou; envíase de novo desde o diario.
hall-bus-caught-up = Mesa { $table }: a sala volve ter todas as liñas.
hall-station-no-terminal = A pantalla da estación precisa dun terminal; --reader é o modo de liñas.
hall-station-screen-failed = Non se puido debuxar a pantalla da estación (vexa { $log }); --reader é o modo de liñas.
hall-not-followed = Non se pode seguir a sala { $url }: este dispositivo non puido iniciar a súa conexión (vexa { $log }).
hall-relay-not-written = Non se pode escribir { $file }; a retransmisión téntao de novo na próxima actualización.

# What is before the arbiter, whether a table is heard from, a request not delivered, a new hall
# ($pieces: the position in words; $fen: as FEN; $since: a time of day; $seconds: a number;
# $silence: hall-silent's words; $reason: why; $hall: the tournament).
hall-adjourned = aprazada
hall-position = Posición: { $pieces }. FEN: { $fen }
hall-silent = sen novas desde as { $since } UTC, hai { $seconds } s
hall-heard-again = Vólvese oír a mesa { $table }.
hall-sent-silent = Mesa { $table }: { $silence }; a acción só lle chega se volve.
hall-undelivered = Non entregado á mesa { $table }: { $action }. { $reason }
hall-undelivered-gone = A mesa non está conectada á sala: revise o seu dispositivo e a súa rede, volva iniciala desde o seu diario se se detivo e envíe de novo a acción.
hall-undelivered-gone-since = A mesa non está conectada á sala (sen novas desde as { $since } UTC): revise o seu dispositivo e a súa rede, volva iniciala desde o seu diario se se detivo e envíe de novo a acción.
hall-undelivered-no-answer = A mesa non respondeu en 5 segundos: mire a mesa e, se non aplicou a acción, envíea de novo.
hall-undelivered-bus = Fallou a conexión da propia estación coa sala: revise a conexión da estación coa sala e envíe de novo a acción.
hall-unfollowed-no-start = liñas dunha partida cuxo comezo a estación non viu
hall-unfollowed-snapshot = a súa instantánea na sala non se pode ler
hall-unfollowed-setup = a configuración da súa partida non se pode ler
hall-unfollowed-line = unha das súas liñas non se pode ler
hall-create-ask = A sala aínda non ten o torneo { $hall }. Crear unha sala nova e baleira con ese nome? Escriba si para creala; calquera outra cousa non crea nada (revise --tournament).
hall-create-yes = Creando a sala; as mesas que se unan aparecerán aquí.
hall-create-no = Non se creou nada. A estación agarda a que outra estación cree a sala; ou saia e iníciea co nome correcto do torneo.
hall-other-release = A mesa { $table } usa outra versión das mensaxes da sala: a mesa { $theirs }, este programa { $ours }. As súas liñas non se seguen aquí; use a mesma versión de annabella en todos os dispositivos da sala.
hall-bus-request-other-release = Unha petición do árbitro para a mesa { $table } chegou dun posto con outra versión das mensaxes da sala: o posto { $theirs }, esta mesa { $ours }. Non se aplicou; use a mesma versión de annabella en todos os dispositivos da sala.
hall-undelivered-other-release = A mesa usa outra versión das mensaxes da sala: a mesa { $theirs }, este posto { $ours }. Non aplicou nada; use a mesma versión de annabella en todos os dispositivos da sala.

# As opcións das ordes da sala, no idioma escollido (vexa locales/en/hall.ftl).
hall-usage-needs = { $option } precisa { $needed }.
hall-usage-bad-tournament = { $option }: «{ $name }» non é un nome de torneo: use letras, cifras, - e _ (32 como máximo, sen puntos nin espazos).
hall-usage-needs-broker = Indique o servidor da sala: { $example }.
hall-usage-needs-table = { $option } precisa { $needed }: o número da mesa, desde 1.
hall-usage-no-journal = Unha mesa nunha sala leva un diario: { $hall } e { $option } exclúense.
hall-usage-bad-listen = { $option }: «{ $given }» non ten a forma { $form }.
hall-usage-no-randomness = O sistema non dá azar para os contrasinais: non se escribiu nada.
hall-usage-listen-once = { $listen } unha vez para un servidor (varias con { $cluster }).
hall-usage-cluster-size = { $option }: 3 ou 5 nodos (un número impar, para que quede unha maioría).
hall-usage-cluster-listens = { $cluster }: indique { $listen } unha vez por nodo ({ $count } veces), ou unha vez para unha soa máquina.
hall-usage-no-route-port = { $option }: o porto { $port } non deixa sitio para o porto polo que os nodos se comunican (2000 máis arriba).
# O que escribiu `annabella hall config`.
hall-config-written = { $conf }: a configuración do servidor ({ $command }); { $users }: o contrasinal de cada usuario; { $creds }: un ficheiro por usuario, para dar a cada dispositivo con { $option }.
hall-config-cluster = Os dispositivos chegan á sala con { $option } (unha estación á que se dan todos os nodos garda o fluxo en tres copias).
hall-config-exists = { $file } xa existe: non se substitúe nada (escolla outro cartafol con { $option }).
hall-config-not-written = Non se pode escribir { $file } (vexa { $log }).
