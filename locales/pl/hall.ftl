# Stanowisko sędziego na sali turniejowej (annabella hall).

hall-following = Śledzenie sali { $hall } pod adresem { $url }. Wpisz numer stołu, aby go otworzyć, "list" dla wszystkich.
hall-table = Stół { $table }
hall-need = { $need ->
    [alert] alarm, potrzebny sędzia
    [claim] reklamacja do sędziego
    [flag] spadła chorągiewka
   *[sync] brak synchronizacji
}
hall-waiting = czeka na { $seat ->
    [blind] niewidomego gracza
    [sighted] widzącego gracza
    [arbiter] sędziego
   *[none] nikogo
}
hall-clocks = Białe { $white }, Czarne { $black }
hall-plies = { $plies ->
    [one] { $plies } półruch
    [few] { $plies } półruchy
   *[other] { $plies } półruchów
}
hall-alerts = { $alerts ->
    [one] { $alerts } alarm
    [few] { $alerts } alarmy
   *[other] { $alerts } alarmów
}
hall-result = wynik { $result }
hall-sent = Wysłano do stołu { $table }: { $action }.
hall-applied = Stół { $table } wykonał: { $action }.
hall-opened = Stół { $table } jest otwarty: to, co teraz wpiszesz, trafi do niego jako czynność sędziego. "close" go opuszcza.
hall-closed = Żaden stół nie jest otwarty.
hall-no-table = Stół { $table } nie dołączył do tej sali.
hall-open-first = Najpierw otwórz stół: wpisz jego numer.
hall-help = Numer stołu go otwiera; "list" lub pusta linia wymienia wszystkie stoły, najpierw te, które potrzebują sędziego; "close" opuszcza otwarty stół; "quit" kończy. Przy otwartym stole czynności sędziego trafiają do niego.
hall-not-arbiter = { $reason }
hall-empty = Żaden stół nie dołączył jeszcze do tej sali.
