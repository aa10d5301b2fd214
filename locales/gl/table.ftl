# A mesa: dous taboleiros, dúas planillas, o procedemento do Apéndice D.
# $seat é un posto ("o xogador cego"); $side vén de clock-side ("Brancas").
# "retrace" e "fixed" son ordes do árbitro e non se traducen.
table-mode-tournament = Modo torneo: as xogadas rexístranse tal como se introducen; a petición só se informa do tempo e do número de xogadas.
table-mode-casual = Partida libre: as xogadas ilegais rexéitanse explicando o motivo.
table-seat-blind = o xogador cego
table-seat-sighted = o xogador vidente
table-seat-arbiter = o árbitro
# Un posto como suxeito dun verbo transitivo; aquí igual que arriba.
table-seat-blind-agent = o xogador cego
table-seat-sighted-agent = o xogador vidente
table-seat-arbiter-agent = o árbitro
table-read-back = { $move }. Confirmar ou retirar?
table-announced = Anunciada.
table-correction = Corrección: { $move }
table-corrected = Corrixida: { $move }.
table-not-your-turn = Agora non lle corresponde facer iso.
table-arbiter-only = Iso só pode facelo o árbitro.
table-nothing-pending = Non hai ningunha xogada pendente para iso.
table-waiting-arbiter = A partida está detida: agárdase polo árbitro.
table-game-over = A partida rematou.
table-still-diverged = Os taboleiros aínda non coinciden; corríxaos antes de continuar a partida.
table-resumed = Continúa a partida.
table-illegal-flagged = Xogada ilegal na media xogada { $ply } ({ $seat }): { $move }. Aplicar o artigo 7.5 correspóndelle ao árbitro.
table-log-correction = Lapsus corrixido na media xogada { $ply } ({ $seat }): { $old } pasou a ser { $new }.
table-white = brancas
table-black = negras
table-piece = { $piece } das { $color }
table-empty = baleira
table-divergence-sheets = As planillas difiren na media xogada { $ply }: o xogador cego anotou { $blind }; o xogador vidente, { $sighted }.
table-divergence-boards = Os taboleiros difiren despois da media xogada { $ply }: { $squares }.
table-square-differs = { $square }: { $blind } no taboleiro do xogador cego, { $sighted } no do xogador vidente
table-retraced = Volta á media xogada { $ply }. Reloxos restablecidos: { $clocks }
table-fixed = Taboleiro colocado segundo a súa planilla ({ $seat }).
table-clock-started = O reloxo está en marcha.
table-clock-stopped = O reloxo está parado.
table-clock-set = Reloxo das { $side } posto en { $time }.
table-time-added = Reloxo das { $side }: { $time } máis.
table-time-taken = Reloxo das { $side }: { $time } menos.
table-declared = Resultado declarado: { $result }
table-repair-nothing = Os taboleiros e as planillas coinciden; non hai nada que corrixir.
table-repair-illegal = Xogada ilegal na media xogada { $ply } ({ $seat }, artigo 7.5): volva os dous taboleiros e planillas á media xogada { $before }, a posición anterior: recuar { $before }. Despois axuste os reloxos (7.5.5) e continúe.
table-repair-retrace = As planillas difiren desde a media xogada { $first }. Volva os dous taboleiros á media xogada { $ply }, onde coinciden, e os dous reloxos ás súas lecturas de entón: recuar { $ply }. Despois axuste os reloxos se fai falta e continúe.
table-repair-board = As planillas coinciden. Coloque o taboleiro segundo a súa planilla ({ $seat }): { $squares }. Despois: arranxado { $name ->
    [blind] cego
    [sighted] vidente
   *[arbiter] árbitro
}.
table-repair-square = { $square }: { $content }

# The application around the table.
table-recorded = Anotada: { $move }.
app-help = Escriba unha xogada en calquera forma e confírmea.
app-help-commands =
    confirmar: confirmar a xogada lida
    corrixir <xogada>: corrixir un lapsus antes de premer o reloxo
    premer: premer o reloxo
app-help-common =
    tempo: os reloxos e as xogadas
    asento <posto>: cambiar o posto diante do teclado
    axuda: esta axuda
    saír: saír do programa
app-help-arbiter =
    comezar, deter, retomar: poñer en marcha, parar ou retomar o reloxo
    arranxar: os pasos para corrixir os rexistros
    recuar <media xogada>: volver os dous rexistros a ela
    axustar reloxo <lado> <h:mm:ss>: poñer un reloxo
    cambiar tempo <lado> <m:ss>: engadir tempo (-m:ss quítao)
    arranxado <posto>: ese taboleiro púxose segundo a planilla
    declarar <resultado>: declarar 1-0, 0-1 ou 1/2-1/2
app-help-review-line = Consulta: escriba a palabra, ou unha barra e a tecla («/l»).
app-help-keys =
    Teclas: F1 axuda, F2 cambiar de posto, F5 tempo, F9 premer o reloxo
    Tab: taboleiro ou liña de entrada; as frechas móvense polo taboleiro
    No taboleiro: k q r b n p o seguinte rei, dama, torre, bispo, cabalo, peón (en maiúscula: o anterior); 1 a 8 esa fila; Intro le a casa
app-board-none = Non hai ningún { $piece } no seu taboleiro.
app-line-too-long = Esa liña é demasiado longa (64 KB ou máis): non se fixo nada.
app-seat = Diante do teclado: { $seat }.
app-status-entering = Xogan { $side }.
app-status-readback = Leuse a xogada { $move }; falta confirmala.
app-status-made = A xogada { $move } está feita; falta premer o reloxo.
app-status-repeating = Agárdase a que { $seat } repita { $move }.
ui-mode-tournament = Modo torneo
ui-mode-casual = Modo libre
ui-board-blind = Taboleiro do xogador cego
ui-board-sighted = Taboleiro do xogador vidente
ui-board-one = Taboleiro
ui-running = en marcha
ui-clocks-and-moves = Reloxos e xogadas
ui-announcements = Anuncios
ui-input = Xogada ou orde
table-draw-offered = Oferta de táboas: { $seat }.
app-recovered = A partida recuperouse do seu diario. O reloxo segue parado ata que o árbitro o retome; o tempo que o programa estivo parado non se lle conta a ninguén.
app-recovered-adjourned = A partida recuperouse do seu diario. Está aprazada, coa xogada selada: o reloxo segue parado ata que o árbitro abra o sobre (abrir sobre); o tempo que o programa estivo parado non se lle conta a ninguén.
app-recovered-casual = A partida recuperouse do seu diario. O reloxo segue parado ata que un xogador escriba retomar; o tempo que o programa estivo parado non se lle conta a ninguén.
app-recovered-practice = A partida recuperouse do seu diario; o tempo que o programa estivo parado non se lle conta a ninguén.
table-withdrawn = Retirada: { $move }. Introduza de novo a súa xogada.
app-clock-waits-arbiter = O reloxo aínda non está en marcha: o árbitro pono en marcha con comezar.
app-clock-waits-players = O reloxo aínda non está en marcha: escriba comezar, ou a primeira xogada, e porase en marcha.
app-unknown = «{ $text }» non é nin unha orde nin unha xogada: { $why } Escriba axuda para ver as ordes.
app-not-started = O reloxo aínda non está en marcha: pono en marcha o árbitro.
app-nothing-to-confirm = Non ten nada que confirmar. { $status }
app-confirm-word = Intro só confirma despois da relectura: { $move }. Escriba confirmo, ou non para retirala.
app-quit-ask = Saír da partida? { $key ->
    [none] Escriba saír outra vez ou si para saír
   *[other] Prema { $key } outra vez ou escriba si para saír
}; calquera outra cousa segue.
app-key-ctrl = Ctrl-{ $letter }
app-quit-kept = A partida segue.
app-quit = O programa remata.
# As Leis na mesa: reclamacións de peza tocada, final a ritmo rápido, adiamento.
table-declined = { $seat } rexeita a oferta de táboas.
table-touch-claimed = { $seat } informa ao árbitro de que o adversario tocou { $piece } en { $square }.
table-position = Posición: { $fen }
table-touch-upheld = Reclamación aceptada: { $seat } debe mover ou capturar { $piece } en { $square } (Artigo 4.3).
table-touch-upheld-free = Reclamación aceptada, pero ningunha xogada legal move nin captura { $piece } en { $square }: { $seat } pode facer calquera xogada legal.
table-touch-rejected = Reclamación de peza tocada en { $square } desestimada; segue a partida.
table-increment-requested = { $seat } ten menos de dous minutos e pide un incremento de cinco segundos para ambos os xogadores (Directrices III.4); é tamén unha oferta de táboas.
table-increment-introduced = O árbitro acepta: desde agora ambos os xogadores reciben { $increment } por xogada; { $side }: { $time } máis.
table-increment-refused = O árbitro non acepta o incremento; a partida segue coma antes.
table-draw-claimed = { $seat } ten menos de dous minutos e reclama táboas (Directrices III.5); decide o árbitro.
table-claim-postponed = O árbitro apraza a decisión sobre a reclamación de táboas; segue a partida.
table-claim-postponed-time = O árbitro apraza a decisión sobre a reclamación de táboas; { $side }: { $time } máis.
table-claim-rejected = Desestímase a reclamación de táboas; { $side }: { $time } máis.
table-claim-referred = { $seat } reclama táboas con menos de dous minutos. Sen árbitro, isto conclúe a partida: a posición final e a planilla van ao árbitro designado (Directrices III.6).
table-adjourned = O árbitro apraza a partida: { $seat } sela a súa xogada e logo preme o reloxo. Reanudación: { $resumption }.
table-move-sealed = { $seat } selou a xogada { $number }; o reloxo está parado e o sobre está co árbitro.
table-envelope-opened = Ábrese o sobre: { $seat } selou { $move }.
table-envelope-asked = O árbitro abre o sobre: o dispositivo no que { $seat } selou a xogada revélaa en canto estea conectado.
table-release-mismatch = A xogada que revela o dispositivo de quen selou non é a selada para o árbitro: o sobre segue pechado; decide o árbitro.
table-replay-refused = Unha petición doutro dispositivo non se pode ler ({ $detail }); non se tomou nada dela.
table-sealed = Xogada secreta: { $move }. Sélea de novo para cambiala; prema o reloxo para pechar o sobre.
table-touch-forfeited = Tocou unha peza para movela: xa non pode reclamar a peza tocada polo seu adversario (Artigo 4.8).
table-touch-not-their-move = O seu adversario non ten a xogada agora: non hai peza tocada que reclamar.
table-touch-empty = Non hai ningunha peza en { $square }.
table-must-move-touched = Aceptouse a reclamación de peza tocada: mova ou capture { $piece } en { $square } (Artigo 4.3).
table-nothing-claimed = Non hai ningunha reclamación nin petición dese tipo que decidir.
table-not-under-two-minutes = Só con menos de dous minutos no seu reloxo (Directrices III.4 e III.5).
table-has-increment = O final a ritmo rápido das Directrices III é para partidas sen incremento.
table-not-your-move = Só pode facelo o xogador que ten a xogada.
table-not-adjourned = A partida non está aprazada, ou a xogada secreta non está lista para iso.
table-adjourned-refusal = A partida está aprazada: o xogador que ten a xogada sélaa; reanúdase cando o árbitro abra o sobre.
table-adjourned-sealed = A partida está aprazada e a súa xogada, selada: reanúdase cando o árbitro abra o sobre.
table-envelope-unread = A xogada selada non se pode ler neste dispositivo: a súa clave non está aquí. O árbitro restablece a posición e os reloxos (Directrices I.12).
table-move-sealed-player = { $seat } selou a súa xogada; o reloxo está parado e o sobre está co árbitro.
table-retraced-quiet = O árbitro fixo retroceder ambos os taboleiros e planillas e restableceu os reloxos; pida o tempo para oílos.
table-claim-incorrect = A reclamación de táboas por { $kind ->
    [threefold] tripla repetición
   *[fifty] a regra dos cincuenta movementos
    } é incorrecta: o árbitro engade { $time } a { $side } (artigo 9.5.3){ $written ->
    [yes] , e a xogada anotada debe facerse
   *[no] {""}
    }.
table-must-play-written = A xogada anotada coa reclamación debe facerse: { $move } (artigo 9.5.3).
table-down-time = O programa detívose mentres corría o reloxo das { $side ->
    [white] brancas
   *[black] negras
    }: o seu último rexistro é de { $since } UTC, e desde entón ({ $time }) non hai ningún rexistro. O reloxo está parado; o árbitro decide que se conta (artigo 6.11: «cambiar tempo» ou «axustar reloxo») e despois «retomar».
table-both-flags-continue = Caeron as dúas bandeiras e non se pode saber cal caeu primeiro; non é o último período, así que a partida continúa (Directrices III.3.1).
table-one-board = Nun só taboleiro a xogada faise ao introducila: non hai nada que ler de volta, confirmar, corrixir, premer nin repetir.

# Por que as regras da partida rexeitaron unha orde.
table-rule-clock-not-started = O reloxo aínda non se puxo en marcha.
table-rule-clock-already-started = O reloxo xa está en marcha.
table-rule-clock-paused = O reloxo está detido.
table-rule-clock-not-paused = O reloxo non está detido.
table-rule-clock-stopped = O reloxo está parado: a partida rematou.
table-rule-time-went-back = A hora indicada é anterior á última; non se cambiou nada.
table-rule-over = A partida rematou: { $result }
table-rule-illegal = { $move } non é unha xogada legal nesta posición.
table-rule-null-in-check = Aquí non cabe unha xogada nula: o bando que move está en xaque.
table-rule-wrong-clock = O reloxo do bando que move non está en marcha.
table-rule-draw-too-early = Só se poden acordar táboas despois de que ambos xogadores fixesen unha xogada (artigo 5.2.3).
table-rule-clock-unknown = A partida non trae tempos de reloxo, así que non se coñece o tempo das { $side ->
    [white] brancas
   *[black] negras
    }: o árbitro fíxao primeiro («axustar reloxo», artigo 7.1).
table-rule-retrace-beyond = Non se pode volver á media xogada { $ply }: { $plies ->
    [one] só se xogou unha
   *[other] só se xogaron { $plies }
}.
table-rule-no-flag = Non caeu ningunha bandeira.
table-rule-bad-start = A posición inicial non é legal: { $reason }
app-arbiter-file = { $what ->
    [envelope] O sobre (a xogada selada, só para o árbitro)
   *[referral] A posición final e a planilla para o árbitro designado
} está en { $path }.
app-arbiter-file-failed = Non se puido escribir { $what ->
    [envelope] o sobre
   *[referral] o rexistro para o árbitro designado
} en { $path }: { $reason }
table-repeat-first = Primeiro a xogada do rival: fágaa no seu taboleiro e introdúzaa: { $move }.
