# Berrikusteko aginduak (src/review): posto batek partidari buruz galdetzen duenaren erantzunak.
# Laukiak eta piezak postuaren iragartzeko estiloan datoz ("Felix drei", "Springer").
# $side: "white" edo "black". "Bat" izenaren ondoren: "peoi bat"; bestela "5 peoi".

review-side = { $side ->
    [white] Zuriak
   *[black] Beltzak
}
# Pieza bere kolorearekin: "Springer zuria".
review-piece = { $piece } { $side ->
    [white] zuria
   *[black] beltza
}
review-empty = hutsik
review-square = { $square }: { $content }
review-empty-run = { $from } eta { $to } bitartean: hutsik
# The squares that changed over the last $plies half-moves, each read as review-square.
review-changed = Aldaketak { $plies ->
    [one] azken erdi-jokaldian
   *[other] azken { $plies } erdi-jokaldietan
}: { $squares }.
review-changed-none = Ez da ezer aldatu { $plies ->
    [one] azken erdi-jokaldian
   *[other] azken { $plies } erdi-jokaldietan
}.
review-list = { $piece }: { $squares }
review-list-none = { $piece }: bat ere ez
review-side-list = { review-side }: { $groups }
review-group = { $piece } { $squares }

review-nothing-said = Oraindik ez da ezer iragarri.
review-no-moves = Oraindik ez dago jokaldirik jokaldi-orrian.
review-no-such-move = { $number }. jokaldia ez dago jokaldi-orrian; azkena { $last }. jokaldia da.
review-ply = { $number }. { review-side }: { $move }
# The header of the game: $whiteseat and $blackseat name the seat of each player.
review-header = Zuriak: { $white }, { $whiteseat }. Beltzak: { $black }, { $blackseat }. Txapelketa: { $event }. Lekua: { $site }. Txanda: { $round }. Data: { $date }.
review-unknown = ezezaguna
# The squares of one diagonal, from the player's own side.
review-diagonal = Diagonala { $from }-tik { $to }-ra: { $squares }

review-count = { $n } { $piece }
review-count-queen = { $n ->
    [one] dama bat
   *[other] { $n } dama
}
review-count-rook = { $n ->
    [one] gaztelu bat
   *[other] { $n } gaztelu
}
review-count-bishop = { $n ->
    [one] alfil bat
   *[other] { $n } alfil
}
review-count-knight = { $n ->
    [one] zaldun bat
   *[other] { $n } zaldun
}
review-count-pawn = { $n ->
    [one] peoi bat
   *[other] { $n } peoi
}
review-material-side = { review-side }: { $counts }.
review-material-king = { review-side }: erregea bakarrik.
review-material-equal = Materiala berdina da.
review-material-ahead = Abantaila: { review-side }, { $n ->
    [one] puntu bat
   *[other] { $n } puntu
}.

review-attacks = { $square }, { $content }: { $attacked }; { $defended }.
review-attacked-by = erasotzaileak: { $list }
review-not-attacked = erasotzailerik ez
review-defended-by = defendatzaileak: { $list }
review-not-defended = defendatzailerik ez
review-moves = { $piece } { $square } laukian: { $list }.
review-no-legal-moves = { $piece } { $square } laukian: ez du jokaldi legalik.
review-moves-unknown = { $square }: orain ezin dira haren jokaldiak zerrendatu, jokatzen duen aldea xakean dagoelako.
review-target-capture = { $square } { $piece } harrapatuz

review-turn = Txanda: { review-side }.
review-turn-yours = Txanda: { review-side }, zurea.
review-turn-theirs = Txanda: { review-side }, aurkariarena.

review-confirm-resign = Partida etsi? Esan { $yes } baieztatzeko edo { $no } bertan behera uzteko.
review-confirm-draw = Aurkariari berdinketa eskaini? Esan { $yes } baieztatzeko edo { $no } bertan behera uzteko.
review-confirm-accept-draw = Aurkariaren berdinketa-eskaintza onartu? Esan { $yes } baieztatzeko edo { $no } bertan behera uzteko.
review-resigned = Etsipena baieztatuta.
review-draw-offered = Berdinketa-eskaintza baieztatuta; aurkariari jakinaraziko zaio.
review-draw-accepted = Berdinketa-eskaintza onartu duzu.
review-cancelled = Bertan behera utzita.
review-nothing-to-confirm = Ez dago baieztatzeko ezer.
review-players-only = Jokalari batek bakarrik etsi edo eskaini dezake berdinketa.
review-tournament-off = { $command }: ez dago erabilgarri txapelketa moduan. Jokalariek D eranskinak baimentzen duen laguntza bakarrik jasotzen dute (11.3, D.2.10.4).

review-style = Iragartzeko estiloa: { $name }. Adibidez: { $example }.
review-style-name = { $style ->
    [fide] D eranskina
    [fide-short] D eranskina, laburra
    [local] norberaren hizkuntza
    [san] notazio aljebraikoa
   *[nato] NATO alfabetoa
}

review-key-enter = Sartu
review-key-escape = Ihes
review-key-ctrl = Ktrl+{ $key }
review-help-intro = Aginduak: sakatu { $prefix } eta gero tekla bat; edo idatzi edo esan hitza. Jokaldien lerroan barra bat eta tekla ere erabil daitezke.
review-help-line = { $key }, { $word }: { $what }
review-help-casual = { $what } (libreetan)
review-help-repeat = azken iragarpena errepikatu
review-help-said = zuretzako azken iragarpenak, adibidez «esandakoa 5»
review-help-last = zure jokaldi-orriko azken jokaldia
review-help-history = azken jokaldiak, adibidez «jokaldiak 6»
review-help-move = zure orriko jokaldi bat zenbakiz, adib. «jokaldia 12»
review-help-pieces = non dauden zure piezak, adibidez «non Springer»
review-help-opponent = non dauden aurkariaren piezak
review-help-rank = errenkada bat irakurri, adibidez «errenkada drei»
review-help-file = zutabe bat irakurri, adibidez «zutabea Eva»
review-help-square = zer dagoen lauki batean, adib. «laukia Felix drei»
review-help-diagonal = bi diagonalak, adibidez «diagonala Cesar eins»
review-help-board = taula osoa pieza-zerrendetan
review-help-ranks = taula osoa errenkadaz errenkada
review-help-changed = zure taulan aldatutako laukiak, adib. «aldaketak 4»
review-help-attackers = erasotzaileak eta defendatzaileak
review-help-legal = pieza baten jokaldi legalak
review-help-material = alde bakoitzaren piezak; balantzea partida libreetan
review-help-claims = errepikapenak eta 50en araua (9.2, 9.3)
review-help-turn = noren txanda den
review-help-clock = bi erlojuak, egindako jokaldiekin
review-help-thinking = txanda duenak zenbat daraman pentsatzen
review-help-header = jokalariak, txapelketa, lekua, txanda eta data
review-help-resign = etsi, baieztatu ondoren
review-help-draw = berdinketa eskaini, baieztatu ondoren
review-help-yes = baieztatu
review-help-no = bertan behera utzi
review-help-style = iragartzeko estiloa: fide, fide-short, local, san, nato
review-help-help = zerrenda hau

review-expected = { $what ->
    [square] lauki bat, adibidez Felix drei edo f3
    [file] zutabe bat, adibidez Eva edo e
    [rank] errenkada bat, adibidez drei edo 3
    [piece] pieza bat, adibidez Springer
    [number] zenbaki bat
    [style] estilo bat: fide, fide-short, local, san edo nato
   *[nothing] ezer gehiago
}
review-error-empty = Ez dago ezer ulertzeko.
review-error-too-long = Luzeegia da agindu bat izateko.
review-error-not-command = Hori ez da agindu bat. Esan { $help } zerrenda entzuteko.
review-error-key = Ez dago { $key } tekla duen agindurik. Sakatu { $help } zerrenda entzuteko.
review-error-missing = { $command }: { $expected } falta da.
review-error-unexpected = { $command }: «{ $word }» ez da egokia; espero zena: { $expected }.
review-error-extra = { $command }: «{ $word }» soberan dago.
# The counts behind draw claims: $times the position has stood on the board, $moves by each
# player without a pawn move or a capture.
review-claims = Posizio hau { $times ->
    [one] behin
   *[other] { $times } aldiz
} egon da taulan (hirugarrenean berdinketa eska daiteke, 9.2; bosgarrenean partida amaitzen da). Jokalari bakoitzaren { $moves } jokaldi peoirik mugitu gabe eta ezer harrapatu gabe (berrogeita hamarrekin eska daiteke, 9.3; hirurogeita hamabostekin partida amaitzen da).
