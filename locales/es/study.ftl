# Estudiar una partida jugada a jugada (src/study).

study-opened = { $white } contra { $black }, { $event }, { $result }, { $moves } medias jugadas. Diga siguiente o atrás para recorrerla, ayuda para los comandos.
study-move = { $side ->
    [white] Blancas
   *[black] Negras
} { $number }: { $move }
study-comment = Comentario: { $text }
study-nag = { $nag ->
    [1] Buena jugada.
    [2] Error.
    [3] Jugada brillante.
    [4] Error grave.
    [5] Jugada interesante.
    [6] Jugada dudosa.
    [7] Jugada forzada.
    [10] La posición está igualada.
    [13] La posición no está clara.
    [14] Las blancas están algo mejor.
    [15] Las negras están algo mejor.
    [16] Las blancas están mejor.
    [17] Las negras están mejor.
    [18] Las blancas están ganando.
    [19] Las negras están ganando.
   *[other] Anotación { $nag }.
}
study-variations = { $count ->
    [one] Una variante en su lugar: { $moves }.
   *[other] { $count } variantes en su lugar: { $moves }.
} Diga variante para entrar en ella.
study-at-start = El comienzo de la partida.
study-back = De vuelta a { $move }.
study-end-variation = El final de la variante. Diga línea principal para volver.
study-end-game = El final de la partida: { $result }.
study-no-such-move = En esta línea no hay jugada { $number } de las { $side ->
    [white] blancas
   *[black] negras
}.
study-variation-entered = Dentro de la variante.
study-no-variation = Aquí no hay ninguna variante.
study-variation-left = De vuelta en la línea de la que salía.
study-in-main-line = Esta es la línea principal.
study-fen = FEN: { $fen }
study-no-comment = Esta jugada no tiene comentario.
study-judged = { $judgement ->
    [inaccuracy] Una imprecisión.
    [mistake] Un error.
   *[blunder] Un error grave.
} Era mejor { $better }.
study-analysing = El motor analiza la partida, { $time } milisegundos por posición: { $total } posiciones.
study-progress = Jugada { $done } de { $total }.
study-analysed = El análisis ha terminado.
study-summary = { $side ->
    [white] Blancas
   *[black] Negras
}: { $inaccuracies } { $inaccuracies ->
    [one] imprecisión
   *[other] imprecisiones
}, { $mistakes } { $mistakes ->
    [one] error
   *[other] errores
}, { $blunders } { $blunders ->
    [one] error grave
   *[other] errores graves
}.
study-written = El análisis está escrito en { $path }.
study-write-failed = No se ha podido escribir el análisis en { $path }: { $reason }
study-no-analysis = Todavía no hay análisis: diga analizar.
study-analysis-running = El análisis sigue en marcha.
study-no-mistakes = El análisis no ha encontrado errores de los que aprender.
study-no-more-mistakes = No hay más errores. Diga errores para empezar de nuevo.
study-find-better = Jugada { $number }: usted jugó { $move }. Busque una jugada mejor.
study-played-move = Esa es la jugada de la partida. Busque una mejor o diga solución.
study-good-move = Buena jugada.
study-checking = Comprobando la jugada…
study-try-again = { $move } no es mejor. Inténtelo de nuevo o diga solución.
study-solution = La jugada mejor: { $move }.
study-nothing-to-solve = Aquí no hay nada que resolver: diga errores.
study-not-the-move = La partida siguió con { $move }. Diga jugar desde aquí para seguir contra el motor.
study-not-the-move-end = La línea termina aquí. Diga jugar desde aquí para seguir contra el motor.
study-status = Estudio: { $where }
study-status-start = Estudio: el comienzo de la partida.
study-help = En el estudio: { $next }, { $back }, { $first }, { $last }, { $goto } N, { $white } N, { $black } N, { $variation } [N], { $mainline }, { $comment }, { $fen }, { $analyse }, { $mistakes }, { $solution }, { $play }; una jugada introducida es un intento; teclas con la línea vacía: Derecha, Izquierda, Inicio, Fin.
study-practice-only = Eso es para una partida contra el motor: diga jugar desde aquí para jugar una desde esta posición.
