# Odrzucone wpisy miejsca (src/present/refusal.rs): $said to czasownik tak, jak go wpisano,
# $got błędne słowa; przykłady w słowach polskich.
codec-not-understood = Te słowa nie są ani poleceniem, ani posunięciem.
codec-no-argument = Po „{ $said }” nic nie następuje, także nie „{ $got }”. Nic nie zostało zrobione.
codec-arguments = Po „{ $said }” potrzeba: { $usage }.
codec-arguments-got = Po „{ $said }” potrzeba: { $usage }, a nie „{ $got }”.
codec-arbiter-only = „{ $said }” to czynność sędziego.
codec-player-only = „{ $said }” to czynność gracza, nie sędziego.
codec-not-a-side = „{ $got }” to nie strona: { $white } albo { $black }.
codec-not-a-seat = „{ $got }” to nie miejsce: { $blind }, { $sighted } albo { $arbiter }.
codec-not-a-time = „{ $got }” to nie czas: proszę podać godziny, minuty i sekundy jako 1:30:00 albo minuty i sekundy jako 2:00.
codec-time-too-long = „{ $got }” to ponad 1000 godzin, więcej niż mieści jakikolwiek zegar.
codec-not-a-square = „{ $got }” to nie pole: od a1 do h8, na przykład „{ $said } e2”.
codec-not-a-ply = „{ $got }” to nie numer półruchu: na przykład „{ $said } 14”.
codec-not-moves = „{ $got }” to nie liczba posunięć.
codec-not-a-result = „{ $got }” to nie wynik: 1-0, 0-1 albo 1/2-1/2.
codec-not-a-claim = Po „{ $said }” następuje trzykrotne albo pięćdziesiąt, może z posunięciem: na przykład „{ $said } trzykrotne Sf3”.
codec-not-an-arbiter-action = „{ $got }” to nie czynność sędziego: posunięcia wprowadzają gracze.
codec-usage-move = posunięcie, na przykład „{ $said } Sf3”
codec-usage-ply = numer półruchu, na przykład „{ $said } 14”
codec-usage-set-clock = strona i czas, na przykład „{ $said } { $white } 1:30:00”
codec-usage-add-time = strona i czas, ze znakiem minus, aby odjąć, na przykład „{ $said } { $black } 2:00”
codec-usage-seat = miejsce: { $blind }, { $sighted } albo { $arbiter }
codec-usage-result = wynik: 1-0, 0-1 albo 1/2-1/2
codec-usage-square = pole, na przykład „{ $said } e2”
codec-usage-postpone = najwyżej czas, na przykład „{ $said } 2:00”
codec-usage-adjourn = data, godzina i miejsce wznowienia, na przykład „{ $said } 2026-11-28 10:00, sala B”
codec-usage-claim = trzykrotne albo pięćdziesiąt, może z posunięciem, na przykład „{ $said } trzykrotne Sf3”
codec-usage-note = tekst, na przykład „{ $said } odezwał się widz”
codec-usage-nothing = nic
# Słowa reklamacji (po jednym): „reklamuj trzykrotne Sf3”.
codec-word-threefold = trzykrotne
codec-word-fifty = pięćdziesiąt
# A move typed with an English piece letter where the seat's language has another.
parse-english-letter = „{ $letter }” to litera angielska ({ $piece }); tutaj to „{ $local }”: { $move }.
