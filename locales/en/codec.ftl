# Refusals of what a seat typed (src/present/refusal.rs): $said is the verb as the seat typed
# it, $got the words that were wrong; the examples are in this language's words.
codec-not-understood = Those words are neither a command nor a move.
codec-no-argument = “{ $said }” takes nothing after it, not “{ $got }”. Nothing was done.
codec-arguments = “{ $said }” needs { $usage }.
codec-arguments-got = “{ $said }” needs { $usage }, not “{ $got }”.
codec-arbiter-only = “{ $said }” is the arbiter's action, not yours.
codec-player-only = “{ $said }” is a player's action, not the arbiter's.
codec-not-a-side = “{ $got }” is not a side: { $white } or { $black }.
codec-not-a-seat = “{ $got }” is not a seat: { $blind }, { $sighted } or { $arbiter }.
codec-not-a-time = “{ $got }” is not a time: write hours, minutes and seconds as 1:30:00, or minutes and seconds as 2:00.
codec-time-too-long = “{ $got }” is more than 1000 hours, more than any clock holds.
codec-not-a-square = “{ $got }” is not a square: a1 to h8, for example “{ $said } e2”.
codec-not-a-ply = “{ $got }” is not a ply number: for example “{ $said } 14”.
codec-not-moves = “{ $got }” is not a number of moves.
codec-not-a-result = “{ $got }” is not a result: 1-0, 0-1 or 1/2-1/2.
codec-not-a-claim = “{ $said }” needs threefold or fifty after it, maybe with the move: for example “{ $said } threefold Nf3”.
codec-not-an-arbiter-action = “{ $got }” is not an arbiter action: the players enter the moves.
codec-usage-move = a move, for example “{ $said } Nf3”
codec-usage-ply = a ply number, for example “{ $said } 14”
codec-usage-set-clock = a side and a time, for example “{ $said } { $white } 1:30:00”
codec-usage-add-time = a side and a time, with a minus sign to take it off, for example “{ $said } { $black } 2:00”
codec-usage-seat = a seat: { $blind }, { $sighted } or { $arbiter }
codec-usage-result = a result: 1-0, 0-1 or 1/2-1/2
codec-usage-square = a square, for example “{ $said } e2”
codec-usage-postpone = at most a time, for example “{ $said } 2:00”
codec-usage-adjourn = the date, time and place of the resumption, for example “{ $said } 2026-11-28 10:00, hall B”
codec-usage-claim = threefold or fifty, maybe with the move, for example “{ $said } threefold Nf3”
codec-usage-note = a text, for example “{ $said } a spectator spoke”
codec-usage-nothing = nothing after it
# The words a claim is typed with (one word each): "claim threefold Nf3".
codec-word-threefold = threefold
codec-word-fifty = fifty
# A move typed with an English piece letter where the seat's language has another.
parse-english-letter = “{ $letter }” is the English letter ({ $piece }); here it is “{ $local }”: { $move }.
