# Txapelketa-areto bateko epailearen estazioa (annabella hall).

hall-following = { $hall } aretoa jarraitzen, { $url } helbidean. Idatzi mahai baten zenbakia irekitzeko, "list" guztientzat.
hall-table = { $table }. mahaia
hall-need = { $need ->
    [alert] alerta, epailea behar da
    [claim] erreklamazio bat epailearentzat
    [flag] bandera bat erori da
    [stopped] geldituta
   *[sync] sinkronizatu gabe
}
hall-waiting = { $seat ->
    [blind] jokalari itsuaren zain
    [sighted] jokalari ikuslearen zain
    [arbiter] epailearen zain
    [white] zurien zain
    [black] beltzen zain
   *[none] inoren zain ez
}
hall-clocks = Zuriak { $white }, Beltzak { $black }
hall-plies = { $plies ->
    [one] jokaldi-erdi { $plies }
   *[other] { $plies } jokaldi-erdi
}
hall-alerts = { $alerts ->
    [one] alerta { $alerts }
   *[other] { $alerts } alerta
}
hall-result = emaitza { $result }
hall-sent = { $table }. mahaira bidalia: { $action }.
hall-applied = { $table }. mahaiak aplikatu du: { $action }.
hall-opened = { $table }. mahaia irekita dago: orain idazten duzuna epailearen ekintza gisa doakio. "close" idatzita uzten duzu.
hall-closed = Ez dago mahairik irekita.
hall-no-table = { $table }. mahaia ez da areto honetara batu.
hall-open-first = Ireki lehenik mahai bat: idatzi haren zenbakia.
hall-help = Mahai baten zenbakiak irekitzen du; "list" edo lerro hutsak mahai guztiak zerrendatzen ditu, epailea behar dutenak lehenik; "close" irekitako mahaia uzten du; "quit" amaitzen du. Mahai bat irekita, epailearen ekintzak hara doaz. Ekintza baten aurreko mahai-zenbakiak mahai horretara bidaltzen du, ireki gabe ("3 onartu").
hall-not-arbiter = { $reason }
hall-empty = Oraindik ez da mahairik areto honetara batu.

# Aretoarekiko konexioarekin gertatzen dena.
hall-bus-connected = { $url } aretora iritsi da.
hall-bus-lost = { $url } aretoa galdu da; partidak jarraitzen du eta egunkariak dena gordetzen du.
hall-bus-refused = { $url } aretoak { $user } erabiltzailearen kredentzialak ukatu ditu; berriro saiatzen. Egiaztatu aretoak gailu honi emandako erabiltzailea eta pasahitza.
hall-bus-unreachable = Ezin da { $url } aretora iritsi: helbide horretan ez du zerbitzaririk erantzuten; berriro saiatzen.
hall-bus-tls-ca = Ezin da { $url } aretora TLS bidez iritsi: { $ca } fitxategiarekin haren ziurtagiria ez da fidagarria, edo fitxategi hori ezin da irakurri; berriro saiatzen.
hall-bus-tls = Ezin da { $url } aretora TLS bidez iritsi: sistema honek ez du haren ziurtagiria fidagarritzat jotzen (eman aretoarena --hall-ca aukerarekin); berriro saiatzen.
hall-bus-creds-file = Ezin da { $url } aretora iritsi: ezin da { $file } kredentzial-fitxategia irakurri; berriro saiatzen.
hall-bus-broker-error = { $url } aretoak gailu honek bidalitako zerbait ukatu du: baliteke zerbitzariaren konfigurazioak ez baimentzea.
hall-bus-no-requests = { $table }. mahaiak ez ditu arbitroaren eskaerak jasotzen { $url } aretotik.
hall-bus-no-heartbeats = Estazioak ez ditu { $url } aretoko mahaien bizi-seinaleak entzuten: isildutako mahai bat ez da nabarituko.
hall-bus-no-live = Estazioak ez ditu { $url } aretoko jokaldiak jokatu ahala entzuten; jarioatik irakurtzen ditu.
hall-bus-stream = Ezin da { $url } aretoko { $stream } jarioa irakurri; berriro saiatzen.
hall-bus-store = { $url } aretoko argazkien biltegia ez dago prest: geroago abiarazten den estazio batek jario osoa irakurriko du.
hall-bus-snapshot-not-stored = { $table }. mahaia: haren argazkia ez da { $url } aretoan gorde; geroago saiatuko da berriro. Partidak jarraitzen du.
hall-bus-request-unreadable = { $table }. mahaia: ezin izan da arbitroaren estazioaren eskaera bat irakurri, eta ez da aplikatzen.
hall-bus-not-sent = { $table }. mahaia: aretoak ez du onartu; egunkaritik berriro bidaltzen da.
hall-bus-caught-up = { $table }. mahaia: aretoak lerro guztiak ditu berriro.
hall-station-no-terminal = Estazioaren pantailak terminal bat behar du; --reader lerro-modua da.
hall-station-screen-failed = Ezin izan da estazioaren pantaila marraztu (ikus { $log }); --reader lerro-modua da.
hall-not-followed = Ezin da { $url } aretoa jarraitu: gailu honek ezin izan du bere lotura abiarazi (ikus { $log }).
hall-relay-not-written = Ezin da { $file } idatzi; zuzeneko emanaldiak berriro saiatuko da hurrengo eguneratzean.

# What is before the arbiter, whether a table is heard from, a request not delivered, a new hall
# ($pieces: the position in words; $fen: as FEN; $since: a time of day; $seconds: a number;
# $silence: hall-silent's words; $reason: why; $hall: the tournament).
hall-adjourned = etenda
hall-position = Posizioa: { $pieces }. FEN: { $fen }
hall-silent = { $since } UTC-etik ez da ezer entzun, duela { $seconds } s
hall-heard-again = { $table }. mahaia berriro entzuten da.
hall-sent-silent = { $table }. mahaia: { $silence }; ekintza itzultzen bada bakarrik iritsiko zaio.
hall-undelivered = Ez zaio { $table }. mahaiari entregatu: { $action }. { $reason }
hall-undelivered-gone = Mahaia ez dago aretoarekin konektatuta: egiaztatu haren gailua eta sarea, gelditu bada abiarazi berriro bere egunkaritik, eta bidali ekintza berriro.
hall-undelivered-gone-since = Mahaia ez dago aretoarekin konektatuta ({ $since } UTC-etik ez da ezer entzun): egiaztatu haren gailua eta sarea, gelditu bada abiarazi berriro bere egunkaritik, eta bidali ekintza berriro.
hall-undelivered-no-answer = Mahaiak ez du 5 segundotan erantzun: begiratu mahaiari, eta ekintza aplikatu ez badu, bidali berriro.
hall-undelivered-bus = Estazioaren beraren lotura aretoarekin huts egin du: egiaztatu estazioaren lotura aretoarekin, eta bidali ekintza berriro.
hall-unfollowed-no-start = estazioak hasiera ikusi ez duen partida baten lerroak
hall-unfollowed-snapshot = aretoko haren argazkia ezin da irakurri
hall-unfollowed-setup = haren partidaren hasierako egoera ezin da irakurri
hall-unfollowed-line = haren lerroetako bat ezin da irakurri
hall-create-ask = Aretoak ez du oraindik { $hall } txapelketarik. Izen horretako areto berri eta huts bat sortu? Idatzi bai sortzeko; beste edozerk ez du ezer sortzen (egiaztatu --tournament).
hall-create-yes = Aretoa sortzen; bertara batzen diren mahaiak hemen zerrendatuko dira.
hall-create-no = Ez da ezer sortu. Estazioak beste estazio batek aretoa sortu arte itxaroten du; edo irten eta abiarazi txapelketaren izen zuzenarekin.
hall-other-release = { $table }. mahaiak aretoko mezuen beste bertsio bat erabiltzen du: mahaiak { $theirs }, programa honek { $ours }. Haren lerroak ez dira hemen jarraitzen; erabili annabellaren bertsio bera aretoko gailu guztietan.
hall-bus-request-other-release = { $table }. mahairako epaile-eskaera bat aretoko mezuen beste bertsio bat duen postu batetik iritsi da: postuak { $theirs }, mahai honek { $ours }. Ez da aplikatu; erabili annabellaren bertsio bera aretoko gailu guztietan.
hall-undelivered-other-release = Mahaiak aretoko mezuen beste bertsio bat erabiltzen du: mahaiak { $theirs }, postu honek { $ours }. Ez du ezer aplikatu; erabili annabellaren bertsio bera aretoko gailu guztietan.

# Aretoaren aginduen aukerak, aukeratutako hizkuntzan (ikus locales/en/hall.ftl).
hall-usage-needs = { $option } aukerak { $needed } behar du.
hall-usage-bad-tournament = { $option }: «{ $name }» ez da txapelketa baten izena: erabili letrak, zifrak, - eta _ (gehienez 32, punturik eta hutsunerik gabe).
hall-usage-needs-broker = Eman aretoaren zerbitzaria: { $example }.
hall-usage-needs-table = { $option } aukerak { $needed } behar du: mahaiaren zenbakia, 1etik aurrera.
hall-usage-no-journal = Areto bateko mahai batek egunkaria gordetzen du: { $hall } eta { $option } bateraezinak dira.
hall-usage-bad-listen = { $option }: «{ $given }» ez dago { $form } eran.
hall-usage-no-randomness = Sistemak ez du ausazkotasunik ematen pasahitzetarako: ez da ezer idatzi.
hall-usage-listen-once = { $listen } behin zerbitzari bakarrerako (hainbat aldiz { $cluster } aukerarekin).
hall-usage-cluster-size = { $option }: 3 edo 5 nodo (zenbaki bakoitia, gehiengo bat gera dadin).
hall-usage-cluster-listens = { $cluster }: eman { $listen } behin nodo bakoitzeko ({ $count } aldiz), edo behin makina bakarrerako.
hall-usage-no-route-port = { $option }: { $port } atakak ez du lekurik uzten nodoek elkar aurkitzeko atakarentzat (2000 gorago).
# `annabella hall config` aginduak idatzi duena.
hall-config-written = { $conf }: zerbitzariaren konfigurazioa ({ $command }); { $users }: erabiltzaile bakoitzaren pasahitza; { $creds }: fitxategi bat erabiltzaile bakoitzeko, gailu bakoitzari { $option } aukerarekin emateko.
hall-config-cluster = Gailuak aretora { $option } aukerarekin iristen dira (nodo guztiak ematen zaizkion estazio batek jarioa hiru kopiatan gordetzen du).
hall-config-exists = { $file } badago jadanik: ez da ezer ordezkatzen (aukeratu beste karpeta bat { $option } aukerarekin).
hall-config-not-written = Ezin da { $file } idatzi (ikus { $log }).
