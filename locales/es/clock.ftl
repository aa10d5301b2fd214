# El reloj parlante y los resultados (español).
# Verbo en concordancia con el primer número: "queda 1 minuto", "quedan 5 minutos".

clock-side = { $side ->
    [white] Blancas
   *[black] Negras
}

clock-hours = { $n ->
    [one] { $n } hora
   *[other] { $n } horas
}
clock-minutes = { $n ->
    [one] { $n } minuto
   *[other] { $n } minutos
}
clock-seconds = { $n ->
    [one] { $n } segundo
   *[other] { $n } segundos
}
clock-moves = { $n ->
    [one] { $n } jugada completada
   *[other] { $n } jugadas completadas
}
clock-join = { $first } y { $second }
clock-join-three = { $first }, { $second } y { $third }

clock-reading = { clock-side }: { $left_n ->
    [one] queda
   *[other] quedan
} { $left }; tiempo usado, { $used }; { $moves }.
clock-call = { clock-side }: { $left_n ->
    [one] queda
   *[other] quedan
} { $left }.
clock-period = { clock-side }: comienza el periodo { $period }; { $added_n ->
    [one] se añade
   *[other] se añaden
} { $added }.
clock-flag = { clock-side }: ha caído la bandera.
clock-both-flags-first = Han caído las dos banderas; cayó primero la de { $first ->
    [white] las blancas
   *[black] las negras
}.
clock-both-flags-unknown = Han caído las dos banderas; no se puede saber cuál cayó primero.
clock-paused = Reloj detenido.
clock-resumed = Reloj en marcha.

clock-result-checkmate = Ganan { $winner ->
    [white] las blancas
   *[black] las negras
} por jaque mate.
clock-result-resignation = { $loser ->
    [white] Las blancas abandonan; ganan las negras.
   *[black] Las negras abandonan; ganan las blancas.
}
clock-result-timeout = Ganan { $winner ->
    [white] las blancas
   *[black] las negras
} por tiempo.
clock-result-arbiter-win = Decisión arbitral: ganan { $winner ->
    [white] las blancas
   *[black] las negras
}.
clock-result-stalemate = Tablas por rey ahogado.
clock-result-dead-position = Tablas: posición muerta.
clock-result-fivefold = Tablas por quíntuple repetición de la posición.
clock-result-seventy-five = Tablas por la regla de los 75 movimientos.
clock-result-threefold-claim = Tablas: triple repetición reclamada.
clock-result-fifty-claim = Tablas: regla de los 50 movimientos reclamada.
clock-result-agreement = Tablas por acuerdo.
clock-result-timeout-draw = Tablas: { $flagged ->
    [white] a las blancas se les cayó la bandera, pero las negras no pueden dar mate.
   *[black] a las negras se les cayó la bandera, pero las blancas no pueden dar mate.
}
clock-result-resignation-draw = Tablas: { $loser ->
    [white] las blancas abandonaron, pero las negras no pueden dar mate.
   *[black] las negras abandonaron, pero las blancas no pueden dar mate.
}
clock-result-both-flags = Tablas: las dos banderas cayeron en el último periodo.
clock-result-arbiter-draw = Decisión arbitral: tablas.
clock-result-recorded-win = Según la planilla, ganaron { $winner ->
    [white] las blancas
   *[black] las negras
}.
clock-result-recorded-draw = Según la planilla, tablas.
# Time left and used, without the moves (told unasked in tournament mode, Article 12.6).
clock-times = { clock-side }: { $left_n ->
    [one] queda
   *[other] quedan
} { $left }; tiempo usado, { $used }.
# Asked (review "thinking"): the time the side on move has spent on its current move.
clock-thinking = { clock-side }: tiempo usado en la jugada { $n }, { $spent } hasta ahora.
clock-thinking-none = El reloj no cuenta ninguna jugada: aún no está en marcha, o la partida ha terminado.
clock-unknown-side = { $side ->
    [white] Blancas
   *[black] Negras
    }: tiempo desconocido; lo fija el árbitro.
