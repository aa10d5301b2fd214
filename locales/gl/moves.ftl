# Por que un texto escrito ou dito non é unha xogada.
parse-empty = Non hai nada que entender.
parse-too-long = Demasiado longo para ser unha xogada.
parse-unknown-word = Palabra descoñecida «{ $word }» (palabra { $position }); agardábase { $expected }.
parse-unexpected-word = Palabra inesperada «{ $word }» (palabra { $position }); agardábase { $expected }.
parse-incomplete = Xogada incompleta; agardábase { $expected }.
parse-notation = «{ $text }» non é unha xogada.
expected-move = unha peza, unha casa ou un enroque
expected-square = unha casa
expected-file = unha columna
expected-rank = unha fileira
expected-promotion-piece = a peza de promoción
expected-end = o final da xogada

# Por que unha xogada entendida non se pode facer.
move-ambiguous = Ambigua. Cal: { $candidates }?
move-or = ou
move-game-over = A partida rematou.
move-no-such-piece = { $square ->
    [none] Non ten { $piece }.
   *[other] Non ten { $piece } en { $square }.
}
move-own-piece = En { $square } hai unha peza propia.
move-nothing-to-capture = Non hai nada que capturar en { $square }.
move-not-en-passant = Esa non é unha captura ao paso.
move-cannot-reach = Non hai { $piece } que poida ir a { $square }.
move-king-in-check = Ilegal: o seu rei quedaría en xaque.
move-no-such-piece-on-file = Non ten { $piece } na columna { $file }.
move-no-such-piece-on-rank = Non ten { $piece } na fila { $rank }.
move-pinned = { $role ->
    [queen] A { $piece } de { $square } está cravada: o seu rei quedaría en xaque.
    [rook] A { $piece } de { $square } está cravada: o seu rei quedaría en xaque.
   *[other] O { $piece } de { $square } está cravado: o seu rei quedaría en xaque.
}
move-king-to-attacked = O seu rei non pode ir a { $square }: alí estaría en xaque.
move-ambiguous-reading = Ambigua. Quere dicir { $candidates }?
castling-short = Kurze Rochade
castling-long = Lange Rochade
castling-right-lost = { $castling } xa non é posible: o rei ou esa torre xa se moveron.
castling-blocked = { $castling } está bloqueado: hai pezas entre o rei e a torre.
castling-in-check = { $castling } non está permitido co rei en xaque.
castling-through-check = { $castling } non está permitido: o rei cruzaría ou pisaría unha casa atacada.
move-promotion-missing = Diga a peza de promoción en { $square }: { $choices }.
move-pawn-capture-without-file = Un peón que captura indica a columna da que sae; sen ela, un peón avanza pola súa columna ata { $square }. Quere dicir { $candidates }?
move-no-piece-on = { $role ->
    [none] Non hai ningunha peza en { $square }.
   *[other] A peza de { $square } ({ $piece }) non é súa.
}
move-not-promotion = Esa xogada non é unha promoción.
move-bad-promotion = Un peón non pode converterse en { $piece }.

# Unha xogada nula dunha partida lida dun PGN ("--"): non se move ningunha peza e xoga o outro
# bando. O Apéndice D non ten palabra para ela; dise na lingua da interface.
move-null = xogada nula (non se moveu ningunha peza; pasou a quenda)
