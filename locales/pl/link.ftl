# Połączenie między urządzeniami przy jednym stoliku (issue 12): parowanie, dołączanie, utrata łącza.
link-code = Kod parowania: { $code }. Na drugim urządzeniu wpisz: annabella join --seat sighted { $typed } { $addr }   (lub --seat arbiter)
link-code-new = Kod parowania został użyty lub wygasł. Nowy kod: { $code }.
link-joined = Dołączono z innego urządzenia: { $seat }. Numer potwierdzenia: { $confirm }. Musi być taki sam jak na tamtym urządzeniu.
link-joined-here = Dołączono do stolika jako { $seat }. Numer potwierdzenia: { $confirm }. Musi być taki sam jak u gospodarza.
link-lost = Utracono łącze: { $seat }. Tutaj partia trwa dalej; tamto urządzenie nadrobi, gdy łącze wróci.
link-back = Łącze wróciło: { $seat }.
link-lost-here = Utracono łącze ze stolikiem. Ponawiam próbę; to, co tu wpiszesz, liczy się dopiero po powrocie łącza.
link-back-here = Łącze ze stolikiem wróciło.
link-refused = Odrzucono: { $reason }
link-diverged = Zapis partii na tym urządzeniu różni się od zapisu stolika od wpisu { $seq }. Wezwij sędziego; nic więcej nie jest tu stosowane.
link-caught-up = Zsynchronizowano ze stolikiem: { $entries ->
    [one] { $entries } wpis
    [few] { $entries } wpisy
    [many] { $entries } wpisów
   *[other] { $entries } wpisu
}.
app-seat-elsewhere = To miejsce jest obsługiwane na innym urządzeniu: { $seat }.
link-status-lost = Utracono łącze: { $seats }.
link-status-lost-here = Brak łącza ze stolikiem.
link-refused-logged = Odrzucono: { $reason }. Kolejne odrzucone próby parowania są zapisywane tylko w { $log }, dopóki jakieś urządzenie się nie sparuje.
link-new-device = Sędzia dopuścił nowe urządzenie: { $seat }. Utracone urządzenie nie może się już połączyć. Sparuj nowe za pomocą kodu poniżej.
link-release = protokół { $protocol } (annabella { $program })
link-release-unversioned = protokół 1 (wydanie annabelli sprzed numerów wersji)
link-other-release-host = Gospodarz używa innej wersji połączenia między urządzeniami: gospodarz { $theirs }, to urządzenie { $ours }. Używaj tego samego wydania annabelli na wszystkich urządzeniach stolika.
link-other-release-device = Urządzenie w innej wersji próbowało dołączyć: urządzenie { $theirs }, ten gospodarz { $ours }. Używaj tego samego wydania annabelli na wszystkich urządzeniach stolika.

# Parowanie odrzucone lub nieudane (miejsce przy gospodarzu słyszy, dlaczego odrzucono próbę urządzenia; dołączające urządzenie, dlaczego gospodarz je odrzucił).
pair-attempt = próba parowania z { $addr }: { $why }
pair-why-wrong-code = błędny kod parowania (miejsce: { $seat }; próba { $tries } z { $of })
pair-why-key-unknown = klucz, którego ten stół nie zna (miejsce: { $seat })
pair-why-seat-taken = to miejsce ma już sparowane urządzenie (miejsce: { $seat })
pair-why-not-open = żadne urządzenie nie może tu zająć tego miejsca (miejsce: { $seat })
pair-why-no-code = kod, choć żaden nie jest oferowany
pair-why-not-pairing = to nie jest wiadomość parowania
pair-why-too-long = wiadomość o długości { $bytes } bajtów, nie parowanie
pair-why-busy = zamknięto: zbyt wiele parowań naraz
pair-why-too-slow = zamknięto: brak parowania w ciągu { $seconds } sekund
pair-why-closed-midway = druga strona zamknęła połączenie w trakcie parowania
pair-refused-wrong-code = kod parowania odrzucono: to nie jest kod pokazany przez gospodarza
pair-refused-key = gospodarz nie zna już tego urządzenia (jego parowanie dla tego miejsca wycofano albo klucze gospodarza przepadły): sparuj ponownie z nowym kodem
pair-refused-no-code = kod parowania wygasł lub został zużyty; odczytaj nowy u gospodarza
pair-refused-seat-taken = to miejsce ma już sparowane urządzenie; jeśli zaginęło, sędzia pozwala sparować nowe (annabella host --resume DZIENNIK --new-device MIEJSCE)
pair-refused-busy = gospodarz był zajęty innymi połączeniami; spróbuj ponownie
pair-refused-too-slow = parowanie trwało zbyt długo; spróbuj ponownie
pair-refused-not-open = żadne urządzenie nie może zająć tego miejsca przy tym stole
pair-refused-protocol = druga strona nie mówi protokołem parowania annabelli
pair-spent-expired = kod parowania wygasł (jest ważny 2 minuty); utwórz nowy
pair-spent-tried = kod parowania wpisano błędnie 3 razy; utwórz nowy
join-failed = Dołączanie do { $addr }: { $reason }
join-no-answer = gospodarz nie odpowiedział w ciągu { $seconds } sekund
join-network = nie można połączyć się z gospodarzem ({ $reason })
join-no-welcome = gospodarz nie powitał tego urządzenia ({ $detail })
link-inauthentic = wiadomość w połączeniu nie była autentyczna (zmieniona, wstrzyknięta lub powtórzona) i została odrzucona
join-not-listening = pod tym adresem nic nie odpowiada: czy gospodarz jest uruchomiony i czy to adres, który pokazuje?
join-usage-bad-addr = „{ $text }” to nie adres z portem, jak 192.168.1.20:46100
join-usage-bad-code = „{ $text }” to nie kod parowania: powiedz cyfrę i dwa słowa kolumn, np. 7 Gustav Felix (słowa: Anna Bella Cesar David Eva Felix Gustav Hector)
join-usage-needs-code = Podaj kod parowania, który mówi gospodarz, np. annabella join --seat sighted 7 Gustav Felix (albo --resume DZIENNIK, aby wrócić).
join-usage-eboard-seat = --eboard to szachownica gracza widzącego: podaj ją z --seat sighted
join-other-seat = Gospodarz dał temu urządzeniu inne miejsce niż to, o które proszono.
join-other-table = { $path } to dziennik innego stołu.
link-entry-refused = Wpisu ze stołu nie da się odczytać na tym urządzeniu: nic z niego tu nie przyjęto. Wezwij sędziego.
