# Órdenes de repaso (src/review): respuestas a lo que un puesto pregunta sobre la partida.
# Casillas y piezas llegan en el estilo de anuncio del puesto ("Felix drei", "Springer").
# $side: "white" o "black". Los números eligen la forma del plural.

review-side = { $side ->
    [white] Blancas
   *[black] Negras
}
# Pieza con su color; el adjetivo concuerda con la pieza española (la dama y la torre son
# femeninas): "Springer blanco", "Dame blanca".
review-piece = { $piece } { $side ->
    [white] { $role ->
        [queen] blanca
        [rook] blanca
       *[other] blanco
    }
   *[black] { $role ->
        [queen] negra
        [rook] negra
       *[other] negro
    }
}
review-empty = vacía
review-square = { $square }: { $content }
review-empty-run = de { $from } a { $to }: vacías
# The squares that changed over the last $plies half-moves, each read as review-square.
review-changed = Cambios { $plies ->
    [one] en la última media jugada
   *[other] en las últimas { $plies } medias jugadas
}: { $squares }.
review-changed-none = Nada cambió { $plies ->
    [one] en la última media jugada
   *[other] en las últimas { $plies } medias jugadas
}.
review-list = { $piece }: { $squares }
review-list-none = { $piece }: no hay
review-side-list = { review-side }: { $groups }
review-group = { $piece } { $squares }

review-nothing-said = Todavía no se ha anunciado nada.
review-no-moves = Todavía no hay jugadas en la planilla.
review-no-such-move = La jugada { $number } no está en la planilla; la última es la { $last }.
review-ply = { $number }. { review-side }: { $move }
# The header of the game: $whiteseat and $blackseat name the seat of each player.
review-header = Blancas: { $white }, { $whiteseat }. Negras: { $black }, { $blackseat }. Torneo: { $event }. Lugar: { $site }. Ronda: { $round }. Fecha: { $date }.
review-unknown = desconocido
# The squares of one diagonal, from the player's own side.
review-diagonal = Diagonal de { $from } a { $to }: { $squares }

review-count = { $n } { $piece }
review-count-queen = { $n ->
    [one] { $n } dama
   *[other] { $n } damas
}
review-count-rook = { $n ->
    [one] { $n } torre
   *[other] { $n } torres
}
review-count-bishop = { $n ->
    [one] { $n } alfil
   *[other] { $n } alfiles
}
review-count-knight = { $n ->
    [one] { $n } caballo
   *[other] { $n } caballos
}
review-count-pawn = { $n ->
    [one] { $n } peón
   *[other] { $n } peones
}
review-material-side = { review-side }: { $counts }.
review-material-king = { review-side }: solo el rey.
review-material-equal = El material está igualado.
review-material-ahead = { review-side } { $n ->
    [one] tienen { $n } punto
   *[other] tienen { $n } puntos
} de ventaja.

review-attacks = { $square }, { $content }: { $attacked }; { $defended }.
review-attacked-by = atacantes: { $list }
review-not-attacked = sin atacantes
review-defended-by = defensores: { $list }
review-not-defended = sin defensores
review-moves = { $piece } en { $square }: { $list }.
review-no-legal-moves = { $piece } en { $square }: no tiene jugadas legales.
review-moves-unknown = { $square }: ahora no se pueden enumerar sus jugadas, porque el bando que juega está en jaque.
review-target-capture = { $square } captura { $piece }

review-turn = Juegan { $side ->
    [white] las blancas
   *[black] las negras
}.
review-turn-yours = Juegan { $side ->
    [white] las blancas
   *[black] las negras
}: le toca a usted.
review-turn-theirs = Juegan { $side ->
    [white] las blancas
   *[black] las negras
}: le toca a su rival.

review-confirm-resign = ¿Abandonar la partida? Diga { $yes } para confirmar o { $no } para cancelar.
review-confirm-draw = ¿Ofrecer tablas a su rival? Diga { $yes } para confirmar o { $no } para cancelar.
review-confirm-accept-draw = ¿Aceptar la oferta de tablas de su rival? Diga { $yes } para confirmar o { $no } para cancelar.
review-resigned = Abandono confirmado.
review-draw-offered = Oferta de tablas confirmada; se le comunicará a su rival.
review-draw-accepted = Acepta la oferta de tablas.
review-cancelled = Cancelado.
review-nothing-to-confirm = No hay nada que confirmar.
review-players-only = Solo un jugador puede abandonar u ofrecer tablas.
review-tournament-off = { $command }: no disponible en modo torneo. Los jugadores solo reciben la ayuda que permite el Apéndice D (11.3, D.2.10.4).

review-style = Estilo de anuncio: { $name }. Por ejemplo: { $example }.
review-style-name = { $style ->
    [fide] Apéndice D
    [fide-short] Apéndice D, corto
    [local] idioma propio
    [san] notación algebraica
   *[nato] alfabeto de la OTAN
}

review-key-enter = Intro
review-key-escape = Escape
review-key-ctrl = Ctrl+{ $key }
review-help-intro = Órdenes: pulse { $prefix } y después una tecla; o escriba o diga la palabra. En la línea de jugadas también sirven una barra y la tecla.
review-help-line = { $key }, { $word }: { $what }
review-help-casual = { $what } (partida libre)
review-help-repeat = repetir el último anuncio
review-help-said = sus últimos anuncios, como «dicho 5»
review-help-last = la última jugada de su planilla
review-help-history = las últimas jugadas, como «jugadas 6»
review-help-move = una jugada de su planilla por número, como «jugada 12»
review-help-pieces = dónde están sus piezas, como «dónde Springer»
review-help-opponent = dónde están las piezas del rival
review-help-rank = leer una fila, como «fila drei»
review-help-file = leer una columna, como «columna Eva»
review-help-square = qué hay en una casilla, como «casilla Felix drei»
review-help-diagonal = las dos diagonales, como «diagonal Cesar eins»
review-help-board = todo el tablero en listas de piezas
review-help-ranks = todo el tablero fila por fila
review-help-changed = casillas cambiadas en su tablero, como «cambios 4»
review-help-attackers = quién ataca y defiende una casilla
review-help-legal = las jugadas legales de una pieza
review-help-material = las piezas de cada bando; el balance en partidas libres
review-help-claims = repetición y 50 jugadas (9.2, 9.3)
review-help-turn = a quién le toca jugar
review-help-clock = los dos relojes con las jugadas completadas
review-help-thinking = cuánto lleva pensando el bando que juega
review-help-header = jugadores, torneo, lugar, ronda y fecha
review-help-resign = abandonar, tras una confirmación
review-help-draw = ofrecer tablas, tras una confirmación
review-help-yes = confirmar
review-help-no = cancelar
review-help-style = estilo de anuncio: fide, fide-short, local, san, nato
review-help-help = esta lista

review-expected = { $what ->
    [square] una casilla, como Felix drei o f3
    [file] una columna, como Eva o e
    [rank] una fila, como drei o 3
    [piece] una pieza, como Springer
    [number] un número
    [style] un estilo: fide, fide-short, local, san o nato
   *[nothing] nada más
}
review-error-empty = No hay nada que entender.
review-error-too-long = Demasiado largo para una orden.
review-error-not-command = Eso no es una orden. Diga { $help } para oír la lista.
review-error-key = Ninguna orden tiene la tecla { $key }. Pulse { $help } para oír la lista.
review-error-missing = { $command }: falta { $expected }.
review-error-unexpected = { $command }: se esperaba { $expected }, no «{ $word }».
review-error-extra = { $command }: «{ $word }» sobra.
# The counts behind draw claims: $times the position has stood on the board, $moves by each
# player without a pawn move or a capture.
review-claims = Esta posición ha estado en el tablero { $times ->
    [one] una vez
   *[other] { $times } veces
} (a la tercera se pueden reclamar tablas, 9.2; a la quinta termina la partida). { $moves ->
    [one] Una jugada
   *[other] { $moves } jugadas
} de cada jugador sin mover un peón ni capturar (con cincuenta se puede reclamar, 9.3; con setenta y cinco termina la partida).
