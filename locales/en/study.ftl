# Studying a game move by move (src/study): the steps, comments, variations, the analysis.
# $side: "white" or "black"; $number: a move number; $move: a move in the seat's announcement
# style; $text: a comment as written; $result: 1-0, 0-1, 1/2-1/2 or *.

study-opened = { $white } against { $black }, { $event }, { $result }, { $moves } half-moves. Say next or back to step through it, help for the commands.
study-move = { $side ->
    [white] White
   *[black] Black
} { $number }: { $move }
study-comment = Comment: { $text }
study-nag = { $nag ->
    [1] Good move.
    [2] Mistake.
    [3] Brilliant move.
    [4] Blunder.
    [5] Interesting move.
    [6] Dubious move.
    [7] Forced move.
    [10] The position is equal.
    [13] The position is unclear.
    [14] White stands slightly better.
    [15] Black stands slightly better.
    [16] White stands better.
    [17] Black stands better.
    [18] White is winning.
    [19] Black is winning.
   *[other] Annotation { $nag }.
}
study-variations = { $count ->
    [one] A variation instead: { $moves }.
   *[other] { $count } variations instead: { $moves }.
} Say variation to enter it.
study-at-start = The start of the game.
study-back = Back to { $move }.
study-end-variation = The end of the variation. Say main line to go back.
study-end-game = The end of the game: { $result }.
study-no-such-move = There is no move { $number } of { $side ->
    [white] White
   *[black] Black
} in this line.
study-variation-entered = Into the variation.
study-no-variation = There is no variation here.
study-variation-left = Back in the line it branched from.
study-in-main-line = This is the main line.
study-fen = FEN: { $fen }
study-no-comment = No comment on this move.
study-judged = { $judgement ->
    [inaccuracy] An inaccuracy.
    [mistake] A mistake.
   *[blunder] A blunder.
} Better was { $better }.
study-analysing = Analysing the game with the engine, { $time } milliseconds a position: { $total } positions.
study-progress = Move { $done } of { $total }.
study-analysed = The analysis is done.
study-summary = { $side ->
    [white] White
   *[black] Black
}: { $inaccuracies } { $inaccuracies ->
    [one] inaccuracy
   *[other] inaccuracies
}, { $mistakes } { $mistakes ->
    [one] mistake
   *[other] mistakes
}, { $blunders } { $blunders ->
    [one] blunder
   *[other] blunders
}.
study-written = The analysis is written to { $path }.
study-write-failed = The analysis could not be written to { $path }: { $reason }
study-no-analysis = There is no analysis yet: say analyse.
study-analysis-running = The analysis is still running.
study-no-mistakes = The analysis found no mistakes to learn from.
study-no-more-mistakes = No more mistakes. Say mistakes to start again.
study-find-better = Move { $number }, you played { $move }. Find a better move.
study-played-move = That is the move played. Find a better one, or say solution.
study-good-move = Good move.
study-checking = Checking the move…
study-try-again = { $move } is not better. Try again, or say solution.
study-solution = The better move: { $move }.
study-nothing-to-solve = There is nothing to solve here: say mistakes.
study-not-the-move = The game went on with { $move }. Say play from here to play on against the engine.
study-not-the-move-end = The line ends here. Say play from here to play on against the engine.
study-status = Study: { $where }
study-status-start = Study: the start of the game.
study-help = In a study: { $next }, { $back }, { $first }, { $last }, { $goto } N, { $white } N, { $black } N, { $variation } [N], { $mainline }, { $comment }, { $fen }, { $analyse }, { $mistakes }, { $solution }, { $play }; a move entered is a try; keys on an empty line: Right, Left, Home, End.
study-practice-only = That is for a game against the engine: say play from here to play one from this position.
