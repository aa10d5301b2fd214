# Rexeitamentos do que escribiu un posto (src/present/refusal.rs): $said é o verbo tal como o
# escribiu, $got as palabras erradas; os exemplos van en palabras do galego.
codec-not-understood = Esas palabras non son nin unha orde nin unha xogada.
codec-no-argument = «{ $said }» vai sen nada detrás; sobra «{ $got }». Non se fixo nada.
codec-arguments = «{ $said }» precisa { $usage }.
codec-arguments-got = «{ $said }» precisa { $usage }, non «{ $got }».
codec-arbiter-only = «{ $said }» correspóndelle ao árbitro, non a vostede.
codec-player-only = «{ $said }» correspóndelle a un xogador, non ao árbitro.
codec-not-a-side = «{ $got }» non é un bando: { $white } ou { $black }.
codec-not-a-seat = «{ $got }» non é un posto: { $blind }, { $sighted } ou { $arbiter }.
codec-not-a-time = «{ $got }» non é un tempo: escriba horas, minutos e segundos como 1:30:00, ou minutos e segundos como 2:00.
codec-time-too-long = «{ $got }» son máis de 1000 horas, máis do que cabe nun reloxo.
codec-not-a-square = «{ $got }» non é unha casa: de a1 a h8, por exemplo «{ $said } e2».
codec-not-a-ply = «{ $got }» non é un número de media xogada: por exemplo «{ $said } 14».
codec-not-moves = «{ $got }» non é un número de xogadas.
codec-not-a-result = «{ $got }» non é un resultado: 1-0, 0-1 ou 1/2-1/2.
codec-not-a-claim = Tras «{ $said }» vai tripla ou cincuenta, quizais coa xogada: por exemplo «{ $said } tripla Cf3».
codec-not-an-arbiter-action = «{ $got }» non é unha acción do árbitro: as xogadas introdúcenas os xogadores.
codec-usage-move = unha xogada, por exemplo «{ $said } Cf3»
codec-usage-ply = un número de media xogada, por exemplo «{ $said } 14»
codec-usage-set-clock = un bando e un tempo, por exemplo «{ $said } { $white } 1:30:00»
codec-usage-add-time = un bando e un tempo, cun signo menos para quitalo, por exemplo «{ $said } { $black } 2:00»
codec-usage-seat = un posto: { $blind }, { $sighted } ou { $arbiter }
codec-usage-result = un resultado: 1-0, 0-1 ou 1/2-1/2
codec-usage-square = unha casa, por exemplo «{ $said } e2»
codec-usage-postpone = como moito un tempo, por exemplo «{ $said } 2:00»
codec-usage-adjourn = a data, a hora e o lugar da continuación, por exemplo «{ $said } 2026-11-28 10:00, sala B»
codec-usage-claim = tripla ou cincuenta, quizais coa xogada, por exemplo «{ $said } tripla Cf3»
codec-usage-note = un texto, por exemplo «{ $said } falou un espectador»
codec-usage-nothing = nada detrás
# As palabras dunha reclamación (unha palabra cada unha): «reclamo tripla Cf3».
codec-word-threefold = tripla
codec-word-fifty = cincuenta
# A move typed with an English piece letter where the seat's language has another.
parse-english-letter = «{ $letter }» é a letra inglesa ({ $piece }); aquí é «{ $local }»: { $move }.
