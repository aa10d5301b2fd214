# Dlaczego wpisany lub wypowiedziany tekst nie jest posunięciem.
parse-empty = Nic do zrozumienia.
parse-too-long = Za długie jak na posunięcie.
parse-unknown-word = Nieznane słowo „{ $word }” (słowo { $position }), oczekiwano: { $expected }.
parse-unexpected-word = Nieoczekiwane słowo „{ $word }” (słowo { $position }), oczekiwano: { $expected }.
parse-incomplete = Niepełne posunięcie, oczekiwano: { $expected }.
parse-notation = „{ $text }” to nie jest posunięcie.
expected-move = bierka, pole lub roszada
expected-square = pole
expected-file = linia
expected-rank = rząd
expected-promotion-piece = figura promocji
expected-end = koniec posunięcia

# Dlaczego zrozumianego posunięcia nie można wykonać.
move-ambiguous = Niejednoznaczne. Które: { $candidates }?
move-or = czy
move-game-over = Partia jest zakończona.
move-no-such-piece = { $square ->
    [none] Nie ma takiej bierki: { $piece }.
   *[other] Na polu { $square } nie ma twojej bierki: { $piece }.
}
move-own-piece = Na polu { $square } stoi twoja bierka.
move-nothing-to-capture = Na polu { $square } nie ma czego bić.
move-not-en-passant = To nie jest bicie w przelocie.
move-cannot-reach = Żadna bierka ({ $piece }) nie może pójść na pole { $square }.
move-king-in-check = Nieprawidłowe: twój król byłby szachowany.
move-no-such-piece-on-file = Na linii { $file } nie ma twojej bierki: { $piece }.
move-no-such-piece-on-rank = W rzędzie { $rank } nie ma twojej bierki: { $piece }.
move-pinned = Bierka ({ $piece }) na polu { $square } jest związana: twój król byłby szachowany.
move-king-to-attacked = Twój król nie może pójść na pole { $square }: byłby tam szachowany.
move-ambiguous-reading = Niejednoznaczne. Czy chodzi o { $candidates }?
castling-short = Kurze Rochade
castling-long = Lange Rochade
castling-right-lost = { $castling } nie jest już możliwa: król lub ta wieża już się ruszyły.
castling-blocked = { $castling } jest zablokowana: między królem a wieżą stoją bierki.
castling-in-check = { $castling } jest niedozwolona, gdy król jest szachowany.
castling-through-check = { $castling } jest niedozwolona: król przeszedłby przez atakowane pole lub na nim stanął.
move-promotion-missing = Podaj figurę promocji na polu { $square }: { $choices }.
move-pawn-capture-without-file = Przy biciu pionkiem podaje się linię, z której wychodzi pionek; bez niej pionek idzie swoją linią na pole { $square }. Czy chodzi o { $candidates }?
move-no-piece-on = { $role ->
    [none] Na polu { $square } nie ma żadnej bierki.
   *[other] Bierka na polu { $square } ({ $piece }) nie jest twoja.
}
move-not-promotion = To posunięcie nie jest promocją.
move-bad-promotion = Pionek nie może zostać promowany na: { $piece }.

# Posunięcie zerowe z partii wczytanej z PGN („--”): żadna bierka się nie rusza, ruch ma druga
# strona. Załącznik D nie ma na nie słowa, więc mówi się je w języku interfejsu.
move-null = posunięcie zerowe (żadna bierka się nie ruszyła; kolej przeszła na przeciwnika)
