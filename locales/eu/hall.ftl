# Txapelketa-areto bateko epailearen estazioa (annabella hall).

hall-following = { $hall } aretoa jarraitzen, { $url } helbidean. Idatzi mahai baten zenbakia irekitzeko, "list" guztientzat.
hall-table = { $table }. mahaia
hall-need = { $need ->
    [alert] alerta, epailea behar da
    [claim] erreklamazio bat epailearentzat
    [flag] bandera bat erori da
   *[sync] sinkronizatu gabe
}
hall-waiting = { $seat ->
    [blind] jokalari itsuaren zain
    [sighted] jokalari ikuslearen zain
    [arbiter] epailearen zain
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
hall-help = Mahai baten zenbakiak irekitzen du; "list" edo lerro hutsak mahai guztiak zerrendatzen ditu, epailea behar dutenak lehenik; "close" irekitako mahaia uzten du; "quit" amaitzen du. Mahai bat irekita, epailearen ekintzak hara doaz.
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
