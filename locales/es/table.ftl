# La mesa: dos tableros, dos planillas, el procedimiento del Apéndice D.
# $seat es un puesto ("el jugador invidente"); $side viene de clock-side ("Blancas").
# "retrace" y "fixed" son órdenes del árbitro y no se traducen.
table-mode-tournament = Modo torneo: las jugadas se registran tal como se introducen; a petición solo se informa del tiempo y del número de jugadas.
table-mode-casual = Partida libre: las jugadas ilegales se rechazan explicando el motivo.
table-seat-blind = el jugador invidente
table-seat-sighted = el jugador vidente
table-seat-arbiter = el árbitro
# Un puesto como sujeto de un verbo transitivo; aquí igual que arriba.
table-seat-blind-agent = el jugador invidente
table-seat-sighted-agent = el jugador vidente
table-seat-arbiter-agent = el árbitro
table-read-back = { $move }. ¿Confirmar o retirar?
table-announced = Anunciada.
table-correction = Corrección: { $move }
table-corrected = Corregida: { $move }.
table-not-your-turn = Ahora no le corresponde hacer eso.
table-arbiter-only = Eso solo puede hacerlo el árbitro.
table-nothing-pending = No hay ninguna jugada pendiente para eso.
table-waiting-arbiter = La partida está detenida: se espera al árbitro.
table-game-over = La partida ha terminado.
table-still-diverged = Los tableros aún no coinciden; corríjalos antes de reanudar la partida.
table-resumed = Se reanuda la partida.
table-illegal-flagged = Jugada ilegal en la media jugada { $ply } ({ $seat }): { $move }. Aplicar el artículo 7.5 corresponde al árbitro.
table-log-correction = Lapsus corregido en la media jugada { $ply } ({ $seat }): { $old } pasó a ser { $new }.
table-white = blancas
table-black = negras
table-piece = { $piece } de las { $color }
table-empty = vacía
table-divergence-sheets = Las planillas difieren en la media jugada { $ply }: el jugador invidente anotó { $blind }; el jugador vidente, { $sighted }.
table-divergence-boards = Los tableros difieren tras la media jugada { $ply }: { $squares }.
table-square-differs = { $square }: { $blind } en el tablero del jugador invidente, { $sighted } en el del jugador vidente
table-retraced = Vuelta a la media jugada { $ply }. Relojes restablecidos: { $clocks }
table-fixed = Tablero colocado según su planilla ({ $seat }).
table-clock-started = El reloj está en marcha.
table-clock-stopped = El reloj está parado.
table-clock-set = Reloj de las { $side } puesto en { $time }.
table-time-added = Reloj de las { $side }: { $time } más.
table-time-taken = Reloj de las { $side }: { $time } menos.
table-declared = Resultado declarado: { $result }
table-repair-nothing = Los tableros y las planillas coinciden; no hay nada que corregir.
table-repair-illegal = Jugada ilegal en la media jugada { $ply } ({ $seat }, artículo 7.5): vuelva ambos tableros y planillas a la media jugada { $before }, la posición anterior: retroceder { $before }. Después ajuste los relojes (7.5.5) y reanude.
table-repair-retrace = Las planillas difieren desde la media jugada { $first }. Vuelva ambos tableros a la media jugada { $ply }, donde coinciden, y ambos relojes a sus lecturas de entonces: retroceder { $ply }. Después ajuste los relojes si hace falta y reanude.
table-repair-board = Las planillas coinciden. Coloque el tablero según su planilla ({ $seat }): { $squares }. Después: arreglado { $name ->
    [blind] invidente
    [sighted] vidente
   *[arbiter] árbitro
}.
table-repair-square = { $square }: { $content }

# The application around the table.
table-recorded = Anotada: { $move }.
app-help = Escriba una jugada en cualquier forma y confírmela.
app-help-commands =
    confirmar: confirmar la jugada leída
    corregir <jugada>: corregir un lapsus antes de pulsar el reloj
    pulsar: pulsar el reloj
app-help-common =
    tiempo: los relojes y las jugadas
    asiento <puesto>: cambiar el puesto ante el teclado
    ayuda: esta ayuda
    salir: salir del programa
app-help-arbiter =
    iniciar, pausa, reanudar: poner en marcha, parar o reanudar el reloj
    reparar: los pasos para corregir los registros
    retroceder <media jugada>: volver ambos registros a ella
    ajustar reloj <bando> <h:mm:ss>: poner un reloj
    cambiar tiempo <bando> <m:ss>: añadir tiempo (-m:ss lo quita)
    arreglado <puesto>: ese tablero se puso según su planilla
    declarar <resultado>: declarar 1-0, 0-1 o 1/2-1/2
app-help-review-line = Consulta: escriba la palabra, o una barra y la tecla («/l»).
app-help-keys =
    Teclas: F1 ayuda, F2 cambiar de puesto, F5 tiempo, F9 pulsar el reloj
    Tab: tablero o línea de entrada; las flechas se mueven por el tablero
    En el tablero: k q r b n p el siguiente rey, dama, torre, alfil, caballo, peón (en mayúscula: el anterior); 1 a 8 esa fila; Intro lee la casilla
app-board-none = No hay ningún { $piece } en su tablero.
app-line-too-long = Esa línea es demasiado larga (64 KB o más): no se ha hecho nada.
app-seat = Ante el teclado: { $seat }.
app-status-entering = Juegan { $side }.
app-status-readback = Se ha leído la jugada { $move }; falta confirmarla.
app-status-made = La jugada { $move } está hecha; falta pulsar el reloj.
app-status-repeating = Se espera a que { $seat } repita { $move }.
ui-mode-tournament = Modo torneo
ui-mode-casual = Modo libre
ui-board-blind = Tablero del jugador ciego
ui-board-sighted = Tablero del jugador vidente
ui-board-one = Tablero
ui-running = en marcha
ui-clocks-and-moves = Relojes y jugadas
ui-announcements = Anuncios
ui-input = Jugada u orden
table-draw-offered = Oferta de tablas: { $seat }.
app-recovered = La partida se ha recuperado de su diario. El reloj sigue parado hasta que el árbitro lo reanude; el tiempo que el programa estuvo detenido no se cuenta a nadie.
app-recovered-adjourned = La partida se ha recuperado de su diario. Está aplazada, con la jugada sellada: el reloj sigue parado hasta que el árbitro abra el sobre (abrir sobre); el tiempo que el programa estuvo detenido no se cuenta a nadie.
app-recovered-casual = La partida se ha recuperado de su diario. El reloj sigue parado hasta que un jugador escriba reanudar; el tiempo que el programa estuvo detenido no se cuenta a nadie.
app-recovered-practice = La partida se ha recuperado de su diario; el tiempo que el programa estuvo detenido no se cuenta a nadie.
table-withdrawn = Retirada: { $move }. Introduzca de nuevo su jugada.
app-clock-waits-arbiter = El reloj aún no está en marcha: el árbitro lo pone en marcha con iniciar.
app-clock-waits-players = El reloj aún no está en marcha: escriba iniciar, o la primera jugada, y se pondrá en marcha.
app-unknown = «{ $text }» no es ni una orden ni una jugada: { $why } Escriba ayuda para ver las órdenes.
app-not-started = El reloj aún no está en marcha: lo pone en marcha el árbitro.
app-nothing-to-confirm = No tiene nada que confirmar. { $status }
app-confirm-word = Intro solo confirma después de la relectura: { $move }. Escriba confirmar, o no para retirarla.
app-quit-ask = ¿Salir de la partida? { $key ->
    [none] Escriba salir otra vez o sí para salir
   *[other] Pulse { $key } otra vez o escriba sí para salir
}; cualquier otra cosa sigue.
app-key-ctrl = Ctrl-{ $letter }
app-quit-kept = La partida sigue.
app-quit = El programa termina.
# Las Leyes en la mesa: reclamaciones de pieza tocada, final a ritmo rápido, aplazamiento.
table-declined = { $seat } rechaza la oferta de tablas.
table-touch-claimed = { $seat } informa al árbitro de que el adversario ha tocado { $piece } en { $square }.
table-position = Posición: { $fen }
table-touch-upheld = Reclamación aceptada: { $seat } debe mover o capturar { $piece } en { $square } (Artículo 4.3).
table-touch-upheld-free = Reclamación aceptada, pero ninguna jugada legal mueve ni captura { $piece } en { $square }: { $seat } puede hacer cualquier jugada legal.
table-touch-rejected = Reclamación de pieza tocada en { $square } desestimada; sigue la partida.
table-increment-requested = { $seat } tiene menos de dos minutos y pide un incremento de cinco segundos para ambos jugadores (Directrices III.4); es también una oferta de tablas.
table-increment-introduced = El árbitro acepta: desde ahora ambos jugadores reciben { $increment } por jugada; { $side }: { $time } más.
table-increment-refused = El árbitro no acepta el incremento; la partida sigue como antes.
table-draw-claimed = { $seat } tiene menos de dos minutos y reclama tablas (Directrices III.5); decide el árbitro.
table-claim-postponed = El árbitro aplaza la decisión sobre la reclamación de tablas; sigue la partida.
table-claim-postponed-time = El árbitro aplaza la decisión sobre la reclamación de tablas; { $side }: { $time } más.
table-claim-rejected = Se desestima la reclamación de tablas; { $side }: { $time } más.
table-claim-referred = { $seat } reclama tablas con menos de dos minutos. Sin árbitro, esto concluye la partida: la posición final y la planilla van al árbitro designado (Directrices III.6).
table-adjourned = El árbitro aplaza la partida: { $seat } sella su jugada y luego pulsa el reloj. Reanudación: { $resumption }.
table-move-sealed = { $seat } ha sellado la jugada { $number }; el reloj está parado y el sobre lo tiene el árbitro.
table-envelope-opened = Se abre el sobre: { $seat } selló { $move }.
table-envelope-asked = El árbitro abre el sobre: el dispositivo en el que { $seat } selló la jugada la revela en cuanto esté conectado.
table-release-mismatch = La jugada que revela el dispositivo de quien selló no es la sellada para el árbitro: el sobre sigue cerrado; decide el árbitro.
table-replay-refused = Una petición de otro dispositivo no se puede leer ({ $detail }); no se ha tomado nada de ella.
table-sealed = Jugada secreta: { $move }. Séllela de nuevo para cambiarla; pulse el reloj para cerrar el sobre.
table-touch-forfeited = Ha tocado una pieza para moverla: ya no puede reclamar la pieza tocada por su adversario (Artículo 4.8).
table-touch-not-their-move = Su adversario no está en juego ahora: no hay pieza tocada que reclamar.
table-touch-empty = No hay ninguna pieza en { $square }.
table-must-move-touched = Se aceptó la reclamación de pieza tocada: mueva o capture { $piece } en { $square } (Artículo 4.3).
table-nothing-claimed = No hay ninguna reclamación ni petición de ese tipo que decidir.
table-not-under-two-minutes = Solo con menos de dos minutos en su reloj (Directrices III.4 y III.5).
table-has-increment = El final a ritmo rápido de las Directrices III es para partidas sin incremento.
table-not-your-move = Solo puede hacerlo el jugador que está en juego.
table-not-adjourned = La partida no está aplazada, o la jugada secreta no está lista para eso.
table-adjourned-refusal = La partida está aplazada: el jugador en juego sella su jugada; se reanuda cuando el árbitro abra el sobre.
table-adjourned-sealed = La partida está aplazada y su jugada, sellada: se reanuda cuando el árbitro abra el sobre.
table-envelope-unread = La jugada secreta no se puede leer en este dispositivo: su clave no está aquí. El árbitro restablece la posición y los relojes (Directrices I.12).
table-move-sealed-player = { $seat } ha sellado su jugada; el reloj está parado y el sobre lo tiene el árbitro.
table-retraced-quiet = El árbitro ha hecho retroceder ambos tableros y planillas y ha restablecido los relojes; pida el tiempo para oírlos.
table-claim-incorrect = La reclamación de tablas por { $kind ->
    [threefold] triple repetición
   *[fifty] la regla de los cincuenta movimientos
    } es incorrecta: el árbitro añade { $time } a { $side } (artículo 9.5.3){ $written ->
    [yes] , y la jugada anotada debe realizarse
   *[no] {""}
    }.
table-must-play-written = La jugada anotada con la reclamación debe realizarse: { $move } (artículo 9.5.3).
table-down-time = El programa se detuvo mientras corría el reloj de { $side ->
    [white] las blancas
   *[black] las negras
    }: su último registro es de { $since } UTC, y desde entonces ({ $time }) no hay ningún registro. El reloj está parado; el árbitro decide qué se cuenta (artículo 6.11: «cambiar tiempo» o «ajustar reloj») y luego «reanudar».
table-both-flags-continue = Han caído las dos banderas y no se puede saber cuál cayó primero; no es el último periodo, así que la partida continúa (Directrices III.3.1).
table-one-board = En un solo tablero la jugada se realiza al introducirla: no hay nada que repetir en voz alta, confirmar, corregir, pulsar ni reproducir.

# Por qué las reglas de la partida rechazaron una orden.
table-rule-clock-not-started = El reloj aún no se ha puesto en marcha.
table-rule-clock-already-started = El reloj ya está en marcha.
table-rule-clock-paused = El reloj está detenido.
table-rule-clock-not-paused = El reloj no está detenido.
table-rule-clock-stopped = El reloj está parado: la partida ha terminado.
table-rule-time-went-back = La hora indicada es anterior a la última; no se ha cambiado nada.
table-rule-over = La partida ha terminado: { $result }
table-rule-illegal = { $move } no es una jugada legal en esta posición.
table-rule-null-in-check = Aquí no cabe una jugada nula: el bando que mueve está en jaque.
table-rule-wrong-clock = El reloj del bando que mueve no está en marcha.
table-rule-draw-too-early = Solo se puede acordar tablas después de que ambos jugadores hayan hecho una jugada (artículo 5.2.3).
table-rule-clock-unknown = La partida no trae tiempos de reloj, así que no se conoce el tiempo de { $side ->
    [white] las blancas
   *[black] las negras
    }: el árbitro lo fija primero («ajustar reloj», artículo 7.1).
table-rule-retrace-beyond = No se puede volver a la media jugada { $ply }: { $plies ->
    [one] solo se ha jugado una
   *[other] solo se han jugado { $plies }
}.
table-rule-no-flag = No ha caído ninguna bandera.
table-rule-bad-start = La posición inicial no es legal: { $reason }
app-arbiter-file = { $what ->
    [envelope] El sobre (la jugada secreta, solo para el árbitro)
   *[referral] La posición final y la planilla para el árbitro designado
} está en { $path }.
app-arbiter-file-failed = No se pudo escribir { $what ->
    [envelope] el sobre
   *[referral] el registro para el árbitro designado
} en { $path }: { $reason }
table-repeat-first = Primero la jugada del rival: hágala en su tablero e introdúzcala: { $move }.
