# Stanowisko sędziego na sali turniejowej (annabella hall).

hall-following = Śledzenie sali { $hall } pod adresem { $url }. Wpisz numer stołu, aby go otworzyć, "list" dla wszystkich.
hall-table = Stół { $table }
hall-need = { $need ->
    [alert] alarm, potrzebny sędzia
    [claim] reklamacja do sędziego
    [flag] spadła chorągiewka
    [stopped] zatrzymany
   *[sync] brak synchronizacji
}
hall-waiting = czeka na { $seat ->
    [blind] niewidomego gracza
    [sighted] widzącego gracza
    [arbiter] sędziego
    [white] białe
    [black] czarne
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
hall-help = Numer stołu go otwiera; "list" lub pusta linia wymienia wszystkie stoły, najpierw te, które potrzebują sędziego; "close" opuszcza otwarty stół; "quit" kończy. Przy otwartym stole czynności sędziego trafiają do niego. Numer stołu przed czynnością wysyła ją do tego stołu bez otwierania go ("3 uwzględnij").
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

# What is before the arbiter, whether a table is heard from, a request not delivered, a new hall
# ($pieces: the position in words; $fen: as FEN; $since: a time of day; $seconds: a number;
# $silence: hall-silent's words; $reason: why; $hall: the tournament).
hall-adjourned = odłożona
hall-position = Pozycja: { $pieces }. FEN: { $fen }
hall-silent = cisza od { $since } UTC, od { $seconds } s
hall-heard-again = Stół { $table } znów się odzywa.
hall-sent-silent = Stół { $table }: { $silence }; czynność dotrze do niego tylko, jeśli wróci.
hall-undelivered = Nie doręczono do stołu { $table }: { $action }. { $reason }
hall-undelivered-gone = Stół nie jest połączony z salą: sprawdź jego urządzenie i sieć, uruchom go ponownie z jego dziennika, jeśli się zatrzymał, a potem wyślij czynność ponownie.
hall-undelivered-gone-since = Stół nie jest połączony z salą (cisza od { $since } UTC): sprawdź jego urządzenie i sieć, uruchom go ponownie z jego dziennika, jeśli się zatrzymał, a potem wyślij czynność ponownie.
hall-undelivered-no-answer = Stół nie odpowiedział w ciągu 5 sekund: sprawdź przy stole, a jeśli czynność nie została wykonana, wyślij ją ponownie.
hall-undelivered-bus = Stacja nie mogła jej wysłać ({ $reason }): sprawdź połączenie stacji z salą, a potem wyślij czynność ponownie.
hall-create-ask = Sala nie ma jeszcze turnieju { $hall }. Utworzyć nową, pustą salę o tej nazwie? Wpisz tak, aby ją utworzyć; cokolwiek innego niczego nie tworzy (sprawdź --tournament).
hall-create-yes = Tworzenie sali; stoły, które do niej dołączą, pojawią się tutaj.
hall-create-no = Niczego nie utworzono. Stacja czeka, aż inna stacja utworzy salę; albo zakończ ją i uruchom z właściwą nazwą turnieju.
