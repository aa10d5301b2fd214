# Estudar unha partida xogada a xogada (src/study).

study-opened = { $white } contra { $black }, { $event }, { $result }, { $moves } medias xogadas. Diga seguinte ou atrás para percorrela, axuda para os comandos.
study-move = { $side ->
    [white] Brancas
   *[black] Negras
} { $number }: { $move }
study-comment = Comentario: { $text }
study-nag = { $nag ->
    [1] Boa xogada.
    [2] Erro.
    [3] Xogada brillante.
    [4] Erro grave.
    [5] Xogada interesante.
    [6] Xogada dubidosa.
    [7] Xogada forzada.
    [10] A posición está igualada.
    [13] A posición non está clara.
    [14] As brancas están algo mellor.
    [15] As negras están algo mellor.
    [16] As brancas están mellor.
    [17] As negras están mellor.
    [18] As brancas están gañando.
    [19] As negras están gañando.
   *[other] Anotación { $nag }.
}
study-variations = { $count ->
    [one] Unha variante no seu lugar: { $moves }.
   *[other] { $count } variantes no seu lugar: { $moves }.
} Diga variante para entrar nela.
study-at-start = O comezo da partida.
study-back = De volta a { $move }.
study-end-variation = O final da variante. Diga liña principal para volver.
study-end-game = O final da partida: { $result }.
study-no-such-move = Nesta liña non hai xogada { $number } das { $side ->
    [white] brancas
   *[black] negras
}.
study-variation-entered = Dentro da variante.
study-no-variation = Aquí non hai ningunha variante.
study-variation-left = De volta na liña da que saía.
study-in-main-line = Esta é a liña principal.
study-fen = FEN: { $fen }
study-no-comment = Esta xogada non ten comentario.
study-judged = { $judgement ->
    [inaccuracy] Unha imprecisión.
    [mistake] Un erro.
   *[blunder] Un erro grave.
} Era mellor { $better }.
study-analysing = O motor analiza a partida, { $time } milisegundos por posición: { $total } posicións.
study-progress = Xogada { $done } de { $total }.
study-analysed = A análise rematou.
study-summary = { $side ->
    [white] Brancas
   *[black] Negras
}: { $inaccuracies } { $inaccuracies ->
    [one] imprecisión
   *[other] imprecisións
}, { $mistakes } { $mistakes ->
    [one] erro
   *[other] erros
}, { $blunders } { $blunders ->
    [one] erro grave
   *[other] erros graves
}.
study-written = A análise está escrita en { $path }.
study-write-failed = Non se puido escribir a análise en { $path }: { $reason }
study-no-analysis = Aínda non hai análise: diga analizar.
study-analysis-running = A análise segue en marcha.
study-no-mistakes = A análise non atopou erros dos que aprender.
study-no-more-mistakes = Non hai máis erros. Diga erros para comezar de novo.
study-find-better = Xogada { $number }: vostede xogou { $move }. Busque unha xogada mellor.
study-played-move = Esa é a xogada da partida. Busque unha mellor ou diga solución.
study-good-move = Boa xogada.
study-checking = Comprobando a xogada…
study-try-again = { $move } non é mellor. Ténteo de novo ou diga solución.
study-solution = A xogada mellor: { $move }.
study-nothing-to-solve = Aquí non hai nada que resolver: diga erros.
study-not-the-move = A partida seguiu con { $move }. Diga xogar desde aquí para seguir contra o motor.
study-not-the-move-end = A liña remata aquí. Diga xogar desde aquí para seguir contra o motor.
study-status = Estudo: { $where }
study-status-start = Estudo: o comezo da partida.
study-help = No estudo: { $next }, { $back }, { $first }, { $last }, { $goto } N, { $white } N, { $black } N, { $variation } [N], { $mainline }, { $comment }, { $fen }, { $analyse }, { $mistakes }, { $solution }, { $play }; unha xogada introducida é un intento; teclas coa liña baleira: Dereita, Esquerda, Inicio, Fin.
study-practice-only = Iso é para unha partida contra o motor: diga xogar desde aquí para xogar unha desde esta posición.
