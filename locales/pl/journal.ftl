# Dziennik: gdzie partia jest zapisana, jak ją kontynuować, co odtworzono.
# $path: plik; $command: polecenie do wpisania; $side: "white" albo "black".

journal-kept = Ta partia jest zapisywana w { $path }.
journal-secret-failed = Nie udało się zapisać klucza posunięć w kopercie ({ $path }: { $reason }): posunięcia zapisanego teraz nie będzie można otworzyć, jeśli program zatrzyma się przed wznowieniem.
journal-quit = Partia jest zapisana w { $path }. Aby ją kontynuować: { $command }
journal-torn = { $path }: wiersz { $line } (bajt { $offset }) został ucięty przez przerwanie i nie jest odtwarzany: { $reason }. Zachowano go osobno w { $aside }.
journal-damaged-last = { $path }: wiersz { $line } (bajt { $offset }) jest cały, ale uszkodzony: { $reason }. Może to być potwierdzony zapis: sprawdź ostatnie posunięcie na obu blankietach. Nie jest odtwarzany i został odłożony do { $aside }.
journal-last-move = Ostatni ruch, półruch { $ply }: { $move }.
journal-no-move = Nie wykonano jeszcze żadnego ruchu.
journal-to-move = Ruch mają { clock-side }.
journal-clock-unknown = Zapis partii nie podaje czasów zegara: zegar stoi, dopóki sędzia nie ustawi obu zegarów (7.1), na przykład „sędzia: ustaw zegar białe 1:00:00”, i nie wznowi gry.
journal-last-move-only = Ostatnie posunięcie: { $move }.
journal-write-failed = Nie udało się zapisać partii w { $path }: { $reason }. Jest tam zapisana do poprzedniego wpisu; od teraz nic więcej nie jest tam zapisywane ani wysyłane do innych urządzeń. Wezwij sędziego: zwolnij miejsce na dysku, zakończ program i kontynuuj z --resume.
journal-last-move-illegal = Ostatnie wprowadzone posunięcie: { $move }, posunięcie nieprawidłowe (artykuł 7.5).
