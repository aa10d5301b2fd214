# O reloxo falante e os resultados (galego).
# Verbo en concordancia co primeiro número: "queda 1 minuto", "quedan 5 minutos".

clock-side = { $side ->
    [white] Brancas
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
    [one] { $n } xogada completada
   *[other] { $n } xogadas completadas
}
clock-join = { $first } e { $second }
clock-join-three = { $first }, { $second } e { $third }

clock-reading = { clock-side }: { $left_n ->
    [one] queda
   *[other] quedan
} { $left }; tempo usado, { $used }; { $moves }.
clock-call = { clock-side }: { $left_n ->
    [one] queda
   *[other] quedan
} { $left }.
clock-period = { clock-side }: comeza o período { $period }; { $added_n ->
    [one] engádese
   *[other] engádense
} { $added }.
clock-flag = { clock-side }: caeu a bandeira.
clock-both-flags-first = Caeron as dúas bandeiras; caeu primeiro a das { $first ->
    [white] brancas
   *[black] negras
}.
clock-both-flags-unknown = Caeron as dúas bandeiras; non se pode saber cal caeu primeiro.
clock-paused = Reloxo detido.
clock-resumed = Reloxo en marcha.

clock-result-checkmate = Gañan as { $winner ->
    [white] brancas
   *[black] negras
} por xaque mate.
clock-result-resignation = { $loser ->
    [white] As brancas abandonan; gañan as negras.
   *[black] As negras abandonan; gañan as brancas.
}
clock-result-timeout = Gañan as { $winner ->
    [white] brancas
   *[black] negras
} por tempo.
clock-result-arbiter-win = Decisión do árbitro: gañan as { $winner ->
    [white] brancas
   *[black] negras
}.
clock-result-stalemate = Táboas por rei afogado.
clock-result-dead-position = Táboas: posición morta.
clock-result-fivefold = Táboas pola quíntupla repetición da posición.
clock-result-seventy-five = Táboas pola regra dos 75 movementos.
clock-result-threefold-claim = Táboas: reclamada a tripla repetición.
clock-result-fifty-claim = Táboas: reclamada a regra dos 50 movementos.
clock-result-agreement = Táboas por acordo.
clock-result-timeout-draw = Táboas: { $flagged ->
    [white] ás brancas caeulles a bandeira, pero as negras non poden dar mate.
   *[black] ás negras caeulles a bandeira, pero as brancas non poden dar mate.
}
clock-result-resignation-draw = Táboas: { $loser ->
    [white] as brancas abandonaron, pero as negras non poden dar mate.
   *[black] as negras abandonaron, pero as brancas non poden dar mate.
}
clock-result-both-flags = Táboas: as dúas bandeiras caeron no último período.
clock-result-arbiter-draw = Decisión do árbitro: táboas.
clock-result-recorded-win = Segundo o impreso, gañaron as { $winner ->
    [white] brancas
   *[black] negras
}.
clock-result-recorded-draw = Segundo o impreso, táboas.
# Time left and used, without the moves (told unasked in tournament mode, Article 12.6).
clock-times = { clock-side }: { $left_n ->
    [one] queda
   *[other] quedan
} { $left }; tempo usado, { $used }.
# Asked (review "thinking"): the time the side on move has spent on its current move.
clock-thinking = { clock-side }: tempo usado na xogada { $n }, { $spent } ata agora.
clock-thinking-none = O reloxo non conta ningunha xogada: aínda non está en marcha, ou a partida rematou.
clock-unknown-side = { $side ->
    [white] Brancas
   *[black] Negras
    }: tempo descoñecido; fíxao o árbitro.
