# Trening z silnikiem szachowym (src/engine): co silnik mówi graczowi.

practice-level = Poziom { $level }, około { $elo }.
practice-level-full = Poziom { $level }, pełna siła.
practice-no-such-level = Nie ma poziomu { $level }: poziomy są od 1 do { $max }.
practice-playing = Silnik gra { $side ->
    [white] białymi
   *[black] czarnymi
}. { $level }
practice-eval-none = Silnik nie podał oceny.
practice-eval-equal = Pozycja jest mniej więcej wyrównana.
practice-eval-better = { clock-side } stoją lepiej o { $amount ->
    [half] około pół piona
    [pawn] około piona
   *[more] około { $count } { $count ->
        [few] piony
       *[many] pionów
    }
}.
practice-eval-winning = { clock-side } wygrywają.
practice-eval-mate = { clock-side } dają mata w { $moves } { $moves ->
    [one] ruchu
    [few] ruchach
    [many] ruchach
   *[other] ruchach
}.
practice-eval-mated = Mat na szachownicy.
practice-score = Ocena: { $number } dla białych.
practice-score-mate = Ocena: { clock-side } dają mata w { $moves } { $moves ->
    [one] ruchu
    [few] ruchach
    [many] ruchach
   *[other] ruchach
}.
practice-hint = Rusz { $piece } z pola { $square }.
practice-best = Najlepszy ruch: { $move }.
practice-threat = Groźba to { $move }.
practice-threat-in-check = Jesteś w szachu: groźbą jest sam szach.
practice-no-move = Nie ma żadnego legalnego ruchu.
practice-not-your-move = Ruch ma silnik: zapytaj ponownie, gdy będzie twój ruch.
practice-nothing-to-take-back = Nie ma twojego ruchu do cofnięcia.
practice-draw-accepted = Silnik przyjmuje remis.
practice-draw-declined = Silnik odrzuca remis: uważa, że stoi lepiej.
practice-fault-died = Silnik się zatrzymał.
practice-fault-hung = Silnik nie odpowiedział na czas.
practice-fault-garbage = Silnik wypisał coś, co nie jest UCI: { $line }
practice-fault-illegal = Silnik zagrał nielegalny ruch: { $move }.
practice-fault-given-up = Silnik został porzucony po wcześniejszym błędzie.
practice-fault-not-started = Nie udało się uruchomić silnika { $path }: { $reason }. Zainstaluj Stockfisha poleceniem „apt-get install stockfish” albo wskaż inny silnik opcją --engine ŚCIEŻKA lub ścieżką silnika w pliku ustawień.
practice-restarting = Zostaje uruchomiony ponownie i partia toczy się dalej; nic z zapisu nie ginie.
practice-given-up = Znów zawiódł i zostaje porzucony: wprowadzaj ruchy przeciwnika sam (F2 lub „miejsce widzący”) albo wyjdź; partia jest zachowana.
practice-no-help-tournament = Przy stoliku turniejowym nie ma pomocy: Załącznik D nie dopuszcza żadnej pomocy.
practice-no-engine = Przy tym stoliku nie ma silnika: „annabella practice” gra z silnikiem.
practice-study-only = To jest krok przeglądania partii: „annabella study PLIK”.
practice-ask-takeback = Cofnąć twój ostatni ruch i ruch silnika? Powiedz { $yes } albo { $no }.
practice-ask-new = Zacząć nową partię? Ta zostaje zachowana. Powiedz { $yes } albo { $no }.
practice-ask-flip = Zacząć nową partię z zamienionymi kolorami? Ta zostaje zachowana. Powiedz { $yes } albo { $no }.
practice-kept = Nic nie zostało zmienione.
practice-new-game = Nowa partia.
practice-help = Z silnikiem: { $hint } (którą bierką ruszyć), { $best } (jego ruch), { $eval } (ocena słowami), { $score } (jako liczba), { $threat } (czym grozi przeciwnik), { $level } (podaj lub ustaw, od 1 do 10), { $takeback }, { $new }, { $flip } (nowa partia z zamienionymi kolorami).
practice-ask-arguments = „{ $got }”: nie rozumiem, co następuje po „{ $said }”. Nic nie zrobiono.
