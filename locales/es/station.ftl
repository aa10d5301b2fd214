# La pantalla completa del puesto del árbitro (annabella hall sin --reader).

station-title = annabella · puesto del árbitro · sala { $hall }
station-tables = Mesas: { $count }, que necesitan al árbitro: { $needing }
station-players = { $white } contra { $black }
station-round = ronda { $round }
station-flag = { $side ->
    [white] ha caído la bandera de las blancas
   *[black] ha caído la bandera de las negras
}
station-in-sync = sincronizada
station-open-title = La mesa { $table } está abierta · Escape: volver a la lista
station-moves = Jugadas
station-events = Mesa { $table } desde que se abrió
station-input = Número de mesa o acción del árbitro
station-input-hint = Intro envía; F1 ayuda
station-quit-ask = ¿Salir del puesto? Pulse Ctrl-Q otra vez o escriba sí para salir; cualquier otra cosa sigue.
station-quit-kept = El puesto sigue.
station-help =
    La lista muestra todas las mesas, primero las que necesitan al árbitro, marcadas con "!".
    Arriba, Abajo, Re Pág, Av Pág, Inicio, Fin: mover el foco por la lista.
    Intro: abrir la mesa que tiene el foco; Escape: volver a la lista. Con una mesa abierta, Arriba y Abajo recuperan las líneas escritas.
    Escriba el número de una mesa e Intro para abrirla; "list" dice todas las mesas.
    Con una mesa abierta, escriba una acción del árbitro e Intro: va solo a esa mesa, y se dice lo que la mesa aplicó.
    F6, F7: los anuncios uno atrás, uno adelante, dichos otra vez (con una mesa abierta también Re Pág, Av Pág).
    Ctrl-Q o "quit": salir del puesto (se pregunta antes). F1: esta ayuda.
    En la lista, una acción del árbitro escrita va a la mesa que tiene el foco (así se acepta o se rechaza una reclamación desde allí).
    Las acciones del árbitro:
