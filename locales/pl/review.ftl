# Polecenia przeglądu (src/review): odpowiedzi na to, o co stanowisko pyta w sprawie partii.
# Pola i bierki przychodzą w stylu zapowiedzi stanowiska ("Felix drei", "Springer").
# $side: "white" albo "black". Liczby wybierają formę: 1 pion, 2 piony, 5 pionów.

review-side = { $side ->
    [white] Białe
   *[black] Czarne
}
# Bierka z kolorem w dopełniaczu, bez uzgadniania rodzaju: "Springer białych", "Dame czarnych".
review-piece = { $piece } { $side ->
    [white] białych
   *[black] czarnych
}
review-empty = puste
review-square = { $square }: { $content }
review-empty-run = od { $from } do { $to }: puste
# The squares that changed over the last $plies half-moves, each read as review-square.
review-changed = Zmiany w { $plies ->
    [one] ostatnim półruchu
    [few] ostatnich { $plies } półruchach
   *[other] ostatnich { $plies } półruchach
}: { $squares }.
review-changed-none = Nic się nie zmieniło w { $plies ->
    [one] ostatnim półruchu
    [few] ostatnich { $plies } półruchach
   *[other] ostatnich { $plies } półruchach
}.
review-list = { $piece }: { $squares }
review-list-none = { $piece }: brak
review-side-list = { review-side }: { $groups }
review-group = { $piece } { $squares }

review-nothing-said = Jeszcze nic nie zapowiedziano.
review-no-moves = Na blankiecie nie ma jeszcze posunięć.
review-no-such-move = Posunięcia { $number } nie ma na blankiecie; ostatnie ma numer { $last }.
review-ply = { $number }. { review-side }: { $move }
# The header of the game: $whiteseat and $blackseat name the seat of each player.
review-header = Białe: { $white }, { $whiteseat }. Czarne: { $black }, { $blackseat }. Turniej: { $event }. Miejsce: { $site }. Runda: { $round }. Data: { $date }.
review-unknown = nieznane
# The squares of one diagonal, from the player's own side.
review-diagonal = Przekątna od { $from } do { $to }: { $squares }

review-count = { $n } { $piece }
review-count-queen = { $n ->
    [one] { $n } hetman
    [few] { $n } hetmany
    [many] { $n } hetmanów
   *[other] { $n } hetmana
}
review-count-rook = { $n ->
    [one] { $n } wieża
    [few] { $n } wieże
    [many] { $n } wież
   *[other] { $n } wieży
}
review-count-bishop = { $n ->
    [one] { $n } goniec
    [few] { $n } gońce
    [many] { $n } gońców
   *[other] { $n } gońca
}
review-count-knight = { $n ->
    [one] { $n } skoczek
    [few] { $n } skoczki
    [many] { $n } skoczków
   *[other] { $n } skoczka
}
review-count-pawn = { $n ->
    [one] { $n } pion
    [few] { $n } piony
    [many] { $n } pionów
   *[other] { $n } piona
}
review-material-side = { review-side }: { $counts }.
review-material-king = { review-side }: tylko król.
review-material-equal = Materiał jest równy.
review-material-ahead = { review-side } mają { $n ->
    [one] { $n } punkt
    [few] { $n } punkty
    [many] { $n } punktów
   *[other] { $n } punktu
} przewagi.

review-attacks = { $square }, { $content }: { $attacked }; { $defended }.
review-attacked-by = atakują: { $list }
review-not-attacked = nikt nie atakuje
review-defended-by = bronią: { $list }
review-not-defended = nikt nie broni
review-moves = { $piece } na { $square }: { $list }.
review-no-legal-moves = { $piece } na { $square }: brak legalnych posunięć.
review-moves-unknown = { $square }: teraz nie da się wymienić posunięć tej bierki, bo strona na posunięciu jest szachowana.
review-target-capture = { $square } bije { $piece }

review-turn = Posunięcie { $side ->
    [white] białych
   *[black] czarnych
}.
review-turn-yours = Posunięcie { $side ->
    [white] białych
   *[black] czarnych
}: twoja kolej.
review-turn-theirs = Posunięcie { $side ->
    [white] białych
   *[black] czarnych
}: kolej przeciwnika.

review-confirm-resign = Poddać partię? Powiedz { $yes }, aby potwierdzić, albo { $no }, aby anulować.
review-confirm-draw = Zaproponować przeciwnikowi remis? Powiedz { $yes }, aby potwierdzić, albo { $no }, aby anulować.
review-confirm-accept-draw = Przyjąć propozycję remisu od przeciwnika? Powiedz { $yes }, aby potwierdzić, albo { $no }, aby anulować.
review-resigned = Poddanie potwierdzone.
review-draw-offered = Propozycja remisu potwierdzona; przeciwnik się o niej dowie.
review-draw-accepted = Przyjmujesz propozycję remisu.
review-cancelled = Anulowano.
review-nothing-to-confirm = Nie ma nic do potwierdzenia.
review-players-only = Tylko gracz może się poddać albo zaproponować remis.
review-tournament-off = { $command }: niedostępne w trybie turniejowym. Gracze dostają tylko pomoc, na którą pozwala Załącznik D (11.3, D.2.10.4).

review-style = Styl zapowiedzi: { $name }. Na przykład: { $example }.
review-style-name = { $style ->
    [fide] Załącznik D
    [fide-short] Załącznik D, krótko
    [local] własny język
    [san] notacja algebraiczna
   *[nato] alfabet NATO
}

review-key-enter = Enter
review-key-escape = Escape
review-key-ctrl = Ctrl+{ $key }
review-help-intro = Polecenia: naciśnij { $prefix }, a potem klawisz; albo wpisz lub powiedz słowo. W wierszu posunięć działa też ukośnik z klawiszem.
review-help-line = { $key }, { $word }: { $what }
review-help-casual = { $what } (partia towarzyska)
review-help-repeat = powtórz ostatnią zapowiedź
review-help-said = ostatnie komunikaty, np. „powiedziane 5”
review-help-last = ostatnie posunięcie na twoim blankiecie
review-help-history = ostatnie posunięcia, na przykład „ruchy 6”
review-help-move = posunięcie z blankietu według numeru, np. „ruch 12”
review-help-pieces = gdzie stoją twoje bierki, np. „gdzie Springer”
review-help-opponent = gdzie stoją bierki przeciwnika
review-help-rank = odczytaj rząd, na przykład „rząd drei”
review-help-file = odczytaj kolumnę, na przykład „kolumna Eva”
review-help-square = co stoi na polu, na przykład „pole Felix drei”
review-help-diagonal = obie przekątne pola, np. „przekątna Cesar eins”
review-help-board = cała szachownica jako listy bierek
review-help-ranks = cała szachownica rząd po rzędzie
review-help-changed = pola zmienione na twojej szachownicy, np. „zmiany 4”
review-help-attackers = atakujący i obrońcy pola
review-help-legal = legalne posunięcia bierki
review-help-material = bierki każdej strony; bilans w partiach towarzyskich
review-help-claims = powtórzenia i 50 ruchów (9.2, 9.3)
review-help-turn = czyja jest kolej
review-help-clock = oba zegary z liczbą wykonanych posunięć
review-help-thinking = jak długo strona na posunięciu już myśli
review-help-header = gracze, turniej, miejsce, runda i data
review-help-resign = poddanie, po potwierdzeniu
review-help-draw = propozycja remisu, po potwierdzeniu
review-help-yes = potwierdź
review-help-no = anuluj
review-help-style = styl zapowiedzi: fide, fide-short, local, san, nato
review-help-help = ta lista

# Biernik: "podaj pole", "podaj kolumnę".
review-expected = { $what ->
    [square] pole, na przykład Felix drei albo f3
    [file] kolumnę, na przykład Eva albo e
    [rank] rząd, na przykład drei albo 3
    [piece] bierkę, na przykład Springer
    [number] liczbę
    [style] styl: fide, fide-short, local, san albo nato
   *[nothing] nic więcej
}
review-error-empty = Nie ma czego zrozumieć.
review-error-too-long = Za długie jak na polecenie.
review-error-not-command = To nie jest polecenie. Powiedz { $help }, aby usłyszeć listę.
review-error-key = Żadne polecenie nie ma klawisza { $key }. Naciśnij { $help }, aby usłyszeć listę.
review-error-missing = { $command }: podaj { $expected }.
review-error-unexpected = { $command }: „{ $word }” nie pasuje; podaj { $expected }.
review-error-extra = { $command }: „{ $word }” jest zbędne.
# The counts behind draw claims: $times the position has stood on the board, $moves by each
# player without a pawn move or a capture.
review-claims = Ta pozycja wystąpiła na szachownicy { $times ->
    [one] raz
    [few] { $times } razy
   *[other] { $times } razy
} (za trzecim razem można reklamować remis, 9.2; za piątym partia się kończy). { $moves ->
    [one] Jedno posunięcie
    [few] { $moves } posunięcia
   *[other] { $moves } posunięć
} każdego gracza bez ruchu pionem i bez bicia (przy pięćdziesięciu można reklamować, 9.3; przy siedemdziesięciu pięciu partia się kończy).
