# Rechazos de lo que escribió un puesto (src/present/refusal.rs): $said es el verbo tal como lo
# escribió, $got las palabras erróneas; los ejemplos van en palabras del español.
codec-not-understood = Esas palabras no son ni una orden ni una jugada.
codec-no-argument = «{ $said }» va sin nada detrás; sobra «{ $got }». No se hizo nada.
codec-arguments = «{ $said }» necesita { $usage }.
codec-arguments-got = «{ $said }» necesita { $usage }, no «{ $got }».
codec-arbiter-only = «{ $said }» le corresponde al árbitro, no a usted.
codec-player-only = «{ $said }» le corresponde a un jugador, no al árbitro.
codec-not-a-side = «{ $got }» no es un bando: { $white } o { $black }.
codec-not-a-seat = «{ $got }» no es un puesto: { $blind }, { $sighted } o { $arbiter }.
codec-not-a-time = «{ $got }» no es un tiempo: escriba horas, minutos y segundos como 1:30:00, o minutos y segundos como 2:00.
codec-time-too-long = «{ $got }» son más de 1000 horas, más de lo que cabe en un reloj.
codec-not-a-square = «{ $got }» no es una casilla: de a1 a h8, por ejemplo «{ $said } e2».
codec-not-a-ply = «{ $got }» no es un número de media jugada: por ejemplo «{ $said } 14».
codec-not-moves = «{ $got }» no es un número de jugadas.
codec-not-a-result = «{ $got }» no es un resultado: 1-0, 0-1 o 1/2-1/2.
codec-not-a-claim = Tras «{ $said }» va triple o cincuenta, quizá con la jugada: por ejemplo «{ $said } triple Cf3».
codec-not-an-arbiter-action = «{ $got }» no es una acción del árbitro: las jugadas las introducen los jugadores.
codec-usage-move = una jugada, por ejemplo «{ $said } Cf3»
codec-usage-ply = un número de media jugada, por ejemplo «{ $said } 14»
codec-usage-set-clock = un bando y un tiempo, por ejemplo «{ $said } { $white } 1:30:00»
codec-usage-add-time = un bando y un tiempo, con un signo menos para quitarlo, por ejemplo «{ $said } { $black } 2:00»
codec-usage-seat = un puesto: { $blind }, { $sighted } o { $arbiter }
codec-usage-result = un resultado: 1-0, 0-1 o 1/2-1/2
codec-usage-square = una casilla, por ejemplo «{ $said } e2»
codec-usage-postpone = como mucho un tiempo, por ejemplo «{ $said } 2:00»
codec-usage-adjourn = la fecha, la hora y el lugar de la reanudación, por ejemplo «{ $said } 2026-11-28 10:00, sala B»
codec-usage-claim = triple o cincuenta, quizá con la jugada, por ejemplo «{ $said } triple Cf3»
codec-usage-note = un texto, por ejemplo «{ $said } habló un espectador»
codec-usage-nothing = nada detrás
# Las palabras de una reclamación (una palabra cada una): «reclamar triple Cf3».
codec-word-threefold = triple
codec-word-fifty = cincuenta
# A move typed with an English piece letter where the seat's language has another.
parse-english-letter = «{ $letter }» es la letra inglesa ({ $piece }); aquí es «{ $local }»: { $move }.
