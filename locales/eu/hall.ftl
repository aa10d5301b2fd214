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
hall-bus-refused = { $url } aretoak { $user } erabiltzailearen kredentzialak ukatu ditu: { $reason }
hall-bus-unreachable = Ezin da { $url } aretora iritsi ({ $reason }); berriro saiatzen.
hall-bus-not-sent = { $table }. mahaia: aretoak ez du onartu; egunkaritik berriro bidaltzen da.
hall-bus-caught-up = { $table }. mahaia: aretoak lerro guztiak ditu berriro.
hall-bus-problem = Aretoa: { $reason }

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
hall-undelivered-bus = Estazioak ezin izan du bidali ({ $reason }): egiaztatu estazioaren lotura aretoarekin, eta bidali ekintza berriro.
hall-create-ask = Aretoak ez du oraindik { $hall } txapelketarik. Izen horretako areto berri eta huts bat sortu? Idatzi bai sortzeko; beste edozerk ez du ezer sortzen (egiaztatu --tournament).
hall-create-yes = Aretoa sortzen; bertara batzen diren mahaiak hemen zerrendatuko dira.
hall-create-no = Ez da ezer sortu. Estazioak beste estazio batek aretoa sortu arte itxaroten du; edo irten eta abiarazi txapelketaren izen zuzenarekin.
