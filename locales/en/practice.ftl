# Practice against a chess engine (src/engine): what the engine tells the player.
# $side: "white" or "black"; $level: a level's number or its words; $elo: a rating;
# $move: a move in the seat's announcement style; $piece, $square: in the same words;
# $yes, $no: the words that answer a question.

practice-level = Level { $level }, about { $elo }.
practice-level-full = Level { $level }, full strength.
practice-no-such-level = There is no level { $level }: the levels go from 1 to { $max }.
practice-playing = The engine plays { $side ->
    [white] White
   *[black] Black
}. { $level }
practice-eval-none = The engine gave no evaluation.
practice-eval-equal = The position is about equal.
# $amount: half (half a pawn), pawn (a pawn) or more ($count pawns).
practice-eval-better = { clock-side } is better by { $amount ->
    [half] about half a pawn
    [pawn] about a pawn
   *[more] about { $count } pawns
}.
practice-eval-winning = { clock-side } is winning.
practice-eval-mate = { clock-side } mates in { $moves }.
practice-eval-mated = Checkmate on the board.
# $number: pawns for White, signed: +1.35.
practice-score = Evaluation: { $number } for White.
practice-score-mate = Evaluation: { clock-side } mates in { $moves }.
practice-hint = Move your { $piece } on { $square }.
practice-best = Best move: { $move }.
practice-threat = The threat is { $move }.
practice-threat-in-check = You are in check: the threat is the check itself.
practice-no-move = There is no legal move.
practice-not-your-move = The engine is to move: ask again when it is your move.
practice-nothing-to-take-back = There is no move of yours to take back.
practice-draw-accepted = The engine accepts the draw.
practice-draw-declined = The engine declines the draw: it thinks it stands better.
practice-fault-died = The engine stopped.
practice-fault-hung = The engine did not answer in time.
practice-fault-garbage = The engine printed what is not UCI: { $line }
practice-fault-illegal = The engine played an illegal move: { $move }.
practice-fault-given-up = The engine was given up after an earlier fault.
practice-fault-not-started = The engine { $path } could not be started: { $reason }. Install Stockfish with "apt-get install stockfish", or name another engine with --engine PATH or the settings file's engine path.
practice-restarting = It is started again and the game goes on; nothing recorded is lost.
practice-given-up = It failed again and is given up: enter the opponent's moves yourself (F2 or "seat sighted"), or quit; the game is kept.
practice-no-help-tournament = No help at a tournament table: Appendix D allows no assistance.
practice-no-engine = There is no engine at this table: "annabella practice" plays one.
practice-study-only = That is a step through a study: "annabella study FILE".
practice-ask-takeback = Take back your last move and the engine's? Say { $yes } or { $no }.
practice-ask-new = Start a new game? This one is kept. Say { $yes } or { $no }.
practice-ask-flip = Start a new game with the colours changed? This one is kept. Say { $yes } or { $no }.
practice-kept = Nothing was changed.
practice-new-game = A new game.
practice-help = With the engine: { $hint } (which piece to move), { $best } (its move), { $eval } (the evaluation in words), { $score } (as a number), { $threat } (what the opponent threatens), { $level } (say or set it, 1 to 10), { $takeback }, { $new }, { $flip } (a new game with the colours changed).
practice-ask-arguments = “{ $got }”: what follows “{ $said }” is not understood. Nothing was done.
