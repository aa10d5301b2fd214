# Erloju hiztuna eta emaitzak (euskara).
# "Bat" izenaren ondoren: "minutu bat"; beste zenbakiak aurretik: "5 minutu".
# Aditza: "minutu bat geratzen da", "5 minutu geratzen dira".

clock-side = { $side ->
    [white] Zuriak
   *[black] Beltzak
}

clock-hours = { $n ->
    [one] ordu bat
   *[other] { $n } ordu
}
clock-minutes = { $n ->
    [one] minutu bat
   *[other] { $n } minutu
}
clock-seconds = { $n ->
    [one] segundo bat
   *[other] { $n } segundo
}
clock-moves = { $n ->
    [one] jokaldi bat
   *[other] { $n } jokaldi
}
clock-join = { $first } eta { $second }
clock-join-three = { $first }, { $second } eta { $third }

clock-reading = { clock-side }: { $left } { $left_parts ->
    [1] { $left_n ->
        [one] geratzen da
       *[other] geratzen dira
    }
   *[other] geratzen dira
}, { $used } erabilita, { $moves } eginda.
clock-call = { clock-side }: { $left } { $left_parts ->
    [1] { $left_n ->
        [one] geratzen da
       *[other] geratzen dira
    }
   *[other] geratzen dira
}.
clock-period = { clock-side }: { $period }. aldia hasten da, { $added } { $added_n ->
    [one] gehitu da
   *[other] gehitu dira
}.
clock-flag = { clock-side }: bandera erori da.
clock-both-flags-first = Bi banderak erori dira; lehenengo { $first ->
    [white] Zuriena
   *[black] Beltzena
} erori da.
clock-both-flags-unknown = Bi banderak erori dira; ezin da jakin zein erori den lehenengo.
clock-paused = Erlojua geldituta.
clock-resumed = Erlojua martxan.

clock-result-checkmate = { $winner ->
    [white] Zuriek
   *[black] Beltzek
} irabazi dute xake-matez.
clock-result-resignation = { $loser ->
    [white] Zuriek etsi dute; Beltzek irabazi dute.
   *[black] Beltzek etsi dute; Zuriek irabazi dute.
}
clock-result-timeout = { $winner ->
    [white] Zuriek
   *[black] Beltzek
} irabazi dute denboraz.
clock-result-arbiter-win = Epailearen erabakia: { $winner ->
    [white] Zuriek
   *[black] Beltzek
} irabazi dute.
clock-result-stalemate = Berdinketa: errege itoa.
clock-result-dead-position = Berdinketa: posizio hila.
clock-result-fivefold = Berdinketa: posizioa bost aldiz errepikatu da.
clock-result-seventy-five = Berdinketa: 75 jokaldien araua.
clock-result-threefold-claim = Berdinketa: hiru aldiz errepikatzea erreklamatu da.
clock-result-fifty-claim = Berdinketa: 50 jokaldien araua erreklamatu da.
clock-result-agreement = Berdinketa, adostuta.
clock-result-timeout-draw = Berdinketa: { $flagged ->
    [white] Zuriei bandera erori zaie, baina Beltzek ezin dute mate eman.
   *[black] Beltzei bandera erori zaie, baina Zuriek ezin dute mate eman.
}
clock-result-resignation-draw = Berdinketa: { $loser ->
    [white] Zuriek etsi dute, baina Beltzek ezin dute mate eman.
   *[black] Beltzek etsi dute, baina Zuriek ezin dute mate eman.
}
clock-result-both-flags = Berdinketa: bi banderak azken aldian erori dira.
clock-result-arbiter-draw = Epailearen erabakia: berdinketa.
clock-result-recorded-win = Idaztorriaren arabera, { $winner ->
    [white] Zuriek
   *[black] Beltzek
} irabazi zuten.
clock-result-recorded-draw = Idaztorriaren arabera, berdinketa.
# Time left and used, without the moves (told unasked in tournament mode, Article 12.6).
clock-times = { clock-side }: { $left } { $left_parts ->
    [1] { $left_n ->
        [one] geratzen da
       *[other] geratzen dira
    }
   *[other] geratzen dira
}, { $used } erabilita.
# Asked (review "thinking"): the time the side on move has spent on its current move.
clock-thinking = { clock-side }: { $n }. jokaldian { $spent } erabilita orain arte.
clock-thinking-none = Erlojuak ez du jokaldirik neurtzen: ez da oraindik abiarazi, edo partida amaitu da.
clock-unknown-side = { $side ->
    [white] Zuriak
   *[black] Beltzak
    }: denbora ezezaguna; epaileak ezartzen du.
