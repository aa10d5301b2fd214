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
link-caught-up = Zsynchronizowano ze stolikiem: { $entries } wpisów.
app-seat-elsewhere = To miejsce jest obsługiwane na innym urządzeniu: { $seat }.
link-status-lost = Utracono łącze: { $seats }.
link-status-lost-here = Brak łącza ze stolikiem.
link-refused-logged = Odrzucono: { $reason }. Kolejne odrzucone próby parowania są zapisywane tylko w { $log }, dopóki jakieś urządzenie się nie sparuje.
link-new-device = Sędzia dopuścił nowe urządzenie: { $seat }. Utracone urządzenie nie może się już połączyć. Sparuj nowe za pomocą kodu poniżej.
