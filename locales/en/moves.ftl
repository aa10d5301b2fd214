# Why a typed or spoken text is not a move.
parse-empty = Nothing to understand.
parse-too-long = Too long to be a move.
parse-unknown-word = Unknown word “{ $word }” (word { $position }), expected { $expected }.
parse-unexpected-word = Unexpected word “{ $word }” (word { $position }), expected { $expected }.
parse-incomplete = Incomplete move, expected { $expected }.
parse-notation = “{ $text }” is not a move.
expected-move = a piece, a square or castling
expected-square = a square
expected-file = a file
expected-rank = a rank
expected-promotion-piece = the promotion piece
expected-end = the end of the move

# Why an understood move cannot be played.
move-ambiguous = Ambiguous. Which { $piece }: { $candidates }?
move-or = or
move-game-over = The game is over.
move-no-such-piece = { $square ->
    [none] There is no { $piece } to move.
   *[other] There is no { $piece } of yours on { $square }.
}
move-own-piece = Your own piece stands on { $square }.
move-nothing-to-capture = There is nothing to capture on { $square }.
move-not-en-passant = That is not an en passant capture.
move-cannot-reach = No { $piece } can go to { $square }.
move-king-in-check = Illegal: your king would be in check.
move-no-such-piece-on-file = There is no { $piece } of yours on the { $file } file.
move-no-such-piece-on-rank = There is no { $piece } of yours on rank { $rank }.
move-pinned = The { $piece } on { $square } is pinned: moving it would leave your king in check.
move-king-to-attacked = Your king cannot go to { $square }: it would be in check there.
move-ambiguous-reading = Ambiguous. Did you mean { $candidates }?
castling-short = Kurze Rochade
castling-long = Lange Rochade
castling-right-lost = { $castling } is no longer possible: the king or that rook has moved.
castling-blocked = { $castling } is blocked: pieces stand between king and rook.
castling-in-check = { $castling } is not allowed while the king is in check.
castling-through-check = { $castling } is not allowed: the king would cross or land on an attacked square.
move-promotion-missing = Name the promotion piece on { $square }: { $choices }.
move-pawn-capture-without-file = A pawn that captures names the file it leaves; without it, a pawn moves along its file to { $square }. Did you mean { $candidates }?
move-no-piece-on = { $role ->
    [none] There is no piece on { $square }.
   *[other] The { $piece } on { $square } is not yours.
}
move-not-promotion = That move is not a promotion.
move-bad-promotion = A pawn cannot become a { $piece }.

# A null move of a score a game was resumed from (PGN "--"): no piece moved and the other side
# is to move. Appendix D has no word for it, so it is said in the interface language.
move-null = null move (no piece moved; the turn passed)
