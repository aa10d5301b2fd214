# Mówiący zegar i wyniki partii (polski).
# Liczebniki: 1 minuta, 2 minuty, 5 minut; czasownik zgodny z pierwszą liczbą:
# "została 1 minuta", "zostały 2 minuty", "zostało 5 minut" (godzina, minuta, sekunda: rodzaj żeński).
# $case: "nom" (czas pozostały) albo "acc" ("zużyto 1 minutę", "dodano 1 godzinę").

clock-side = { $side ->
    [white] Białe
   *[black] Czarne
}

clock-hours = { $n ->
    [one] { $case ->
        [acc] { $n } godzinę
       *[nom] { $n } godzina
    }
    [few] { $n } godziny
    [many] { $n } godzin
   *[other] { $n } godziny
}
clock-minutes = { $n ->
    [one] { $case ->
        [acc] { $n } minutę
       *[nom] { $n } minuta
    }
    [few] { $n } minuty
    [many] { $n } minut
   *[other] { $n } minuty
}
clock-seconds = { $n ->
    [one] { $case ->
        [acc] { $n } sekundę
       *[nom] { $n } sekunda
    }
    [few] { $n } sekundy
    [many] { $n } sekund
   *[other] { $n } sekundy
}
clock-moves = { $n ->
    [one] { $n } posunięcie
    [few] { $n } posunięcia
    [many] { $n } posunięć
   *[other] { $n } posunięcia
}
clock-join = { $first } { $second }
clock-join-three = { $first } { $second } { $third }

clock-reading = { clock-side }: { $left_n ->
    [one] została
    [few] zostały
   *[other] zostało
} { $left }, zużyto { $used }, wykonano { $moves }.
clock-call = { clock-side }: { $left_n ->
    [one] została
    [few] zostały
   *[other] zostało
} { $left }.
clock-period = { clock-side }: zaczyna się okres { $period }, dodano { $added }.
clock-flag = { clock-side }: spadła chorągiewka.
clock-both-flags-first = Spadły obie chorągiewki; pierwsza spadła { $first ->
    [white] białym
   *[black] czarnym
}.
clock-both-flags-unknown = Spadły obie chorągiewki; nie da się ustalić, która spadła pierwsza.
clock-paused = Zegar zatrzymany.
clock-resumed = Zegar chodzi.

clock-result-checkmate = { $winner ->
    [white] Białe
   *[black] Czarne
} wygrywają, dając mata.
clock-result-resignation = { $loser ->
    [white] Białe się poddały; wygrywają czarne.
   *[black] Czarne się poddały; wygrywają białe.
}
clock-result-timeout = { $winner ->
    [white] Białe
   *[black] Czarne
} wygrywają na czas.
clock-result-arbiter-win = Decyzja sędziego: wygrywają { $winner ->
    [white] białe
   *[black] czarne
}.
clock-result-stalemate = Remis: pat.
clock-result-dead-position = Remis: martwa pozycja.
clock-result-fivefold = Remis: pięciokrotne powtórzenie pozycji.
clock-result-seventy-five = Remis: zasada 75 posunięć.
clock-result-threefold-claim = Remis: reklamacja trzykrotnego powtórzenia pozycji.
clock-result-fifty-claim = Remis: reklamacja zasady 50 posunięć.
clock-result-agreement = Remis za porozumieniem.
clock-result-timeout-draw = Remis: { $flagged ->
    [white] białym spadła chorągiewka, ale czarne nie mogą dać mata.
   *[black] czarnym spadła chorągiewka, ale białe nie mogą dać mata.
}
clock-result-resignation-draw = Remis: { $loser ->
    [white] białe się poddały, ale czarne nie mogą dać mata.
   *[black] czarne się poddały, ale białe nie mogą dać mata.
}
clock-result-both-flags = Remis: obie chorągiewki spadły w ostatnim okresie.
clock-result-arbiter-draw = Decyzja sędziego: remis.
clock-result-recorded-win = Według zapisu wygrały { $winner ->
    [white] białe
   *[black] czarne
}.
clock-result-recorded-draw = Według zapisu remis.
# Time left and used, without the moves (told unasked in tournament mode, Article 12.6).
clock-times = { clock-side }: { $left_n ->
    [one] została
    [few] zostały
   *[other] zostało
} { $left }, zużyto { $used }.
# Asked (review "thinking"): the time the side on move has spent on its current move.
clock-thinking = { clock-side }: na ruch { $n } zużyto dotąd { $spent }.
clock-thinking-none = Zegar nie mierzy żadnego ruchu: nie został jeszcze uruchomiony albo partia się skończyła.
clock-unknown-side = { $side ->
    [white] Białe
   *[black] Czarne
    }: czas nieznany; ustawia go sędzia.
