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
hall-bus-refused = Sala { $url } odrzuciła dane logowania { $user }; ponowna próba. Sprawdź użytkownika i hasło, które sala nadała temu urządzeniu.
hall-bus-unreachable = Nie można połączyć się z salą { $url }: pod tym adresem nie odpowiada żaden serwer; ponowna próba.
hall-bus-tls-ca = Nie można połączyć się z salą { $url } przez TLS: jej certyfikat nie jest zaufany według { $ca } albo tego pliku nie da się odczytać; ponowna próba.
hall-bus-tls = Nie można połączyć się z salą { $url } przez TLS: ten system nie ufa jej certyfikatowi (podaj certyfikat sali przez --hall-ca); ponowna próba.
hall-bus-creds-file = Nie można połączyć się z salą { $url }: nie da się odczytać pliku danych logowania { $file }; ponowna próba.
hall-bus-broker-error = Sala { $url } odrzuciła coś, co wysłało to urządzenie: konfiguracja serwera może na to nie pozwalać.
hall-bus-no-requests = Stół { $table } nie otrzymuje poleceń sędziego z sali { $url }.
hall-bus-no-heartbeats = Stacja nie słyszy sygnałów życia stołów z sali { $url }: milczący stół nie zostanie zauważony.
hall-bus-no-live = Stacja nie słyszy ruchów w sali { $url } w chwili ich wykonania; odczytuje je ze strumienia.
hall-bus-stream = Nie da się odczytać strumienia { $stream } sali { $url }; ponowna próba.
hall-bus-store = Magazyn stanów gry w sali { $url } nie jest gotowy: stacja uruchomiona później odczyta cały strumień.
hall-bus-snapshot-not-stored = Stół { $table }: jego stan gry nie został zapisany w sali { $url }; ponowna próba później. Gra toczy się dalej.
hall-bus-request-unreadable = Stół { $table }: polecenia ze stacji sędziego nie udało się odczytać i nie zostało wykonane.
hall-bus-not-sent = Stół { $table }: sala tego nie przyjęła; wysyłane ponownie z dziennika.
hall-bus-caught-up = Stół { $table }: sala znów ma każdą linię.
hall-station-no-terminal = Ekran stacji wymaga terminala; --reader to tryb wierszowy.
hall-station-screen-failed = Nie udało się narysować ekranu stacji (zobacz { $log }); --reader to tryb wierszowy.
hall-not-followed = Nie można śledzić sali { $url }: to urządzenie nie mogło nawiązać połączenia (zobacz { $log }).
hall-relay-not-written = Nie można zapisać { $file }; transmisja spróbuje ponownie przy następnej aktualizacji.

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
hall-undelivered-bus = Zawiodło własne połączenie stacji z salą: sprawdź połączenie stacji z salą, a potem wyślij czynność ponownie.
hall-unfollowed-no-start = wiersze partii, której początku stacja nie widziała
hall-unfollowed-snapshot = jego stanu gry w sali nie da się odczytać
hall-unfollowed-setup = ustawienia jego partii nie da się odczytać
hall-unfollowed-line = jednego z jego wierszy nie da się odczytać
hall-create-ask = Sala nie ma jeszcze turnieju { $hall }. Utworzyć nową, pustą salę o tej nazwie? Wpisz tak, aby ją utworzyć; cokolwiek innego niczego nie tworzy (sprawdź --tournament).
hall-create-yes = Tworzenie sali; stoły, które do niej dołączą, pojawią się tutaj.
hall-create-no = Niczego nie utworzono. Stacja czeka, aż inna stacja utworzy salę; albo zakończ ją i uruchom z właściwą nazwą turnieju.
hall-other-release = Stolik { $table } używa innej wersji komunikatów sali: stolik { $theirs }, ten program { $ours }. Jego wiersze nie są tu śledzone; używaj tego samego wydania annabelli na wszystkich urządzeniach w sali.
hall-bus-request-other-release = Polecenie sędziego dla stolika { $table } przyszło ze stanowiska z inną wersją komunikatów sali: stanowisko { $theirs }, ten stolik { $ours }. Nie zostało wykonane; używaj tego samego wydania annabelli na wszystkich urządzeniach w sali.
hall-undelivered-other-release = Stolik używa innej wersji komunikatów sali: stolik { $theirs }, to stanowisko { $ours }. Niczego nie wykonał; używaj tego samego wydania annabelli na wszystkich urządzeniach w sali.

# Opcje poleceń sali, w wybranym języku (zobacz locales/en/hall.ftl).
hall-usage-needs = { $option } wymaga { $needed }.
hall-usage-bad-tournament = { $option }: „{ $name }” nie jest nazwą turnieju: użyj liter, cyfr, - i _ (najwyżej 32, bez kropek i spacji).
hall-usage-needs-broker = Podaj serwer sali: { $example }.
hall-usage-needs-table = { $option } wymaga { $needed }: numeru stołu, od 1.
hall-usage-no-journal = Stół na sali prowadzi dziennik: { $hall } i { $option } wykluczają się.
hall-usage-bad-listen = { $option }: „{ $given }” nie ma postaci { $form }.
hall-usage-no-randomness = System nie dostarcza losowości dla haseł: nic nie zapisano.
hall-usage-listen-once = { $listen } raz dla jednego serwera (kilka razy z { $cluster }).
hall-usage-cluster-size = { $option }: 3 lub 5 węzłów (liczba nieparzysta, aby pozostała większość).
hall-usage-cluster-listens = { $cluster }: podaj { $listen } raz dla każdego węzła ({ $count } razy) albo raz dla jednej maszyny.
hall-usage-no-route-port = { $option }: przy numerze portu { $port } nie ma miejsca na numer, pod którym węzły łączą się ze sobą (2000 wyżej).
# Co zapisało `annabella hall config`.
hall-config-written = { $conf }: konfiguracja serwera ({ $command }); { $users }: hasło każdego użytkownika; { $creds }: jeden plik na użytkownika, do przekazania każdemu urządzeniu przez { $option }.
hall-config-cluster = Urządzenia łączą się z salą przez { $option } (stanowisko, któremu podano wszystkie węzły, trzyma strumień w trzech kopiach).
hall-config-exists = { $file } już istnieje: nic nie zostaje zastąpione (wybierz inny katalog przez { $option }).
hall-config-not-written = Nie można zapisać { $file } (zobacz { $log }).
