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

# Co dzieje się z połączeniem z salą.
hall-bus-connected = Połączono z salą { $url }.
hall-bus-lost = Utracono połączenie z salą { $url }; gra toczy się dalej, dziennik zachowuje wszystko.
hall-bus-refused = Sala { $url } odrzuciła dane logowania { $user }: { $reason }
hall-bus-unreachable = Nie można połączyć się z salą { $url } ({ $reason }); ponowna próba.
hall-bus-not-sent = Stół { $table }: sala tego nie przyjęła; wysyłane ponownie z dziennika.
hall-bus-caught-up = Stół { $table }: sala znów ma każdą linię.
hall-bus-problem = Sala: { $reason }
