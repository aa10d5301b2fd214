# Mahaia: bi taula, bi jokaldi-orri, D eranskinaren prozedura.
# $seat posto bat da ("jokalari itsua"); $side clock-side-tik dator ("Zuriak").
# "retrace" eta "fixed" epailearen aginduak dira eta ez dira itzultzen.
table-mode-tournament = Txapelketa modua: jokaldiak sartu diren bezala erregistratzen dira; eskatuz gero, denbora eta jokaldi kopurua bakarrik ematen dira.
table-mode-casual = Partida librea: legez kanpoko jokaldiak arrazoia emanez baztertzen dira.
table-seat-blind = jokalari itsua
table-seat-sighted = jokalari ikustuna
table-seat-arbiter = epailea
# Postua egile gisa (aditz iragankorraren subjektua): ergatiboa ("jokalari itsuak").
table-seat-blind-agent = jokalari itsuak
table-seat-sighted-agent = jokalari ikustunak
table-seat-arbiter-agent = epaileak
table-read-back = { $move }. Baieztatu ala kendu?
table-announced = Iragarrita.
table-correction = Zuzenketa: { $move }
table-corrected = Zuzenduta: { $move }.
table-not-your-turn = Orain ez dagokizu hori egitea.
table-arbiter-only = Epaileak bakarrik egin dezake hori.
table-nothing-pending = Ez dago horren zain dagoen jokaldirik.
table-waiting-arbiter = Jokoa geldituta dago: epailearen zain.
table-game-over = Partida amaitu da.
table-still-diverged = Taulak oraindik ez datoz bat; konpondu itzazu jokoa berriro hasi aurretik.
table-resumed = Jokoak jarraitzen du.
table-illegal-flagged = Legez kanpoko jokaldia { $ply }. jokaldi-erdian ({ $seat }): { $move }. 7.5 artikulua epaileak aplikatu behar du.
table-log-correction = Lapsusa zuzenduta { $ply }. jokaldi-erdian ({ $seat }): { $old } { $new } bihurtu da.
table-white = zuria
table-black = beltza
table-piece = { $piece } { $color }
table-empty = hutsik
table-divergence-sheets = Jokaldi-orriak ez datoz bat { $ply }. jokaldi-erdian: jokalari itsuak { $blind } idatzi du, jokalari ikustunak { $sighted }.
table-divergence-boards = Taulak ez datoz bat { $ply }. jokaldi-erdiaren ondoren: { $squares }.
table-square-differs = { $square }: { $blind } jokalari itsuaren taulan, { $sighted } jokalari ikustunaren taulan
table-retraced = { $ply }. jokaldi-erdira itzulita. Erlojuak berrezarrita: { $clocks }
table-fixed = Taula bere jokaldi-orriaren arabera jarrita ({ $seat }).
table-clock-started = Erlojua martxan dago.
table-clock-stopped = Erlojua geldituta dago.
table-clock-set = { $side }: erlojua { $time } denborarekin jarrita.
table-time-added = { $side }: erlojuari { $time } gehituta.
table-time-taken = { $side }: erlojuari { $time } kenduta.
table-declared = Emaitza adierazita: { $result }
table-repair-nothing = Taulak eta jokaldi-orriak bat datoz; ez dago konpontzeko ezer.
table-repair-illegal = Legez kanpoko jokaldia { $ply }. jokaldi-erdian ({ $seat }, 7.5 artikulua): itzuli bi taulak eta jokaldi-orriak { $before }. jokaldi-erdira, aurreko posiziora: atzeratu { $before }. Gero doitu erlojuak (7.5.5) eta jarraitu.
table-repair-retrace = Jokaldi-orriak { $first }. jokaldi-erditik aurrera ez datoz bat. Itzuli bi taulak { $ply }. jokaldi-erdira, bat datozen lekura, eta bi erlojuak orduko irakurketetara: atzeratu { $ply }. Gero, behar izanez gero, doitu erlojuak eta jarraitu.
table-repair-board = Jokaldi-orriak bat datoz. Jarri taula bere jokaldi-orriaren arabera ({ $seat }): { $squares }. Gero: konponduta { $name ->
    [blind] itsua
    [sighted] ikustuna
   *[arbiter] epailea
}.
table-repair-square = { $square }: { $content }

# The application around the table.
table-recorded = Idatzita: { $move }.
app-help = Idatzi jokaldi bat edozein eratan eta baieztatu.
app-help-commands =
    baieztatu: irakurritako jokaldia baieztatu
    zuzendu <jokaldia>: hutsegitea zuzendu erlojua sakatu aurretik
    sakatu: erlojua sakatu
app-help-common =
    denbora: erlojuak eta jokaldiak
    eserlekua <lekua>: teklatuaren aurreko lekua aldatu
    laguntza: laguntza hau
    irten: programatik irten
app-help-arbiter =
    hasi, gelditu, jarraitu: erlojua abiatu, gelditu edo berriz abiatu
    konpondu: erregistroak konpontzeko urratsak
    atzeratu <jokaldi-erdia>: bi erregistroak hara itzuli
    erlojua ezarri <aldea> <h:mm:ss>: erloju bat jarri
    denbora aldatu <aldea> <m:ss>: denbora gehitu (-m:ss kendu)
    konponduta <lekua>: leku horren taula orriaren arabera dago
    adierazi <emaitza>: 1-0, 0-1 edo 1/2-1/2 adierazi
app-help-review-line = Kontsulta: idatzi hitza, edo barra bat eta tekla («/l»).
app-help-keys =
    Teklak: F1 laguntza, F2 lekua aldatu, F5 denbora, F9 erlojua sakatu
    Tab: taula edo sarrera-lerroa; geziek taulan mugitzen dute
    Taulan: k q r b n p hurrengo errege, dama, dorre, alfil, zaldi, peoia (maiuskulaz: aurrekoa); 1etik 8ra errenkada hori; Enter-ek laukia irakurtzen du
app-board-none = Zure taulan ez dago halakorik: { $piece }.
app-line-too-long = Lerro hori luzeegia da (64 KB edo gehiago): ez da ezer egin.
app-seat = Teklatuan: { $seat }.
app-status-entering = { $side }: jokatzeko txanda.
app-status-readback = Jokaldia irakurri da: { $move }. Baieztapenaren zain.
app-status-made = Jokaldia eginda dago: { $move }. Erlojua sakatzeko zain.
app-status-repeating = Errepikatzeko zain: { $seat }, { $move }.
ui-mode-tournament = Txapelketa modua
ui-mode-casual = Modu librea
ui-board-blind = Jokalari itsuaren taula
ui-board-sighted = Jokalari ikuslearen taula
ui-board-one = Taula
ui-running = martxan
ui-clocks-and-moves = Erlojuak eta jokaldiak
ui-announcements = Iragarpenak
ui-input = Jokaldia edo agindua
table-draw-offered = Berdinketa-eskaintza: { $seat }.
app-recovered = Partida bere egunkaritik berreskuratu da. Erlojua geldirik dago epaileak berriro abiarazi arte; programa geldirik egon den denbora ez zaio inori kontatzen.
app-recovered-adjourned = Partida bere egunkaritik berreskuratu da. Etenda dago, jokaldia zigilatuta: erlojua geldirik dago epaileak gutun-azala ireki arte (gutun-azala ireki); programa geldirik egon den denbora ez zaio inori kontatzen.
app-recovered-casual = Partida bere egunkaritik berreskuratu da. Erlojua geldirik dago jokalari batek jarraitu idatzi arte; programa geldirik egon den denbora ez zaio inori kontatzen.
app-recovered-practice = Partida bere egunkaritik berreskuratu da; programa geldirik egon den denbora ez zaio inori kontatzen.
table-withdrawn = Kenduta: { $move }. Sartu jokaldia berriro.
app-clock-waits-arbiter = Erlojua ez dago oraindik martxan: epaileak «hasi» idatzita abiarazten du.
app-clock-waits-players = Erlojua ez dago oraindik martxan: idatzi hasi, edo lehen jokaldia, eta abiatuko da.
app-unknown = «{ $text }» ez da ez agindu bat ez jokaldi bat: { $why } Idatzi laguntza aginduak ikusteko.
app-not-started = Erlojua ez dago oraindik martxan: epaileak abiarazten du.
app-nothing-to-confirm = Ez duzu ezer baieztatzeko. { $status }
app-confirm-word = Sartu teklak irakurri ondoren baino ez du baieztatzen: { $move }. Idatzi baieztatu, edo ez kentzeko.
app-quit-ask = Partidatik irten? { $key ->
    [none] Idatzi irten berriro edo bai irteteko
   *[other] Sakatu { $key } berriro edo idatzi bai irteteko
}; beste edozerk jarraitzen du.
app-key-ctrl = Ctrl-{ $letter }
app-quit-kept = Partidak jarraitzen du.
app-quit = Programa amaitzen da.
# Arauak mahaian: ukitutako piezaren erreklamazioak, amaiera azkarra, etendako partida.
table-declined = { $seat } berdinketa-eskaintzari uko egiten dio.
table-touch-claimed = { $seat } epaileari jakinarazten dio aurkariak { $square }(e)ko { $piece } ukitu duela.
table-position = Posizioa: { $fen }
table-touch-upheld = Erreklamazioa onartua: { $seat } { $square }(e)ko { $piece } mugitu edo harrapatu behar du (4.3 artikulua).
table-touch-upheld-free = Erreklamazioa onartua, baina jokaldi legezko batek ere ez du { $square }(e)ko { $piece } mugitzen edo harrapatzen: { $seat } edozein jokaldi legezko egin dezake.
table-touch-rejected = { $square }(e)ko ukitze-erreklamazioa baztertua; partidak jarraitzen du.
table-increment-requested = { $seat } bi minutu baino gutxiago ditu eta bost segundoko gehikuntza eskatzen du bi jokalarientzat (Jarraibideak III.4); berdinketa-eskaintza ere bada.
table-increment-introduced = Epaileak onartzen du: hemendik aurrera bi jokalariek { $increment } jasotzen dute jokaldiko; { $side }: { $time } gehiago.
table-increment-refused = Epaileak ez du gehikuntza onartzen; partidak lehen bezala jarraitzen du.
table-draw-claimed = { $seat } bi minutu baino gutxiago ditu eta berdinketa erreklamatzen du (Jarraibideak III.5); epaileak erabakitzen du.
table-claim-postponed = Epaileak berdinketa-erreklamazioaren erabakia atzeratzen du; partidak jarraitzen du.
table-claim-postponed-time = Epaileak berdinketa-erreklamazioaren erabakia atzeratzen du; { $side }: { $time } gehiago.
table-claim-rejected = Berdinketa-erreklamazioa baztertua; { $side }: { $time } gehiago.
table-claim-referred = { $seat } berdinketa erreklamatzen du bi minutu baino gutxiagorekin. Epailerik gabe honek partida amaitzen du: azken posizioa eta partida-orria izendatutako epaileari bidaltzen zaizkio (Jarraibideak III.6).
table-adjourned = Epaileak partida eteten du: { $seat } jokaldia zigilatzen du eta gero erlojua sakatzen du. Berrekitea: { $resumption }.
table-move-sealed = { $seat } { $number }. jokaldia zigilatu du; erlojua geldituta dago eta gutun-azala epaileak du.
table-envelope-opened = Gutun-azala irekita: { $seat } { $move } zigilatu zuen.
table-envelope-asked = Epaileak gutun-azala irekitzen du: { $seat } erabilitako gailuak jokaldi zigilatua erakutsiko du konektatuta dagoenean.
table-release-mismatch = Zigilatu zuenaren gailuak erakutsitako jokaldia ez da epailearentzat zigilatutakoa: gutun-azala itxita geratzen da; epaileak erabakiko du.
table-replay-refused = Beste gailu baten eskaera ezin da irakurri ({ $detail }); ez da ezer hartu.
table-sealed = Jokaldi zigilatua: { $move }. Zigilatu berriro aldatzeko; sakatu erlojua gutun-azala ixteko.
table-touch-forfeited = Pieza bat ukitu duzu mugitzeko: ezin duzu aurkariaren ukitzea erreklamatu (4.8 artikulua).
table-touch-not-their-move = Zure aurkariak ez du orain jokaldia: ez dago ukitzerik erreklamatzeko.
table-touch-empty = Ez dago piezarik { $square }(e)n.
table-must-move-touched = Ukitze-erreklamazioa onartu zen: mugitu edo harrapatu { $square }(e)ko { $piece } (4.3 artikulua).
table-nothing-claimed = Ez dago mota horretako erreklamazio edo eskaerarik erabakitzeko.
table-not-under-two-minutes = Zure erlojuan bi minutu baino gutxiago daudenean bakarrik (Jarraibideak III.4 eta III.5).
table-has-increment = Jarraibideak III-ko amaiera azkarra gehikuntzarik gabeko partidetarako da.
table-not-your-move = Jokaldia duen jokalariak bakarrik egin dezake hori.
table-not-adjourned = Partida ez dago etenda, edo jokaldi zigilatua ez dago horretarako prest.
table-adjourned-refusal = Partida etenda dago: jokaldia duen jokalariak zigilatzen du; epaileak gutun-azala irekitzean berrekiten da.
table-adjourned-sealed = Partida etenda dago eta jokaldia zigilatuta: epaileak gutun-azala irekitzean berrekiten da.
table-envelope-unread = Jokaldi zigilatua ezin da gailu honetan irakurri: bere gakoa ez dago hemen. Epaileak posizioa eta erlojuak ezartzen ditu (Jarraibideak I.12).
table-move-sealed-player = { $seat } jokaldia zigilatu du; erlojua geldituta dago eta gutun-azala epaileak du.
table-retraced-quiet = Epaileak bi taulak eta partida-orriak atzera eraman ditu eta erlojuak berrezarri ditu; eskatu denbora entzuteko.
table-claim-incorrect = { $kind ->
    [threefold] Hiru aldiz errepikatzeagatiko
   *[fifty] Berrogeita hamar jokaldien arauagatiko
    } berdinketa-erreklamazioa okerra da: epaileak { $time } gehitzen dizkio aurkariaren erlojuari ({ $side }) (9.5.3 artikulua){ $written ->
    [yes] , eta idatzitako jokaldia egin behar da
   *[no] {""}
    }.
table-must-play-written = Erreklamazioarekin idatzitako jokaldia egin behar da: { $move } (9.5.3 artikulua).
table-down-time = Programa gelditu zen { $side ->
    [white] zurien
   *[black] beltzen
    } erlojua martxan zegoela: azken erregistroa { $since } UTC-koa da, eta ordutik ({ $time }) ez dago erregistrorik. Erlojua geldituta dago; epaileak erabakitzen du zer kontatu (6.11 artikulua: «denbora aldatu» edo «erlojua ezarri»), eta gero «jarraitu».
table-both-flags-continue = Bi banderak erori dira eta ezin da jakin zein erori den lehenengo; ez da azken aldia, beraz jokoak jarraitzen du (Jarraibideak III.3.1).
table-one-board = Taula bakarrean jokaldia sartzen den unean egiten da: ez dago ezer irakurtzeko, baieztatzeko, zuzentzeko, sakatzeko edo errepikatzeko.

# Zergatik baztertu duten partidaren arauek agindu bat.
table-rule-clock-not-started = Erlojua ez da oraindik martxan jarri.
table-rule-clock-already-started = Erlojua martxan dago jada.
table-rule-clock-paused = Erlojua geldirik dago.
table-rule-clock-not-paused = Erlojua ez dago geldirik.
table-rule-clock-stopped = Erlojua geldirik dago: partida amaitu da.
table-rule-time-went-back = Emandako ordua azkena baino lehenagokoa da; ez da ezer aldatu.
table-rule-over = Partida amaitu da: { $result }
table-rule-illegal = { $move } ez da jokaldi legala posizio honetan.
table-rule-null-in-check = Jokaldi nulurik ezin da hemen egin: jokatzen duen aldea xake dago.
table-rule-wrong-clock = Jokatzen duen aldearen erlojua ez dago martxan.
table-rule-draw-too-early = Berdinketa bi jokalariek jokaldi bat egin ondoren bakarrik adostu daiteke (5.2.3 artikulua).
table-rule-clock-unknown = Partidak ez dakar erloju-denborarik, beraz ez da ezagutzen { $side ->
    [white] zurien
   *[black] beltzen
    } denbora: epaileak ezartzen du lehenik («erlojua ezarri», 7.1 artikulua).
table-rule-retrace-beyond = Ezin da { $ply }. erdi-jokaldira itzuli: { $plies ->
    [one] erdi-jokaldi bakarra
   *[other] { $plies } erdi-jokaldi baino ez
} jokatu dira.
table-rule-no-flag = Ez da banderarik erori.
table-rule-bad-start = Hasierako posizioa ez da legala: { $reason }
app-arbiter-file = { $what ->
    [envelope] Gutun-azala (jokaldi zigilatua, epailearentzat bakarrik)
   *[referral] Azken posizioa eta partida-orria izendatutako epailearentzat
} hemen dago: { $path }.
app-arbiter-file-failed = Ezin izan da { $what ->
    [envelope] gutun-azala
   *[referral] izendatutako epailearentzako erregistroa
} hemen idatzi: { $path }: { $reason }
table-repeat-first = Lehenik aurkariaren jokaldia: egin zure taulan eta sartu: { $move }.
