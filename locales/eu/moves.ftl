# Zergatik idatzitako edo esandako testu bat ez den jokaldia.
parse-empty = Ez dago ezer ulertzeko.
parse-too-long = Luzeegia da jokaldi bat izateko.
parse-unknown-word = Hitz ezezaguna «{ $word }» ({ $position }. hitza); { $expected } espero zen.
parse-unexpected-word = Ustekabeko hitza «{ $word }» ({ $position }. hitza); { $expected } espero zen.
parse-incomplete = Jokaldi osatugabea; { $expected } espero zen.
parse-notation = «{ $text }» ez da jokaldi bat.
expected-move = pieza bat, lauki bat edo endroke bat
expected-square = lauki bat
expected-file = zutabe bat
expected-rank = errenkada bat
expected-promotion-piece = sustapen-pieza
expected-end = jokaldiaren amaiera

# Zergatik ezin den ulertutako jokaldi bat egin.
move-ambiguous = Anbiguoa. Zein: { $candidates }?
move-or = edo
move-game-over = Partida amaitu da.
move-no-such-piece = { $square ->
    [none] Ez dago horrelako piezarik: { $piece }.
   *[other] Ez duzu { $piece } piezarik { $square } laukian.
}
move-own-piece = { $square } laukian zure pieza bat dago.
move-nothing-to-capture = { $square } laukian ez dago harrapatzeko ezer.
move-not-en-passant = Hori ez da igarotzean harrapatzea.
move-cannot-reach = Ezein { $piece } piezak ezin du { $square } laukira joan.
move-king-in-check = Legez kanpokoa: zure erregea xakean geratuko litzateke.
move-no-such-piece-on-file = Ez duzu { $piece } piezarik { $file } zutabean.
move-no-such-piece-on-rank = Ez duzu { $piece } piezarik { $rank } errenkadan.
move-pinned = { $square } laukiko { $piece } pieza josita dago: zure erregea xakean geratuko litzateke.
move-king-to-attacked = Zure erregea ezin da { $square } laukira joan: han xakean egongo litzateke.
move-ambiguous-reading = Anbiguoa. Hau esan nahi duzu: { $candidates }?
castling-short = Kurze Rochade
castling-long = Lange Rochade
castling-right-lost = { $castling } ez da posible: erregea edo gaztelu hori mugitu da.
castling-blocked = { $castling } blokeatuta dago: piezak daude erregearen eta gazteluaren artean.
castling-in-check = { $castling } ez dago baimenduta erregea xakean dagoen bitartean.
castling-through-check = { $castling } ez dago baimenduta: erregea erasotako lauki batetik igaro edo bertan geratuko litzateke.
move-promotion-missing = Esan sustapen-pieza { $square } laukian: { $choices }.
move-pawn-capture-without-file = Harrapatzen duen peoiak irteten den zutabea esaten du; hura gabe, peoia bere zutabetik { $square } laukira doa. Hau esan nahi duzu: { $candidates }?
move-no-piece-on = { $role ->
    [none] Ez dago piezarik { $square } laukian.
   *[other] { $square } laukiko pieza ({ $piece }) ez da zurea.
}
move-not-promotion = Jokaldi hori ez da sustapena.
move-bad-promotion = Peoia ezin da { $piece } bihurtu.

# PGN batetik irakurritako jokaldi hutsa ("--"): ez da piezarik mugitzen eta beste aldeari dagokio.
# D eranskinak ez du hitzik horretarako; interfazearen hizkuntzan esaten da.
move-null = jokaldi hutsa (ez da piezarik mugitu; txanda pasatu da)
