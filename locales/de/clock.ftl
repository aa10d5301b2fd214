# Die sprechende Uhr und Partieergebnisse (Deutsch).

clock-side = { $side ->
    [white] Weiß
   *[black] Schwarz
}

clock-hours = { $n ->
    [one] { $n } Stunde
   *[other] { $n } Stunden
}
clock-minutes = { $n ->
    [one] { $n } Minute
   *[other] { $n } Minuten
}
clock-seconds = { $n ->
    [one] { $n } Sekunde
   *[other] { $n } Sekunden
}
clock-moves = { $n ->
    [one] { $n } Zug
   *[other] { $n } Züge
}
clock-join = { $first } und { $second }
clock-join-three = { $first }, { $second } und { $third }

clock-reading = { clock-side }: noch { $left }, { $used } verbraucht, { $moves } ausgeführt.
clock-call = { clock-side }: noch { $left }.
clock-period = { clock-side }: Periode { $period } beginnt, { $added } hinzugefügt.
clock-flag = { clock-side }: Blättchen gefallen.
clock-both-flags-first = Beide Blättchen sind gefallen; zuerst fiel das von { $first ->
    [white] Weiß
   *[black] Schwarz
}.
clock-both-flags-unknown = Beide Blättchen sind gefallen; welches zuerst fiel, ist nicht festzustellen.
clock-paused = Uhr angehalten.
clock-resumed = Uhr läuft.

clock-result-checkmate = { $winner ->
    [white] Weiß
   *[black] Schwarz
} gewinnt durch Schachmatt.
clock-result-resignation = { $loser ->
    [white] Weiß gibt auf; Schwarz gewinnt.
   *[black] Schwarz gibt auf; Weiß gewinnt.
}
clock-result-timeout = { $winner ->
    [white] Weiß
   *[black] Schwarz
} gewinnt durch Zeitüberschreitung.
clock-result-arbiter-win = Entscheidung des Schiedsrichters: { $winner ->
    [white] Weiß
   *[black] Schwarz
} gewinnt.
clock-result-stalemate = Remis durch Patt.
clock-result-dead-position = Remis: tote Stellung.
clock-result-fivefold = Remis durch fünfmalige Stellungswiederholung.
clock-result-seventy-five = Remis nach der 75-Züge-Regel.
clock-result-threefold-claim = Remis: dreimalige Stellungswiederholung reklamiert.
clock-result-fifty-claim = Remis: 50-Züge-Regel reklamiert.
clock-result-agreement = Remis durch Vereinbarung.
clock-result-timeout-draw = Remis: { $flagged ->
    [white] Weiß hat die Zeit überschritten, aber Schwarz kann nicht mattsetzen.
   *[black] Schwarz hat die Zeit überschritten, aber Weiß kann nicht mattsetzen.
}
clock-result-resignation-draw = Remis: { $loser ->
    [white] Weiß hat aufgegeben, aber Schwarz kann nicht mattsetzen.
   *[black] Schwarz hat aufgegeben, aber Weiß kann nicht mattsetzen.
}
clock-result-both-flags = Remis: beide Blättchen sind in der letzten Periode gefallen.
clock-result-arbiter-draw = Entscheidung des Schiedsrichters: Remis.
clock-result-recorded-win = Laut Partieformular hat { $winner ->
    [white] Weiß
   *[black] Schwarz
} gewonnen.
clock-result-recorded-draw = Laut Partieformular remis.
# Time left and used, without the moves (told unasked in tournament mode, Article 12.6).
clock-times = { clock-side }: noch { $left }, { $used } verbraucht.
# Asked (review "thinking"): the time the side on move has spent on its current move.
clock-thinking = { clock-side }: bisher { $spent } für Zug { $n } verbraucht.
clock-thinking-none = Kein Zug läuft auf der Uhr: sie ist noch nicht gestartet, oder die Partie ist beendet.
clock-unknown-side = { $side ->
    [white] Weiß
   *[black] Schwarz
    }: Zeit nicht bekannt; der Schiedsrichter stellt sie ein.
