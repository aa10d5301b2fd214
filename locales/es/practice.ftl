# Práctica contra un motor de ajedrez (src/engine): lo que el motor dice al jugador.

practice-level = Nivel { $level }, unos { $elo }.
practice-level-full = Nivel { $level }, máxima fuerza.
practice-no-such-level = No hay nivel { $level }: los niveles van del 1 al { $max }.
practice-playing = El motor juega con { $side ->
    [white] blancas
   *[black] negras
}. { $level }
practice-eval-none = El motor no ha dado ninguna evaluación.
practice-eval-equal = La posición está más o menos igualada.
practice-eval-better = { clock-side } están mejor por { $amount ->
    [half] cerca de medio peón
    [pawn] cerca de un peón
   *[more] cerca de { $count } peones
}.
practice-eval-winning = { clock-side } están ganando.
practice-eval-mate = { clock-side } dan mate en { $moves }.
practice-eval-mated = Jaque mate en el tablero.
practice-score = Evaluación: { $number } para las blancas.
practice-score-mate = Evaluación: { clock-side } dan mate en { $moves }.
practice-hint = Mueva su { $piece } de { $square }.
practice-best = Mejor jugada: { $move }.
practice-threat = La amenaza es { $move }.
practice-threat-in-check = Está en jaque: la amenaza es el propio jaque.
practice-no-move = No hay ninguna jugada legal.
practice-not-your-move = Le toca al motor: vuelva a preguntar cuando le toque a usted.
practice-nothing-to-take-back = No hay ninguna jugada suya que deshacer.
practice-draw-accepted = El motor acepta las tablas.
practice-draw-declined = El motor rechaza las tablas: cree que está mejor.
practice-fault-died = El motor se ha detenido.
practice-fault-hung = El motor no ha respondido a tiempo.
practice-fault-garbage = El motor ha escrito algo que no es UCI: { $line }
practice-fault-illegal = El motor ha jugado una jugada ilegal: { $move }.
practice-fault-given-up = El motor se abandonó tras un fallo anterior.
practice-fault-not-started = No se ha podido iniciar el motor { $path }: { $reason }. Instale Stockfish con «apt-get install stockfish» o indique otro motor con --engine RUTA o la ruta del motor en el archivo de configuración.
practice-restarting = Se inicia de nuevo y la partida sigue; no se pierde nada de lo registrado.
practice-given-up = Ha vuelto a fallar y se abandona: introduzca usted las jugadas del rival (F2 o «asiento vidente») o salga; la partida queda guardada.
practice-no-help-tournament = No hay ayuda en una mesa de torneo: el Apéndice D no permite ninguna asistencia.
practice-no-engine = En esta mesa no hay motor: «annabella practice» juega contra uno.
practice-study-only = Eso es un paso del estudio de una partida: «annabella study ARCHIVO».
practice-ask-takeback = ¿Deshacer su última jugada y la del motor? Diga { $yes } o { $no }.
practice-ask-new = ¿Empezar una partida nueva? Esta queda guardada. Diga { $yes } o { $no }.
practice-ask-flip = ¿Empezar una partida nueva cambiando los colores? Esta queda guardada. Diga { $yes } o { $no }.
practice-kept = No se ha cambiado nada.
practice-new-game = Una partida nueva.
practice-help = Con el motor: { $hint } (qué pieza mover), { $best } (su jugada), { $eval } (la evaluación en palabras), { $score } (como número), { $threat } (qué amenaza el rival), { $level } (decirlo o fijarlo, del 1 al 10), { $takeback }, { $new }, { $flip } (una partida nueva cambiando los colores).
practice-ask-arguments = «{ $got }»: no se entiende lo que sigue a «{ $said }». No se ha hecho nada.
