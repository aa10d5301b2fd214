# Ordes de repaso (src/review): respostas ao que un posto pregunta sobre a partida.
# Casas e pezas chegan no estilo de anuncio do posto ("Felix drei", "Springer").
# $side: "white" ou "black". Os números escollen a forma do plural.

review-side = { $side ->
    [white] Brancas
   *[black] Negras
}
# Peza coa súa cor; o adxectivo concorda coa peza galega (a dama e a torre son femininas):
# "Springer branco", "Dame branca".
review-piece = { $piece } { $side ->
    [white] { $role ->
        [queen] branca
        [rook] branca
       *[other] branco
    }
   *[black] { $role ->
        [queen] negra
        [rook] negra
       *[other] negro
    }
}
review-empty = baleira
review-square = { $square }: { $content }
review-empty-run = de { $from } a { $to }: baleiras
# The squares that changed over the last $plies half-moves, each read as review-square.
review-changed = Cambios { $plies ->
    [one] na última media xogada
   *[other] nas últimas { $plies } medias xogadas
}: { $squares }.
review-changed-none = Nada cambiou { $plies ->
    [one] na última media xogada
   *[other] nas últimas { $plies } medias xogadas
}.
review-list = { $piece }: { $squares }
review-list-none = { $piece }: non hai
review-side-list = { review-side }: { $groups }
review-group = { $piece } { $squares }

review-nothing-said = Aínda non se anunciou nada.
review-no-moves = Aínda non hai xogadas na planilla.
review-no-such-move = A xogada { $number } non está na planilla; a última é a { $last }.
review-ply = { $number }. { review-side }: { $move }
# The header of the game: $whiteseat and $blackseat name the seat of each player.
review-header = Brancas: { $white }, { $whiteseat }. Negras: { $black }, { $blackseat }. Torneo: { $event }. Lugar: { $site }. Rolda: { $round }. Data: { $date }.
review-unknown = descoñecido
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
    [one] { $n } bispo
   *[other] { $n } bispos
}
review-count-knight = { $n ->
    [one] { $n } cabalo
   *[other] { $n } cabalos
}
review-count-pawn = { $n ->
    [one] { $n } peón
   *[other] { $n } peóns
}
review-material-side = { review-side }: { $counts }.
review-material-king = { review-side }: só o rei.
review-material-equal = O material está igualado.
review-material-ahead = { review-side } { $n ->
    [one] teñen { $n } punto
   *[other] teñen { $n } puntos
} de vantaxe.

review-attacks = { $square }, { $content }: { $attacked }; { $defended }.
review-attacked-by = atacantes: { $list }
review-not-attacked = sen atacantes
review-defended-by = defensores: { $list }
review-not-defended = sen defensores
review-moves = { $piece } en { $square }: { $list }.
review-no-legal-moves = { $piece } en { $square }: non ten xogadas legais.
review-moves-unknown = { $square }: agora non se poden enumerar as súas xogadas, porque o bando que xoga está en xaque.
review-target-capture = { $square } captura { $piece }

review-turn = Xogan { $side ->
    [white] as brancas
   *[black] as negras
}.
review-turn-yours = Xogan { $side ->
    [white] as brancas
   *[black] as negras
}: tócalle a vostede.
review-turn-theirs = Xogan { $side ->
    [white] as brancas
   *[black] as negras
}: tócalle ao seu rival.

review-confirm-resign = Abandonar a partida? Diga { $yes } para confirmar ou { $no } para cancelar.
review-confirm-draw = Ofrecerlle táboas ao seu rival? Diga { $yes } para confirmar ou { $no } para cancelar.
review-confirm-accept-draw = Aceptar a oferta de táboas do seu rival? Diga { $yes } para confirmar ou { $no } para cancelar.
review-resigned = Abandono confirmado.
review-draw-offered = Oferta de táboas confirmada; comunicaráselle ao seu rival.
review-draw-accepted = Acepta a oferta de táboas.
review-cancelled = Cancelado.
review-nothing-to-confirm = Non hai nada que confirmar.
review-players-only = Só un xogador pode abandonar ou ofrecer táboas.
review-tournament-off = { $command }: non dispoñible no modo torneo. Os xogadores só reciben a axuda que permite o Apéndice D (11.3, D.2.10.4).

review-style = Estilo de anuncio: { $name }. Por exemplo: { $example }.
review-style-name = { $style ->
    [fide] Apéndice D
    [fide-short] Apéndice D, curto
    [local] lingua propia
    [san] notación alxébrica
   *[nato] alfabeto da OTAN
}

review-key-enter = Intro
review-key-escape = Escape
review-key-ctrl = Ctrl+{ $key }
review-help-intro = Ordes: prema { $prefix } e despois unha tecla; ou escriba ou diga a palabra. Na liña de xogadas tamén serven unha barra e a tecla.
review-help-line = { $key }, { $word }: { $what }
review-help-casual = { $what } (partida libre)
review-help-repeat = repetir o último anuncio
review-help-said = os seus últimos anuncios, como «dito 5»
review-help-last = a última xogada da súa planilla
review-help-history = as últimas xogadas, como «xogadas 6»
review-help-move = unha xogada da súa planilla por número, como «xogada 12»
review-help-pieces = onde están as súas pezas, como «onde Springer»
review-help-opponent = onde están as pezas do seu rival
review-help-rank = ler unha fila, por exemplo «fila drei»
review-help-file = ler unha columna, por exemplo «columna Eva»
review-help-square = que hai nunha casa, como «casa Felix drei»
review-help-diagonal = as dúas diagonais, como «diagonal Cesar eins»
review-help-board = todo o taboleiro en listas de pezas
review-help-ranks = todo o taboleiro fila por fila
review-help-changed = casas cambiadas no seu taboleiro, como «cambios 4»
review-help-attackers = atacantes e defensores dunha casa
review-help-legal = as xogadas legais dunha peza
review-help-material = as pezas de cada bando; o balance en partidas libres
review-help-claims = repeticións e regra das 50 (9.2, 9.3)
review-help-turn = a quen lle toca xogar
review-help-clock = os dous reloxos coas xogadas completadas
review-help-thinking = canto leva pensando o bando que xoga
review-help-header = xogadores, torneo, lugar, rolda e data
review-help-resign = abandonar, tras unha confirmación
review-help-draw = ofrecer táboas, tras unha confirmación
review-help-yes = confirmar
review-help-no = cancelar
review-help-style = estilo de anuncio: fide, fide-short, local, san, nato
review-help-help = esta lista

review-expected = { $what ->
    [square] unha casa, como Felix drei ou f3
    [file] unha columna, como Eva ou e
    [rank] unha fila, como drei ou 3
    [piece] unha peza, como Springer
    [number] un número
    [style] un estilo: fide, fide-short, local, san ou nato
   *[nothing] nada máis
}
review-error-empty = Non hai nada que entender.
review-error-too-long = Demasiado longo para unha orde.
review-error-not-command = Iso non é unha orde. Diga { $help } para oír a lista.
review-error-key = Ningunha orde ten a tecla { $key }. Prema { $help } para oír a lista.
review-error-missing = { $command }: falta { $expected }.
review-error-unexpected = { $command }: agardábase { $expected }, non «{ $word }».
review-error-extra = { $command }: «{ $word }» sobra.
# The counts behind draw claims: $times the position has stood on the board, $moves by each
# player without a pawn move or a capture.
review-claims = Esta posición estivo no taboleiro { $times ->
    [one] unha vez
   *[other] { $times } veces
} (á terceira pódense reclamar táboas, 9.2; á quinta remata a partida). { $moves ->
    [one] Unha xogada
   *[other] { $moves } xogadas
} de cada xogador sen mover un peón nin capturar (con cincuenta pódese reclamar, 9.3; con setenta e cinco remata a partida).
