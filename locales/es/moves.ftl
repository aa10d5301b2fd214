# Por qué un texto escrito o dicho no es una jugada.
parse-empty = No hay nada que entender.
parse-too-long = Demasiado largo para ser una jugada.
parse-unknown-word = Palabra desconocida «{ $word }» (palabra { $position }); se esperaba { $expected }.
parse-unexpected-word = Palabra inesperada «{ $word }» (palabra { $position }); se esperaba { $expected }.
parse-incomplete = Jugada incompleta; se esperaba { $expected }.
parse-notation = «{ $text }» no es una jugada.
expected-move = una pieza, una casilla o un enroque
expected-square = una casilla
expected-file = una columna
expected-rank = una fila
expected-promotion-piece = la pieza de promoción
expected-end = el final de la jugada

# Por qué una jugada entendida no puede hacerse.
move-ambiguous = Ambigua. ¿Cuál: { $candidates }?
move-or = o
move-game-over = La partida ha terminado.
move-no-such-piece = { $square ->
    [none] No tiene { $piece }.
   *[other] No tiene { $piece } en { $square }.
}
move-own-piece = En { $square } hay una pieza propia.
move-nothing-to-capture = No hay nada que capturar en { $square }.
move-not-en-passant = Esa no es una captura al paso.
move-cannot-reach = No hay { $piece } que pueda ir a { $square }.
move-king-in-check = Ilegal: su rey quedaría en jaque.
move-no-such-piece-on-file = No tiene { $piece } en la columna { $file }.
move-no-such-piece-on-rank = No tiene { $piece } en la fila { $rank }.
move-pinned = { $role ->
    [queen] La { $piece } de { $square } está clavada: su rey quedaría en jaque.
    [rook] La { $piece } de { $square } está clavada: su rey quedaría en jaque.
   *[other] El { $piece } de { $square } está clavado: su rey quedaría en jaque.
}
move-king-to-attacked = Su rey no puede ir a { $square }: allí estaría en jaque.
move-ambiguous-reading = Ambigua. ¿Quiere decir { $candidates }?
castling-short = Kurze Rochade
castling-long = Lange Rochade
castling-right-lost = { $castling } ya no es posible: el rey o esa torre se han movido.
castling-blocked = { $castling } está bloqueado: hay piezas entre el rey y la torre.
castling-in-check = { $castling } no está permitido con el rey en jaque.
castling-through-check = { $castling } no está permitido: el rey cruzaría o pisaría una casilla atacada.
move-promotion-missing = Diga la pieza de promoción en { $square }: { $choices }.
move-pawn-capture-without-file = Un peón que captura indica la columna de la que sale; sin ella, un peón avanza por su columna hasta { $square }. ¿Quiere decir { $candidates }?
move-no-piece-on = { $role ->
    [none] No hay ninguna pieza en { $square }.
   *[other] La pieza de { $square } ({ $piece }) no es suya.
}
move-not-promotion = Esa jugada no es una promoción.
move-bad-promotion = Un peón no puede convertirse en { $piece }.

# Una jugada nula de una partida leída de un PGN ("--"): no se mueve ninguna pieza y juega el otro
# bando. El Apéndice D no tiene palabra para ella; se dice en el idioma de la interfaz.
move-null = jugada nula (no se movió ninguna pieza; pasó el turno)
