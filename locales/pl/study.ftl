# Przeglądanie partii ruch po ruchu (src/study).

study-opened = { $white } przeciw { $black }, { $event }, { $result }, półruchów: { $moves }. Powiedz następny albo poprzedni, by przechodzić partię, pomoc, by usłyszeć polecenia.
study-move = { $side ->
    [white] Białe
   *[black] Czarne
} { $number }: { $move }
study-comment = Komentarz: { $text }
study-nag = { $nag ->
    [1] Dobry ruch.
    [2] Błąd.
    [3] Znakomity ruch.
    [4] Poważny błąd.
    [5] Ciekawy ruch.
    [6] Wątpliwy ruch.
    [7] Ruch wymuszony.
    [10] Pozycja jest wyrównana.
    [13] Pozycja jest niejasna.
    [14] Białe stoją nieco lepiej.
    [15] Czarne stoją nieco lepiej.
    [16] Białe stoją lepiej.
    [17] Czarne stoją lepiej.
    [18] Białe wygrywają.
    [19] Czarne wygrywają.
   *[other] Adnotacja { $nag }.
}
study-variations = { $count ->
    [one] Wariant zamiast tego: { $moves }.
    [few] { $count } warianty zamiast tego: { $moves }.
    [many] { $count } wariantów zamiast tego: { $moves }.
   *[other] { $count } wariantu zamiast tego: { $moves }.
} Powiedz wariant, by do niego wejść.
study-at-start = Początek partii.
study-back = Z powrotem do { $move }.
study-end-variation = Koniec wariantu. Powiedz główna linia, by wrócić.
study-end-game = Koniec partii: { $result }.
study-no-such-move = W tej linii nie ma { $number }. ruchu { $side ->
    [white] białych
   *[black] czarnych
}.
study-variation-entered = W wariancie.
study-no-variation = Tu nie ma wariantu.
study-variation-left = Z powrotem w linii, od której odchodził.
study-in-main-line = To jest główna linia.
study-fen = FEN: { $fen }
study-no-comment = Ten ruch nie ma komentarza.
study-judged = { $judgement ->
    [inaccuracy] Niedokładność.
    [mistake] Błąd.
   *[blunder] Poważny błąd.
} Lepsze było { $better }.
study-analysing = Silnik analizuje partię, { $time } milisekund na pozycję: pozycji { $total }.
study-progress = Ruch { $done } z { $total }.
study-analysed = Analiza zakończona.
study-summary = { $side ->
    [white] Białe
   *[black] Czarne
}: niedokładności { $inaccuracies }, błędy { $mistakes }, poważne błędy { $blunders }.
study-written = Analiza jest zapisana w { $path }.
study-write-failed = Nie udało się zapisać analizy w { $path }: { $reason }
study-no-analysis = Nie ma jeszcze analizy: powiedz analizuj.
study-analysis-running = Analiza wciąż trwa.
study-no-mistakes = Analiza nie znalazła błędów, na których można się uczyć.
study-no-more-mistakes = Nie ma więcej błędów. Powiedz błędy, by zacząć od nowa.
study-find-better = Ruch { $number }, zagrałeś { $move }. Znajdź lepszy ruch.
study-played-move = To ruch z partii. Znajdź lepszy albo powiedz rozwiązanie.
study-good-move = Dobry ruch.
study-checking = Sprawdzam ruch…
study-try-again = { $move } nie jest lepszy. Spróbuj jeszcze raz albo powiedz rozwiązanie.
study-solution = Lepszy ruch: { $move }.
study-nothing-to-solve = Tu nie ma nic do rozwiązania: powiedz błędy.
study-not-the-move = Partia toczyła się dalej ruchem { $move }. Powiedz graj stąd, by grać dalej z silnikiem.
study-not-the-move-end = Linia kończy się tutaj. Powiedz graj stąd, by grać dalej z silnikiem.
study-status = Przeglądanie: { $where }
study-status-start = Przeglądanie: początek partii.
study-help = Przy przeglądaniu: { $next }, { $back }, { $first }, { $last }, { $goto } N, { $white } N, { $black } N, { $variation } [N], { $mainline }, { $comment }, { $fen }, { $analyse }, { $mistakes }, { $solution }, { $play }; wprowadzony ruch to próba; klawisze przy pustej linii: Prawo, Lewo, Home, End.
study-practice-only = To dotyczy partii z silnikiem: powiedz graj stąd, by zagrać ją z tej pozycji.
