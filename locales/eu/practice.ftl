# Xake-motor baten aurka entrenatzea (src/engine): motorrak jokalariari esaten diona.

practice-level = { $level }. maila, { $elo } inguru.
practice-level-full = { $level }. maila, indar osoa.
practice-no-such-level = Ez dago { $level }. mailarik: mailak 1etik { $max }era doaz.
practice-playing = Motorrak { $side ->
    [white] zuriekin
   *[black] beltzekin
} jokatzen du. { $level }
practice-eval-none = Motorrak ez du ebaluaziorik eman.
practice-eval-equal = Posizioa gutxi gorabehera berdinduta dago.
practice-eval-better = { clock-side } hobeto daude, { $amount ->
    [half] peoi erdi bat inguru
    [pawn] peoi bat inguru
   *[more] { $count } peoi inguru
}.
practice-eval-winning = { clock-side } irabazten ari dira.
practice-eval-mate = { clock-side } mate ematen dute { $moves } jokalditan.
practice-eval-mated = Xake-matea taulan.
practice-score = Ebaluazioa: { $number } zurientzat.
practice-score-mate = Ebaluazioa: { clock-side } mate ematen dute { $moves } jokalditan.
practice-hint = Mugitu { $square } laukiko { $piece }.
practice-best = Jokaldirik onena: { $move }.
practice-threat = Mehatxua { $move } da.
practice-threat-in-check = Xake egoeran zaude: xakea bera da mehatxua.
practice-no-move = Ez dago jokaldi legezkorik.
practice-not-your-move = Motorraren txanda da: galdetu berriro zure txanda denean.
practice-nothing-to-take-back = Ez dago zure jokaldirik desegiteko.
practice-draw-accepted = Motorrak berdinketa onartzen du.
practice-draw-declined = Motorrak berdinketa ukatzen du: hobeto dagoela uste du.
practice-fault-died = Motorra gelditu egin da.
practice-fault-hung = Motorrak ez du garaiz erantzun.
practice-fault-garbage = Motorrak UCI ez den zerbait idatzi du: { $line }
practice-fault-illegal = Motorrak legez kanpoko jokaldi bat egin du: { $move }.
practice-fault-given-up = Motorra lehenagoko akats baten ondoren utzi zen.
practice-fault-not-started = Ezin izan da { $path } motorra abiarazi: { $reason }. Instalatu Stockfish "apt-get install stockfish" aginduarekin, edo adierazi beste motor bat --engine BIDEA aukerarekin edo ezarpen-fitxategiko motorraren bidearekin.
practice-restarting = Berriro abiarazten da eta partidak aurrera jarraitzen du; ez da erregistratutakorik galtzen.
practice-given-up = Berriro huts egin du eta utzi egiten da: sartu zuk aurkariaren jokaldiak (F2 edo "eserlekua ikustuna"), edo irten; partida gordeta geratzen da.
practice-no-help-tournament = Ez dago laguntzarik txapelketako mahai batean: D eranskinak ez du inolako laguntzarik onartzen.
practice-no-engine = Mahai honetan ez dago motorrik: "annabella practice" aginduak baten aurka jokatzen du.
practice-study-only = Hori partida bat aztertzeko urrats bat da: "annabella study FITXATEGIA".
practice-ask-takeback = Zure azken jokaldia eta motorrarena desegin? Esan { $yes } edo { $no }.
practice-ask-new = Partida berri bat hasi? Hau gordeta geratzen da. Esan { $yes } edo { $no }.
practice-ask-flip = Partida berri bat hasi koloreak aldatuta? Hau gordeta geratzen da. Esan { $yes } edo { $no }.
practice-kept = Ez da ezer aldatu.
practice-new-game = Partida berri bat.
practice-help = Motorrarekin: { $hint } (zein pieza mugitu), { $best } (bere jokaldia), { $eval } (ebaluazioa hitzez), { $score } (zenbaki gisa), { $threat } (aurkariak zer mehatxatzen duen), { $level } (esan edo ezarri, 1etik 10era), { $takeback }, { $new }, { $flip } (partida berri bat koloreak aldatuta).
practice-ask-arguments = «{ $got }»: ez da ulertzen «{ $said }» ondoren datorrena. Ez da ezer egin.
