# Stolik: dwie szachownice, dwa blankiety, przebieg według Załącznika D.
# $seat to stanowisko w mianowniku ("gracz niewidomy"); $side pochodzi z clock-side ("Białe").
# "retrace" i "fixed" to polecenia sędziego i nie są tłumaczone.
table-mode-tournament = Tryb turniejowy: posunięcia są zapisywane tak, jak je wprowadzono; na prośbę podaje się tylko czas i liczbę posunięć.
table-mode-casual = Partia towarzyska: nieprawidłowe posunięcia są odrzucane z podaniem powodu.
table-seat-blind = gracz niewidomy
table-seat-sighted = gracz widzący
table-seat-arbiter = sędzia
# Miejsce jako podmiot czasownika przechodniego; tu tak samo jak wyżej.
table-seat-blind-agent = gracz niewidomy
table-seat-sighted-agent = gracz widzący
table-seat-arbiter-agent = sędzia
table-read-back = { $move }. Potwierdź albo wycofaj.
table-announced = Zapowiedziane.
table-correction = Poprawka: { $move }
table-corrected = Poprawione: { $move }.
table-not-your-turn = Teraz nie twoja kolej, żeby to zrobić.
table-arbiter-only = Może to zrobić tylko sędzia.
table-nothing-pending = Nie ma posunięcia, które by na to czekało.
table-waiting-arbiter = Gra jest wstrzymana: czekamy na sędziego.
table-game-over = Partia jest zakończona.
table-still-diverged = Szachownice nadal się różnią; popraw je, zanim gra zostanie wznowiona.
table-resumed = Gra zostaje wznowiona.
table-illegal-flagged = Nieprawidłowe posunięcie w półruchu { $ply } ({ $seat }): { $move }. Artykuł 7.5 stosuje sędzia.
table-log-correction = Przejęzyczenie poprawione w półruchu { $ply } ({ $seat }): { $old } zmieniono na { $new }.
table-white = białych
table-black = czarnych
table-piece = { $piece } { $color }
table-empty = puste
table-divergence-sheets = Blankiety różnią się w półruchu { $ply }: gracz niewidomy zapisał { $blind }, gracz widzący { $sighted }.
table-divergence-boards = Szachownice różnią się po półruchu { $ply }: { $squares }.
table-square-differs = { $square }: { $blind } na szachownicy gracza niewidomego, { $sighted } na szachownicy gracza widzącego
table-retraced = Cofnięto do półruchu { $ply }. Przywrócone zegary: { $clocks }
table-fixed = Szachownicę ustawiono według blankietu ({ $seat }).
table-clock-started = Zegar jest uruchomiony.
table-clock-stopped = Zegar jest zatrzymany.
table-clock-set = { $side }: zegar ustawiony na { $time }.
table-time-added = { $side }: dodano { $time } na zegarze.
table-time-taken = { $side }: odjęto { $time } z zegara.
table-declared = Ogłoszony wynik: { $result }
table-repair-nothing = Szachownice i blankiety się zgadzają; nie ma czego naprawiać.
table-repair-illegal = Nieprawidłowe posunięcie w półruchu { $ply } ({ $seat }, artykuł 7.5): cofnij obie szachownice i blankiety do półruchu { $before }, pozycji sprzed niego: cofnij { $before }. Potem skoryguj zegary (7.5.5) i wznów grę.
table-repair-retrace = Blankiety różnią się od półruchu { $first }. Cofnij obie szachownice do półruchu { $ply }, gdzie się zgadzają, a oba zegary do ich ówczesnych wskazań: cofnij { $ply }. Potem w razie potrzeby skoryguj zegary i wznów grę.
table-repair-board = Blankiety się zgadzają. Ustaw szachownicę według jej blankietu ({ $seat }): { $squares }. Potem: naprawione { $name ->
    [blind] niewidomy
    [sighted] widzący
   *[arbiter] sędzia
}.
table-repair-square = { $square }: { $content }

# The application around the table.
table-recorded = Zapisano: { $move }.
app-help = Wpisz posunięcie w dowolnej postaci, a potem je potwierdź.
app-help-commands =
    potwierdź: potwierdź odczytane posunięcie
    popraw <posunięcie>: popraw przejęzyczenie przed zegarem
    naciśnij: naciśnij zegar
app-help-common =
    czas: zegary i posunięcia
    miejsce <miejsce>: zmień miejsce przy klawiaturze
    pomoc: ta pomoc
    zakończ: wyjdź z programu
app-help-arbiter =
    uruchom, zatrzymaj, wznów: zegar
    napraw: kroki naprawy zapisów
    cofnij <półruch>: cofnij oba zapisy do tego półruchu
    ustaw zegar <strona> <h:mm:ss>: ustaw zegar
    zmień czas <strona> <m:ss>: dodaj czas (-m:ss odejmuje)
    naprawione <miejsce>: szachownica ustawiona według blankietu
    ogłoś <wynik>: ogłoś 1-0, 0-1 lub 1/2-1/2
app-help-review-line = Przegląd: wpisz słowo albo ukośnik i klawisz („/l”).
app-help-keys =
    Klawisze: F1 pomoc, F2 zmiana miejsca, F5 czas, F9 naciśnięcie zegara
    Tab: szachownica lub wiersz poleceń; strzałki poruszają się po szachownicy
    Na szachownicy: k q r b n p następny król, hetman, wieża, goniec, skoczek, pion (wielką literą: poprzedni); 1 do 8 ten rząd; Enter czyta pole
app-board-none = Na twojej szachownicy nie ma: { $piece }.
app-line-too-long = Ten wiersz jest za długi (64 KB lub więcej): nic nie zrobiono.
app-seat = Przy klawiaturze: { $seat }.
app-status-entering = Ruch: { $side }.
app-status-readback = Posunięcie { $move } zostało odczytane; czeka na potwierdzenie.
app-status-made = Posunięcie { $move } wykonane; czeka na naciśnięcie zegara.
app-status-repeating = Czekamy, aż { $seat } powtórzy { $move }.
ui-mode-tournament = Tryb turniejowy
ui-mode-casual = Tryb swobodny
ui-board-blind = Szachownica niewidomego
ui-board-sighted = Szachownica widzącego
ui-board-one = Szachownica
ui-running = chodzi
ui-clocks-and-moves = Zegary i posunięcia
ui-announcements = Komunikaty
ui-input = Posunięcie lub polecenie
table-draw-offered = Propozycja remisu: { $seat }.
app-recovered = Partię odtworzono z jej dziennika. Zegar pozostaje zatrzymany, dopóki sędzia go nie wznowi; czas, gdy program nie działał, nie jest liczony nikomu.
app-recovered-adjourned = Partię odtworzono z jej dziennika. Jest odłożona, posunięcie zapisano w kopercie: zegar pozostaje zatrzymany, dopóki sędzia nie otworzy koperty (otwórz kopertę); czas, gdy program nie działał, nie jest liczony nikomu.
app-recovered-casual = Partię odtworzono z jej dziennika. Zegar pozostaje zatrzymany, dopóki któryś z graczy nie wpisze wznów; czas, gdy program nie działał, nie jest liczony nikomu.
app-recovered-practice = Partię odtworzono z jej dziennika; czas, gdy program nie działał, nie jest liczony nikomu.
table-withdrawn = Wycofane: { $move }. Wprowadź posunięcie ponownie.
app-clock-waits-arbiter = Zegar jeszcze nie chodzi: sędzia uruchamia go poleceniem uruchom.
app-clock-waits-players = Zegar jeszcze nie chodzi: wpisz uruchom albo pierwsze posunięcie, a ruszy.
app-unknown = „{ $text }” to ani polecenie, ani posunięcie: { $why } Wpisz pomoc, aby zobaczyć polecenia.
app-not-started = Zegar jeszcze nie chodzi: uruchamia go sędzia.
app-nothing-to-confirm = Nie masz nic do potwierdzenia. { $status }
app-confirm-word = Enter potwierdza dopiero po odczytaniu: { $move }. Wpisz potwierdź albo nie, aby wycofać.
app-quit-ask = Zakończyć partię? { $key ->
    [none] Wpisz ponownie zakończ albo tak
   *[other] Naciśnij ponownie { $key } albo wpisz tak
}; cokolwiek innego gra dalej.
app-key-ctrl = Ctrl-{ $letter }
app-quit-kept = Partia trwa dalej.
app-quit = Program kończy działanie.
# Przepisy przy stoliku: reklamacje dotkniętej bierki, szybkie zakończenie, partia odłożona.
table-declined = { $seat } odrzuca propozycję remisu.
table-touch-claimed = { $seat } informuje sędziego, że przeciwnik dotknął { $piece } na { $square }.
table-position = Pozycja: { $fen }
table-touch-upheld = Reklamacja uwzględniona: { $seat } musi ruszyć lub zbić { $piece } na { $square } (Artykuł 4.3).
table-touch-upheld-free = Reklamacja uwzględniona, ale żaden prawidłowy ruch nie rusza ani nie bije { $piece } na { $square }: { $seat } może wykonać dowolny prawidłowy ruch.
table-touch-rejected = Reklamacja dotknięcia na { $square } oddalona; gra toczy się dalej.
table-increment-requested = { $seat } ma mniej niż dwie minuty i prosi o pięciosekundowy dodatek dla obu graczy (Wytyczne III.4); to także propozycja remisu.
table-increment-introduced = Sędzia się zgadza: odtąd obaj gracze otrzymują { $increment } na ruch; { $side }: dodano { $time }.
table-increment-refused = Sędzia nie zgadza się na dodatek; gra toczy się jak dotąd.
table-draw-claimed = { $seat } ma mniej niż dwie minuty i reklamuje remis (Wytyczne III.5); decyduje sędzia.
table-claim-postponed = Sędzia odkłada decyzję w sprawie reklamacji remisu; gra toczy się dalej.
table-claim-postponed-time = Sędzia odkłada decyzję w sprawie reklamacji remisu; { $side }: dodano { $time }.
table-claim-rejected = Reklamacja remisu oddalona; { $side }: dodano { $time }.
table-claim-referred = { $seat } reklamuje remis, mając mniej niż dwie minuty. Bez sędziego kończy to partię: pozycja końcowa i zapis partii trafiają do wyznaczonego sędziego (Wytyczne III.6).
table-adjourned = Sędzia odkłada partię: { $seat } zapisuje ruch w kopercie, a potem naciska zegar. Wznowienie: { $resumption }.
table-move-sealed = { $seat } zapisał w kopercie ruch { $number }; zegar jest zatrzymany, koperta jest u sędziego.
table-envelope-opened = Koperta otwarta: { $seat } zapisał { $move }.
table-envelope-asked = Sędzia otwiera kopertę: urządzenie, na którym { $seat } zapisał ruch, ujawni go, gdy tylko będzie połączone.
table-release-mismatch = Ruch ujawniony przez urządzenie zapisującego nie jest ruchem zapisanym dla sędziego: koperta pozostaje zamknięta; decyduje sędzia.
table-replay-refused = Nie można odczytać żądania z innego urządzenia ({ $detail }); nic z niego nie przyjęto.
table-sealed = Ruch w kopercie: { $move }. Zapisz ponownie, aby go zmienić; naciśnij zegar, aby zamknąć kopertę.
table-touch-forfeited = Dotknąłeś bierki, aby nią zagrać: nie możesz już reklamować dotknięcia przez przeciwnika (Artykuł 4.8).
table-touch-not-their-move = Przeciwnik nie jest teraz na posunięciu: nie ma dotknięcia do reklamowania.
table-touch-empty = Na { $square } nie ma bierki.
table-must-move-touched = Reklamację dotknięcia uwzględniono: rusz lub zbij { $piece } na { $square } (Artykuł 4.3).
table-nothing-claimed = Nie ma reklamacji ani prośby tego rodzaju do rozstrzygnięcia.
table-not-under-two-minutes = Tylko gdy na twoim zegarze zostało mniej niż dwie minuty (Wytyczne III.4 i III.5).
table-has-increment = Szybkie zakończenie z Wytycznych III dotyczy partii bez dodatku czasowego.
table-not-your-move = Może to zrobić tylko gracz na posunięciu.
table-not-adjourned = Partia nie jest odłożona albo ruch w kopercie nie jest na to gotowy.
table-adjourned-refusal = Partia jest odłożona: gracz na posunięciu zapisuje ruch w kopercie; gra wznowi się, gdy sędzia otworzy kopertę.
table-adjourned-sealed = Partia jest odłożona, a ruch zapisany w kopercie: gra wznowi się, gdy sędzia otworzy kopertę.
table-envelope-unread = Posunięcia z koperty nie można odczytać na tym urządzeniu: nie ma tu jego klucza. Sędzia ustawia pozycję i zegary (Wytyczne I.12).
table-move-sealed-player = { $seat } zapisał ruch w kopercie; zegar jest zatrzymany, koperta jest u sędziego.
table-retraced-quiet = Sędzia cofnął obie szachownice i oba zapisy oraz przywrócił zegary; zapytaj o czas, aby je usłyszeć.
table-claim-incorrect = Reklamacja remisu { $kind ->
    [threefold] przez trzykrotne powtórzenie pozycji
   *[fifty] na podstawie przepisu pięćdziesięciu posunięć
    } jest nieuzasadniona: sędzia dodaje { $time } ({ $side }) (artykuł 9.5.3){ $written ->
    [yes] , a zapisane posunięcie musi zostać wykonane
   *[no] {""}
    }.
table-must-play-written = Posunięcie zapisane przy reklamacji musi zostać wykonane: { $move } (artykuł 9.5.3).
table-down-time = Program zatrzymał się, gdy chodził zegar { $side ->
    [white] białych
   *[black] czarnych
    }: ostatni zapis pochodzi z { $since } UTC, a od tego czasu ({ $time }) nie ma żadnego zapisu. Zegar jest zatrzymany; sędzia decyduje, co doliczyć (artykuł 6.11: „zmień czas” lub „ustaw zegar”), a potem „wznów”.
table-both-flags-continue = Spadły obie chorągiewki i nie da się ustalić, która pierwsza; to nie jest ostatni okres, więc gra toczy się dalej (Wytyczne III.3.1).
table-one-board = Przy jednej szachownicy posunięcie jest wykonane z chwilą wpisania: nie ma czego odczytywać, potwierdzać, poprawiać, naciskać ani powtarzać.

# Dlaczego przepisy partii odrzuciły polecenie.
table-rule-clock-not-started = Zegar nie został jeszcze uruchomiony.
table-rule-clock-already-started = Zegar został już uruchomiony.
table-rule-clock-paused = Zegar jest zatrzymany.
table-rule-clock-not-paused = Zegar nie jest zatrzymany.
table-rule-clock-stopped = Zegar stoi: partia jest zakończona.
table-rule-time-went-back = Podany czas jest wcześniejszy niż ostatni; nic nie zmieniono.
table-rule-over = Partia jest zakończona: { $result }
table-rule-illegal = { $move } nie jest prawidłowym posunięciem w tej pozycji.
table-rule-null-in-check = Posunięcie zerowe nie jest tu możliwe: strona na posunięciu jest szachowana.
table-rule-wrong-clock = Zegar strony na posunięciu nie chodzi.
table-rule-draw-too-early = Remis można uzgodnić dopiero, gdy obaj gracze wykonali posunięcie (artykuł 5.2.3).
table-rule-clock-unknown = Zapis partii nie podaje czasów zegara, więc czas { $side ->
    [white] białych
   *[black] czarnych
    } nie jest znany: sędzia najpierw go ustawia („ustaw zegar”, artykuł 7.1).
table-rule-retrace-beyond = Nie można wrócić do półruchu { $ply }: { $plies ->
    [one] rozegrano tylko jeden półruch
    [few] rozegrano tylko { $plies } półruchy
   *[other] rozegrano tylko { $plies } półruchów
}.
table-rule-no-flag = Żadna chorągiewka nie spadła.
table-rule-bad-start = Pozycja początkowa nie jest prawidłowa: { $reason }
app-arbiter-file = { $what ->
    [envelope] Koperta (zapieczętowane posunięcie, tylko dla sędziego)
   *[referral] Pozycja końcowa i formularz partii dla wyznaczonego sędziego
} { $what ->
    [envelope] jest zapisana
   *[referral] są zapisane
} w { $path }.
app-arbiter-file-failed = Nie udało się zapisać { $what ->
    [envelope] koperty
   *[referral] zapisu dla wyznaczonego sędziego
} w { $path }: { $reason }
table-repeat-first = Najpierw posunięcie przeciwnika: wykonaj je na swojej szachownicy i wpisz: { $move }.
