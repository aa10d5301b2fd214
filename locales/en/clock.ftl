# The talking clock and game results (English).
# $side, $winner, $loser, $flagged: "white" or "black". Numbers select plural forms.

clock-side = { $side ->
    [white] White
   *[black] Black
}

clock-hours = { $n ->
    [one] { $n } hour
   *[other] { $n } hours
}
clock-minutes = { $n ->
    [one] { $n } minute
   *[other] { $n } minutes
}
clock-seconds = { $n ->
    [one] { $n } second
   *[other] { $n } seconds
}
clock-moves = { $n ->
    [one] { $n } move
   *[other] { $n } moves
}
# Two parts of a duration: "1 hour 5 minutes".
clock-join = { $first } { $second }
# Three parts: "1 hour 30 minutes 42 seconds".
clock-join-three = { $first } { $second } { $third }

# On request (D.2.6.1, D.2.10.4). $left_n: the first number of $left; $left_parts: 1 to 3.
clock-reading = { clock-side }: { $left } left, { $used } used, { $moves } completed.
# A call at a threshold the player chose.
clock-call = { clock-side }: { $left } left.
clock-period = { clock-side }: period { $period } begins, { $added } added.
clock-flag = { clock-side }: flag has fallen.
clock-both-flags-first = Both flags have fallen; { $first ->
    [white] White's
   *[black] Black's
} fell first.
clock-both-flags-unknown = Both flags have fallen; it cannot be told which fell first.
clock-paused = Clock paused.
clock-resumed = Clock running.

clock-result-checkmate = { $winner ->
    [white] White
   *[black] Black
} wins by checkmate.
clock-result-resignation = { $loser ->
    [white] White resigns; Black wins.
   *[black] Black resigns; White wins.
}
clock-result-timeout = { $winner ->
    [white] White
   *[black] Black
} wins on time.
clock-result-arbiter-win = Arbiter's decision: { $winner ->
    [white] White
   *[black] Black
} wins.
clock-result-stalemate = Draw by stalemate.
clock-result-dead-position = Draw: dead position.
clock-result-fivefold = Draw by fivefold repetition.
clock-result-seventy-five = Draw by the 75-move rule.
clock-result-threefold-claim = Draw: threefold repetition claimed.
clock-result-fifty-claim = Draw: 50-move rule claimed.
clock-result-agreement = Draw by agreement.
clock-result-timeout-draw = Draw: { $flagged ->
    [white] White's flag fell, but Black cannot checkmate.
   *[black] Black's flag fell, but White cannot checkmate.
}
clock-result-resignation-draw = Draw: { $loser ->
    [white] White resigned, but Black cannot checkmate.
   *[black] Black resigned, but White cannot checkmate.
}
clock-result-both-flags = Draw: both flags fell in the last period.
clock-result-arbiter-draw = Arbiter's decision: draw.
clock-result-recorded-win = { $winner ->
    [white] White
   *[black] Black
} won, as recorded.
clock-result-recorded-draw = Drawn, as recorded.
# Time left and used, without the moves (told unasked in tournament mode, Article 12.6).
clock-times = { clock-side }: { $left } left, { $used } used.
# Asked (review "thinking"): the time the side on move has spent on its current move.
clock-thinking = { clock-side }: { $spent } on move { $n } so far.
clock-thinking-none = No move is on the clock: it has not started, or the game is over.
clock-unknown-side = { $side ->
    [white] White
   *[black] Black
    }: time not known; the arbiter sets it.
