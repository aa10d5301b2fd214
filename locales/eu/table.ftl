# Mahaia: bi taula, bi jokaldi-orri, D eranskinaren prozedura.
# $seat posto bat da ("jokalari itsua"); $side clock-side-tik dator ("Zuriak").
# "retrace" eta "fixed" epailearen aginduak dira eta ez dira itzultzen.
table-mode-tournament = Txapelketa modua: jokaldiak sartu diren bezala erregistratzen dira; eskatuz gero, denbora eta jokaldi kopurua bakarrik ematen dira.
table-mode-casual = Partida librea: legez kanpoko jokaldiak arrazoia emanez baztertzen dira.
table-seat-blind = jokalari itsua
table-seat-sighted = jokalari ikustuna
table-seat-arbiter = epailea
table-read-back = { $move }. Baieztatu?
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
table-repair-illegal = Legez kanpoko jokaldia { $ply }. jokaldi-erdian ({ $seat }, 7.5 artikulua): itzuli bi taulak eta jokaldi-orriak { $before }. jokaldi-erdira, aurreko posiziora: retrace { $before }. Gero doitu erlojuak (7.5.5) eta jarraitu.
table-repair-retrace = Jokaldi-orriak { $first }. jokaldi-erditik aurrera ez datoz bat. Itzuli bi taulak { $ply }. jokaldi-erdira, bat datozen lekura, eta bi erlojuak orduko irakurketetara: retrace { $ply }. Gero, behar izanez gero, doitu erlojuak eta jarraitu.
table-repair-board = Jokaldi-orriak bat datoz. Jarri taula bere jokaldi-orriaren arabera ({ $seat }): { $squares }. Gero: fixed { $name }.
table-repair-square = { $square }: { $content }

# The application around the table.
table-recorded = Idatzita: { $move }.
app-help = Idatzi jokaldi bat edozein eratan eta baieztatu.
app-help-commands =
    confirm: irakurritako jokaldia baieztatu
    correct <jokaldia>: hutsegitea zuzendu erlojua sakatu aurretik
    press: erlojua sakatu
app-help-common =
    time?: erlojuak eta jokaldiak
    seat <lekua>: teklatuaren aurreko lekua aldatu
    help: laguntza hau
    quit: programatik irten
app-help-arbiter =
    start, pause, resume: erlojua abiatu, gelditu edo berriz abiatu
    repair: erregistroak konpontzeko urratsak
    retrace <jokaldi-erdia>: bi erregistroak jokaldi-erdi horretara itzuli
    set-clock <aldea> <h:mm:ss>: erloju bat jarri
    add-time <aldea> <m:ss>: denbora gehitu (-m:ss kentzen du)
    fixed <lekua>: leku horren taula bere orriaren arabera jarri da
    declare <emaitza>: 1-0, 0-1 edo 1/2-1/2 adierazi
app-help-review-line = Kontsulta-aginduak: idatzi hitza, edo barra bat eta tekla ("/l").
app-help-keys =
    Teklak: F1 laguntza, F2 lekua aldatu, F5 denbora, F9 erlojua sakatu
    Tab: taula edo sarrera-lerroa; geziek taulan mugitzen dute
app-seat = Teklatuan: { $seat }.
app-status-entering = { $side }: jokatzeko txanda.
app-status-readback = Jokaldia irakurri da: { $move }. Baieztapenaren zain.
app-status-made = Jokaldia eginda dago: { $move }. Erlojua sakatzeko zain.
app-status-repeating = Errepikatzeko zain: { $seat }, { $move }.
ui-mode-tournament = Txapelketa modua
ui-mode-casual = Modu librea
ui-board-blind = Jokalari itsuaren taula
ui-board-sighted = Jokalari ikuslearen taula
ui-running = martxan
ui-clocks-and-moves = Erlojuak eta jokaldiak
ui-announcements = Iragarpenak
ui-input = Jokaldia edo agindua
table-draw-offered = Berdinketa-eskaintza: { $seat }.
app-recovered = Partida bere egunkaritik berreskuratu da. Erlojua geldirik dago epaileak berriro abiarazi arte; programa geldirik egon den denbora ez zaio inori kontatzen.
table-withdrawn = Kenduta: { $move }. Sartu jokaldia berriro.
app-clock-waits-arbiter = Erlojua ez dago oraindik martxan: epaileak start-ekin abiarazten du.
app-clock-waits-players = Erlojua ez dago oraindik martxan: idatzi start, edo lehen jokaldia, eta abiatuko da.
app-not-started = Erlojua ez dago oraindik martxan: epaileak abiarazten du.
app-nothing-to-confirm = Ez duzu ezer baieztatzeko. { $status }
app-confirm-word = Enter-ek irakurri ondoren baino ez du baieztatzen: { $move }. Idatzi baieztatu, edo ez kentzeko.
app-quit-ask = Partidatik irten? Sakatu Ctrl-C berriro edo idatzi bai irteteko; beste edozerk jarraitzen du.
app-quit-kept = Partidak jarraitzen du.
app-quit = Programa amaitzen da.
