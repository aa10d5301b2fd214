# Práctica contra un motor de xadrez (src/engine): o que o motor lle di ao xogador.

practice-level = Nivel { $level }, uns { $elo }.
practice-level-full = Nivel { $level }, forza máxima.
practice-no-such-level = Non hai nivel { $level }: os niveis van do 1 ao { $max }.
practice-playing = O motor xoga con { $side ->
    [white] brancas
   *[black] negras
}. { $level }
practice-eval-none = O motor non deu ningunha avaliación.
practice-eval-equal = A posición está máis ou menos igualada.
practice-eval-better = { clock-side } están mellor por { $amount ->
    [half] preto de medio peón
    [pawn] preto dun peón
   *[more] preto de { $count } peóns
}.
practice-eval-winning = { clock-side } están gañando.
practice-eval-mate = { clock-side } dan mate en { $moves }.
practice-eval-mated = Xaque mate no taboleiro.
practice-score = Avaliación: { $number } para as brancas.
practice-score-mate = Avaliación: { clock-side } dan mate en { $moves }.
practice-hint = Mova o seu { $piece } de { $square }.
practice-best = Mellor xogada: { $move }.
practice-threat = A ameaza é { $move }.
practice-threat-in-check = Está en xaque: a ameaza é o propio xaque.
practice-no-move = Non hai ningunha xogada legal.
practice-not-your-move = Tócalle ao motor: volva preguntar cando lle toque a vostede.
practice-nothing-to-take-back = Non hai ningunha xogada súa que desfacer.
practice-draw-accepted = O motor acepta as táboas.
practice-draw-declined = O motor rexeita as táboas: cre que está mellor.
practice-fault-died = O motor detívose.
practice-fault-hung = O motor non respondeu a tempo.
practice-fault-garbage = O motor escribiu algo que non é UCI: { $line }
practice-fault-illegal = O motor xogou unha xogada ilegal: { $move }.
practice-fault-given-up = O motor abandonouse tras un fallo anterior.
practice-fault-not-started = Non se puido iniciar o motor { $path }: { $reason }. Instale Stockfish con «apt-get install stockfish» ou indique outro motor con --engine RUTA ou a ruta do motor no ficheiro de configuración.
practice-restarting = Iníciase de novo e a partida segue; non se perde nada do rexistrado.
practice-given-up = Volveu fallar e abandónase: introduza vostede as xogadas do rival (F2 ou «asento vidente») ou saia; a partida queda gardada.
practice-no-help-tournament = Non hai axuda nunha mesa de torneo: o Apéndice D non permite ningunha asistencia.
practice-no-engine = Nesta mesa non hai motor: «annabella practice» xoga contra un.
practice-study-only = Iso é un paso do estudo dunha partida: «annabella study FICHEIRO».
practice-ask-takeback = Desfacer a súa última xogada e a do motor? Diga { $yes } ou { $no }.
practice-ask-new = Comezar unha partida nova? Esta queda gardada. Diga { $yes } ou { $no }.
practice-ask-flip = Comezar unha partida nova cambiando as cores? Esta queda gardada. Diga { $yes } ou { $no }.
practice-kept = Non se cambiou nada.
practice-new-game = Unha partida nova.
practice-help = Co motor: { $hint } (que peza mover), { $best } (a súa xogada), { $eval } (a avaliación en palabras), { $score } (como número), { $threat } (que ameaza o rival), { $level } (dicilo ou fixalo, do 1 ao 10), { $takeback }, { $new }, { $flip } (unha partida nova cambiando as cores).
practice-ask-arguments = «{ $got }»: non se entende o que segue a «{ $said }». Non se fixo nada.
