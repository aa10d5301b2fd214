# Partida bat jokaldiz jokaldi aztertzea (src/study).

study-opened = { $white } { $black }(r)en aurka, { $event }, { $result }, { $moves } jokaldi erdi. Esan hurrengoa edo aurrekoa partidan mugitzeko, laguntza aginduetarako.
study-move = { $side ->
    [white] Zuriak
   *[black] Beltzak
} { $number }: { $move }
study-comment = Iruzkina: { $text }
study-nag = { $nag ->
    [1] Jokaldi ona.
    [2] Akatsa.
    [3] Jokaldi bikaina.
    [4] Akats larria.
    [5] Jokaldi interesgarria.
    [6] Zalantzazko jokaldia.
    [7] Derrigorrezko jokaldia.
    [10] Posizioa berdinduta dago.
    [13] Posizioa ez dago argi.
    [14] Zuriak apur bat hobeto daude.
    [15] Beltzak apur bat hobeto daude.
    [16] Zuriak hobeto daude.
    [17] Beltzak hobeto daude.
    [18] Zuriak irabazten ari dira.
    [19] Beltzak irabazten ari dira.
   *[other] { $nag } oharra.
}
study-variations = { $count ->
    [one] Aldaera bat horren ordez: { $moves }.
   *[other] { $count } aldaera horren ordez: { $moves }.
} Esan aldaera bertan sartzeko.
study-at-start = Partidaren hasiera.
study-back = Itzuli { $move } jokaldira.
study-end-variation = Aldaeraren amaiera. Esan lerro nagusia itzultzeko.
study-end-game = Partidaren amaiera: { $result }.
study-no-such-move = Lerro honetan ez dago { $side ->
    [white] zurien
   *[black] beltzen
} { $number }. jokaldirik.
study-variation-entered = Aldaeran sartuta.
study-no-variation = Hemen ez dago aldaerarik.
study-variation-left = Adarkatu zen lerrora itzulita.
study-in-main-line = Hau da lerro nagusia.
study-fen = FEN: { $fen }
study-no-comment = Jokaldi honek ez du iruzkinik.
study-judged = { $judgement ->
    [inaccuracy] Zehaztasun falta bat.
    [mistake] Akats bat.
   *[blunder] Akats larri bat.
} Hobea zen { $better }.
study-analysing = Motorrak partida aztertzen du, { $time } milisegundo posizio bakoitzeko: { $total } posizio.
study-progress = { $done }. jokaldia { $total }(e)tik.
study-analysed = Azterketa amaitu da.
study-summary = { $side ->
    [white] Zuriak
   *[black] Beltzak
}: { $inaccuracies } zehaztasun falta, { $mistakes } akats, { $blunders } akats larri.
study-written = Azterketa { $path } fitxategian idatzita dago.
study-write-failed = Ezin izan da azterketa { $path } fitxategian idatzi: { $reason }
study-no-analysis = Oraindik ez dago azterketarik: esan aztertu.
study-analysis-running = Azterketak martxan jarraitzen du.
study-no-mistakes = Azterketak ez du ikasteko akatsik aurkitu.
study-no-more-mistakes = Ez dago akats gehiagorik. Esan akatsak berriro hasteko.
study-find-better = { $number }. jokaldia, { $move } jokatu zenuen. Aurkitu jokaldi hobe bat.
study-played-move = Hori da partidan jokatutakoa. Aurkitu hobe bat edo esan soluzioa.
study-good-move = Jokaldi ona.
study-checking = Jokaldia egiaztatzen…
study-try-again = { $move } ez da hobea. Saiatu berriro edo esan soluzioa.
study-solution = Jokaldi hobea: { $move }.
study-nothing-to-solve = Hemen ez dago ezer ebazteko: esan akatsak.
study-not-the-move = Partidak { $move } jokaldiarekin jarraitu zuen. Esan hemendik jokatu motorraren aurka jarraitzeko.
study-not-the-move-end = Lerroa hemen amaitzen da. Esan hemendik jokatu motorraren aurka jarraitzeko.
study-status = Azterketa: { $where }
study-status-start = Azterketa: partidaren hasiera.
study-help = Azterketan: { $next }, { $back }, { $first }, { $last }, { $goto } N, { $white } N, { $black } N, { $variation } [N], { $mainline }, { $comment }, { $fen }, { $analyse }, { $mistakes }, { $solution }, { $play }; sartutako jokaldia saiakera bat da; teklak lerroa hutsik dagoenean: Eskuina, Ezkerra, Hasiera, Amaiera.
study-practice-only = Hori motorraren aurkako partida baterako da: esan hemendik jokatu posizio honetatik bat jokatzeko.
