# Błędy w wierszu poleceń i w plikach, które on wskazuje (src/present/cli.rs), w języku
# czytelnika: co jest nie tak i gdzie (wartość w cudzysłowie, okres, wiersz, plik).

## Tempo gry: „--control: …” (albo znacznik TimeControl w PGN).
cli-control-empty = { $flag }: tempo gry jest puste; wpisz np. „90+30” albo „40/90+30, 30+30”.
cli-control-period = { $flag }: okres { $period } tempa gry („{ $text }”): { $problem }
cli-control-structure = { $flag }: tempo gry „{ $text }”: { $problem }
cli-period-empty = okres jest pusty (dwa przecinki z rzędu albo przecinek na końcu?).
cli-period-quota-not-whole = liczba ruchów „{ $text }” nie jest liczbą całkowitą.
cli-period-zero-quota = liczba ruchów 0: okres wymaga co najmniej jednego ruchu.
cli-period-no-minutes = oczekiwano minut, a jest „{ $text }”.
cli-period-not-a-bonus = nieoczekiwane „{ $text }” po minutach (wpisz „+sekundy”, „delay sekundy” albo „bronstein sekundy”).
cli-period-not-seconds = „{ $text }” nie jest liczbą sekund.
cli-period-time = „{ $text }” nie jest czasem (wpisz h:mm:ss albo m:ss).
cli-period-not-minutes-and-seconds = „{ $text }” to nie minuty (wpisz „90” albo „1:30” dla półtorej minuty).
cli-period-not-minutes = „{ $text }” nie jest liczbą minut.
cli-period-sandclock = tempo klepsydrowe („*sekundy”) nie jest obsługiwane.
cli-period-quota-not-a-number = liczba ruchów „{ $text }” nie jest liczbą.
cli-structure-no-quota = okres { $period } nie ma liczby ruchów, a nie jest ostatni; wpisz np. „40/90+30, 30+30”.
cli-structure-last-has-quota = ostatni okres musi obejmować wszystkie pozostałe ruchy (bez „ruchy/”); dodaj jeszcze jeden, np. „, 30”.
cli-structure-zero-quota = liczba ruchów musi wynosić co najmniej 1.
cli-structure-no-time = pierwszy okres potrzebuje trochę czasu.
cli-structure-too-many = najwyżej { $max } okresów.
cli-structure-period-too-long = okres trwa dłużej niż 1000 godzin.
cli-structure-bonus-too-long = dodatek lub opóźnienie trwa dłużej niż godzinę.
cli-structure-quota-too-large = liczba ruchów przekracza { $max }.
cli-structure-unknown = PGN podaje, że tempo gry jest nieznane albo go nie ma.

## Zapowiedzi zegara: „--calls …”.
cli-calls = --calls: próg „{ $item }”: { $problem } Wpisz listę taką jak „10m,5m,2m,1m,30s,10s”.
cli-calls-minutes = minuty muszą być liczbą całkowitą.
cli-calls-seconds = sekundy muszą być liczbą całkowitą.
cli-calls-time = to ani minuty, ani sekundy, ani czas.
cli-calls-zero = próg musi być większy od zera.
cli-calls-too-many = najwyżej { $max } progów.

## Poziomy mowy.
cli-duration = { $flag }: „{ $text }” nie jest czasem trwania: wpisz np. „1h”, „10m” albo „1h30m”.
cli-clock-time = { $flag }: „{ $text }” nie jest czasem na zegarze: wpisz h:mm:ss, np. 1:05:00.
cli-tag-value = { $flag } „{ $value }”: wartość do zapisu partii to jeden wiersz tekstu; ta zawiera { $char } (znak nowego wiersza lub znak sterujący).
cli-level = { $flag }: { $value } nie mieści się w zakresie od -100 do 100.

## Pliki: co robiono, potem dlaczego się nie udało.
cli-file-read = { $file }: nie można odczytać tego pliku: { $why }
cli-file-create = { $file }: nie można utworzyć tego pliku: { $why }
cli-file-write = { $file }: nie można zapisać tego pliku: { $why }
cli-why-not-found = nie istnieje.
cli-why-no-folder = jego katalog nie istnieje albo nie przyjmuje nowych plików.
cli-why-permission = brak uprawnień.
cli-why-directory = to katalog, a nie zwykły plik; wskaż plik.
cli-why-not-directory = część ścieżki nie jest katalogiem.
cli-why-exists = plik o tej nazwie już istnieje i zostaje bez zmian.
cli-why-disk-full = dysk jest pełny.
cli-why-read-only = system plików jest tylko do odczytu.
cli-why-too-large = jest większy niż { $mb } MB, więc został odrzucony (czy to właściwy plik?).
cli-why-utf16 = to tekst UTF-16; zapisz go jako UTF-8 i spróbuj ponownie.
cli-why-fifo = to FIFO, a nie zwykły plik; wskaż plik.
cli-why-socket = to gniazdo, a nie zwykły plik; wskaż plik.
cli-why-device = to urządzenie, a nie zwykły plik; wskaż plik.
cli-why-not-plain = to nie jest zwykły plik; wskaż plik.
cli-why-addr-in-use = inny program już tam nasłuchuje.
cli-why-addr-not-available = ten komputer nie ma takiego adresu.
cli-why-other = system odmówił.
cli-why-espeak = espeak-ng, który wykonuje nagrania, nie działa.
cli-why-recorder-stopped = nagrywanie zostało zatrzymane.
cli-engine = nie udało się uruchomić silnika szachowego { $file }: { $why }
cli-listen = --listen { $addr }: nie można tam nasłuchiwać: { $why }

## Dzienniki: „PLIK: co jest nie tak”.
cli-journal = { $file }: { $problem }
cli-journal-no-header = brak pełnego rekordu nagłówka: partia nigdy nie została rozpoczęta w tym dzienniku.
cli-journal-corrupt = wiersz { $line } (przesunięcie { $offset } bajtów) jest uszkodzony ({ $damage }); po nim są kolejne rekordy, więc to nie jest przerwany zapis.
cli-journal-duplicate = wiersz { $line } powtarza rekord { $seq } (wiersz { $first }): powtórzony rekord jest odrzucany; usuń jeden z nich.
cli-journal-foreign = wiersz { $line } należy do innej partii: rekord z innego dziennika jest odrzucany.
cli-journal-foreign-game = wiersz { $line } należy do partii { $game }, nie do tego dziennika: rekord z innego dziennika jest odrzucany.
cli-journal-format-old = wiersz 1: ten dziennik ma format { $found }, starszy niż format { $oldest }; ten program czyta tylko formaty od { $oldest } do { $newest } i woli go nie czytać, niż odczytać błędnie.
cli-journal-format-new = wiersz 1: format dziennika { $found } nie jest obsługiwany (ten program zapisuje { $newest }): zapisał go nowszy program.
cli-journal-wrong-kind = wiersz 1: to inny rodzaj dziennika („{ $found }”).
cli-journal-bad-header = wiersz 1: nie można odczytać nagłówka.
cli-journal-replay = wiersz { $line }: nie można odtworzyć tego rekordu.
cli-damage-not-utf8 = to nie tekst UTF-8
cli-damage-no-crc = brak sumy kontrolnej przed rekordem
cli-damage-checksum = suma kontrolna się nie zgadza
cli-damage-record = to nie rekord tego dziennika
cli-damage-sequence = rekord numer { $found } tam, gdzie oczekiwano { $expected }
cli-damage-incomplete = zapis urwał się przed końcem wiersza
cli-skipped = pominięto { $file }: nie ma pełnego nagłówka (partia nigdy się w nim nie zaczęła).
cli-no-data-dir = brak katalogu danych na dzienniki; podaj --journal PLIK.
cli-no-journal-in = brak dziennika z nagłówkiem w { $dirs }; podaj ścieżkę dziennika.
cli-table-game = { $file } to partia przy stole: { $command }
cli-not-recorded = { $problem } Ostatnie polecenie nie zostało zapisane.

## Skrypty zegara (annabella clock --script): „PLIK: wiersz N: co jest nie tak”.
cli-script = { $file }: wiersz { $line }: { $problem }
cli-script-time = „{ $text }” nie jest czasem (wpisz h:mm:ss.mmm, h:mm:ss albo m:ss).
cli-script-time-went-back = czas „{ $text }” jest wcześniejszy niż w poprzednim wierszu.
cli-script-no-event = po czasie brakuje zdarzenia.
cli-script-unknown-event = nieznane zdarzenie „{ $text }” (wpisz start, press, query, pause, resume, adjust albo set).
cli-script-no-argument = „{ $event }” nie przyjmuje argumentu, a jest „{ $text }”.
cli-script-start-side = „start” przyjmuje najwyżej stronę, a jest „{ $text }”.
cli-script-no-side = brakuje strony (white albo black).
cli-script-not-a-side = „{ $text }” nie jest stroną (wpisz white albo black).
cli-script-no-amount = „adjust” wymaga wartości, np. +2:00 albo -0:30.
cli-script-after-amount = nieoczekiwane „{ $text }” po wartości.
cli-script-no-sign = „{ $text }” wymaga znaku: +m:ss albo -m:ss.
cli-script-no-time = „set” wymaga czasu, np. 1:00:00.
cli-script-not-moves = „{ $text }” nie jest liczbą ruchów.
cli-script-not-moves-n = nieoczekiwane „{ $text }” (wpisz „moves N”).
cli-script-refused = { $event }: { $why }

## PGN: „PLIK: wiersz N: co jest nie tak”.
cli-pgn = { $file }: { $problem }
cli-pgn-line = { $file }: wiersz { $line }: { $problem }
cli-pgn-tag = nie można odczytać znacznika.
cli-pgn-tag-no-name = błędny znacznik: po „[” oczekiwano nazwy znacznika.
cli-pgn-tag-no-quote = błędny znacznik: po [{ $name } oczekiwano „"”.
cli-pgn-tag-bad-escape = błędny znacznik: niepoprawna sekwencja ucieczki w [{ $name }].
cli-pgn-tag-not-closed = błędny znacznik: wartość [{ $name }] nie jest zamknięta w swoim wierszu.
cli-pgn-tag-no-bracket = błędny znacznik: po wartości [{ $name }] oczekiwano „]”.
cli-pgn-move-name = ruch { $number }{ $dots } { $san }
cli-pgn-before-first = przed pierwszym ruchem
cli-pgn-move = { $move }: { $problem }
cli-pgn-after-result = ruch po wyniku.
cli-pgn-null-in-check = ruch zerowy w sytuacji szacha.
cli-pgn-illegal = to nie jest prawidłowy ruch w osiągniętej pozycji.
cli-pgn-capture-without-file = to nie jest prawidłowy ruch w osiągniętej pozycji: bijący pion podaje kolumnę, z której schodzi ({ $capture }?).
cli-pgn-ambiguous = niejednoznaczny: może go wykonać więcej niż jedna bierka (podaj kolumnę lub rząd).
cli-pgn-not-a-move = to nie jest ruch.
cli-pgn-clock = { $move }: błędne [%clk { $args }]: „{ $text }” nie jest czasem (wpisz h:mm:ss).
cli-pgn-clock-too-long = { $move }: błędne [%clk { $args }]: ponad 1000 godzin, więcej, niż mieści jakikolwiek zegar.
cli-pgn-command = błędne [%{ $name } { $args }]: { $problem }
cli-pgn-command-no-time = oczekiwano czasu i wpisu.
cli-pgn-command-not-utc = oczekiwano czasu UTC, np. 2025-01-31T14:05:00.000Z.
cli-pgn-command-unknown-entry = nieznany wpis dziennika sędziego.
cli-pgn-command-unknown-result = nieznany wynik.
cli-pgn-start = pozycja wyjściowa (znacznik FEN) została odrzucona.
cli-pgn-import = zapis partii został odrzucony.
cli-pgn-comment-not-closed = komentarz „{"{"}” nigdy nie zostaje zamknięty.
cli-pgn-close-without-open = „)” bez „(”.
cli-pgn-variation-not-closed = wariant „(” nigdy nie zostaje zamknięty.
cli-pgn-result-mismatch = wynik { $token } nie zgadza się z [%result { $comment }].
cli-pgn-reader = to nie jest czytelny PGN.
cli-pgn-no-control = PGN nie podaje tempa gry (znacznik ClockControl lub TimeControl); podaj je opcją --control.
cli-pgn-no-game = nie znaleziono żadnej partii.
cli-pgn-in-game = partia { $number }: { $problem }
cli-pgn-game = { $number }: { $white } - { $black }, { $event }, { $date }, runda { $round }, { $result } (wiersz { $line })
cli-pgn-second-game = tu zaczyna się druga partia; tekst zawiera partii: { $count }; wybierz jedną opcją --game N:{ $games }
cli-pgn-no-number = nie ma partii numer { $pick } (partie mają numery od 1 do { $count }) i żadni gracze, turniej, miejsce, data ani runda nie zawierają „{ $pick }”; partie:{ $games }
cli-pgn-no-match = żadna partia nie pasuje do „{ $pick }”; partie:{ $games }
cli-pgn-several-match = do „{ $pick }” pasuje partii: { $count }; wybierz jedną opcją --game N:{ $games }
cli-pgn-exists = { $file } już istnieje; nie zostanie nadpisany (--force go zastąpi).

## Błędy samego wiersza poleceń.
cli-eboard-one-board = --eboard to własna szachownica gracza widzącego przy stole z dwiema szachownicami według Załącznika D; --one-board ma jedną szachownicę dla obu.
cli-practice-one-board = --one-board to partia dwóch graczy przy jednej klawiaturze, nie przeciw silnikowi.
cli-nothing-to-study = brak dziennika do przejrzenia: podaj PLIK PGN lub dziennika.
cli-bad-start = pozycja wyjściowa „{ $fen }” nie jest prawidłowa.
cli-fen-unreadable = --fen: „{ $fen }” nie jest pozycją w zapisie FEN.
cli-game-refused = z tymi opcjami nie da się przygotować partii.
