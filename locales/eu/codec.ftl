# Eserleku batek idatzitakoaren ezespenak (src/present/refusal.rs): $said eserlekuak idatzi
# duen aditza da, $got hitz okerrak; adibideak euskarazko hitzetan.
codec-not-understood = Hitz horiek ez dira ez agindu bat ez jokaldi bat.
codec-no-argument = «{ $said }» ondoren ez da ezer behar; «{ $got }» soberan dago. Ez da ezer egin.
codec-arguments = «{ $said }» ondoren { $usage } behar da.
codec-arguments-got = «{ $said }» ondoren { $usage } behar da, ez «{ $got }».
codec-arbiter-only = «{ $said }» epailearen egintza da, ez zurea.
codec-player-only = «{ $said }» jokalari baten egintza da, ez epailearena.
codec-not-a-side = «{ $got }» ez da alde bat: { $white } edo { $black }.
codec-not-a-seat = «{ $got }» ez da eserleku bat: { $blind }, { $sighted } edo { $arbiter }.
codec-not-a-time = «{ $got }» ez da denbora bat: idatzi orduak, minutuak eta segundoak 1:30:00 bezala, edo minutuak eta segundoak 2:00 bezala.
codec-time-too-long = «{ $got }» 1000 ordu baino gehiago da, edozein erlojuk har dezakeena baino gehiago.
codec-not-a-square = «{ $got }» ez da lauki bat: a1etik h8ra, adibidez «{ $said } e2».
codec-not-a-ply = «{ $got }» ez da jokaldi-erdi baten zenbakia: adibidez «{ $said } 14».
codec-not-moves = «{ $got }» ez da jokaldi kopuru bat.
codec-not-a-result = «{ $got }» ez da emaitza bat: 1-0, 0-1 edo 1/2-1/2.
codec-not-a-claim = «{ $said }» ondoren hirukoitza edo berrogeita-hamar dator, agian jokaldiarekin: adibidez «{ $said } hirukoitza Zf3».
codec-not-an-arbiter-action = «{ $got }» ez da epailearen egintza bat: jokaldiak jokalariek sartzen dituzte.
codec-usage-move = jokaldi bat, adibidez «{ $said } Zf3»
codec-usage-ply = jokaldi-erdi baten zenbakia, adibidez «{ $said } 14»
codec-usage-set-clock = alde bat eta denbora bat, adibidez «{ $said } { $white } 1:30:00»
codec-usage-add-time = alde bat eta denbora bat, minus ikurrarekin kentzeko, adibidez «{ $said } { $black } 2:00»
codec-usage-seat = eserleku bat: { $blind }, { $sighted } edo { $arbiter }
codec-usage-result = emaitza bat: 1-0, 0-1 edo 1/2-1/2
codec-usage-square = lauki bat, adibidez «{ $said } e2»
codec-usage-postpone = gehienez denbora bat, adibidez «{ $said } 2:00»
codec-usage-adjourn = jarraipenaren data, ordua eta lekua, adibidez «{ $said } 2026-11-28 10:00, B aretoa»
codec-usage-claim = hirukoitza edo berrogeita-hamar, agian jokaldiarekin, adibidez «{ $said } hirukoitza Zf3»
codec-usage-note = testu bat, adibidez «{ $said } ikusle batek hitz egin du»
codec-usage-nothing = ezer ez
# Erreklamazio baten hitzak (hitz bana): «erreklamatu hirukoitza Zf3».
codec-word-threefold = hirukoitza
codec-word-fifty = berrogeita-hamar
# A move typed with an English piece letter where the seat's language has another.
parse-english-letter = «{ $letter }» letra ingelesa da ({ $piece }); hemen «{ $local }» da: { $move }.
