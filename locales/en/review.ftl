# Review commands (src/review): answers to what a seat asks about the game.
# Squares and pieces arrive in the seat's announcement style ("Felix drei", "Springer").
# $side: "white" or "black". Numbers select plural forms.

review-side = { $side ->
    [white] White
   *[black] Black
}
# A piece with its colour: "white Springer". $role (king, queen, rook, bishop, knight, pawn)
# lets a language make the colour agree with the piece.
review-piece = { $side ->
    [white] white
   *[black] black
} { $piece }
review-empty = empty
review-square = { $square }: { $content }
# A run of empty squares on a rank or file.
review-empty-run = { $from } to { $to }: empty
# The squares that changed over the last $plies half-moves, each read as review-square.
review-changed = Changed over the last { $plies ->
    [one] half-move
   *[other] { $plies } half-moves
}: { $squares }.
review-changed-none = Nothing changed over the last { $plies ->
    [one] half-move
   *[other] { $plies } half-moves
}.
review-list = { $piece }: { $squares }
review-list-none = { $piece }: none
# All pieces of a side: "White: König Eva eins; Turm Anna eins, Hector eins".
review-side-list = { review-side }: { $groups }
review-group = { $piece } { $squares }

review-nothing-said = Nothing has been said yet.
review-no-moves = There are no moves on the scoresheet yet.
review-no-such-move = Move { $number } is not on the scoresheet; the last is move { $last }.
# One ply of the scoresheet: "12. White: Springer Gustav eins Felix drei".
review-ply = { $number }. { review-side }: { $move }
# The header of the game: $whiteseat and $blackseat name the seat of each player.
review-header = White: { $white }, { $whiteseat }. Black: { $black }, { $blackseat }. Event: { $event }. Site: { $site }. Round: { $round }. Date: { $date }.
review-unknown = unknown
# The squares of one diagonal, from the player's own side.
review-diagonal = Diagonal { $from } to { $to }: { $squares }

# A count in the announcement words when they are not the interface language's own: "2 Springer".
review-count = { $n } { $piece }
review-count-queen = { $n ->
    [one] { $n } queen
   *[other] { $n } queens
}
review-count-rook = { $n ->
    [one] { $n } rook
   *[other] { $n } rooks
}
review-count-bishop = { $n ->
    [one] { $n } bishop
   *[other] { $n } bishops
}
review-count-knight = { $n ->
    [one] { $n } knight
   *[other] { $n } knights
}
review-count-pawn = { $n ->
    [one] { $n } pawn
   *[other] { $n } pawns
}
review-material-side = { review-side }: { $counts }.
review-material-king = { review-side }: the king alone.
review-material-equal = Material is equal.
review-material-ahead = { review-side } is { $n ->
    [one] { $n } point
   *[other] { $n } points
} ahead.

review-attacks = { $square }, { $content }: { $attacked }; { $defended }.
review-attacked-by = attacked by { $list }
review-not-attacked = not attacked
review-defended-by = defended by { $list }
review-not-defended = not defended
review-moves = { $piece } { $square }: { $list }.
review-no-legal-moves = { $piece } { $square }: no legal moves.
review-moves-unknown = { $square }: its moves cannot be listed now, because the side to move is in check.
review-target-capture = { $square } takes { $piece }

review-turn = { review-side } to move.
review-turn-yours = { review-side } to move: your move.
review-turn-theirs = { review-side } to move: your opponent's move.

review-confirm-resign = Resign this game? Say { $yes } to confirm or { $no } to cancel.
review-confirm-draw = Offer your opponent a draw? Say { $yes } to confirm or { $no } to cancel.
review-confirm-accept-draw = Accept your opponent's draw offer? Say { $yes } to confirm or { $no } to cancel.
review-resigned = Resignation confirmed.
review-draw-offered = Draw offer confirmed; your opponent will be told.
review-draw-accepted = You accept the draw offer.
review-cancelled = Cancelled.
review-nothing-to-confirm = There is nothing to confirm.
review-players-only = Only a player can resign or offer a draw.
review-tournament-off = { $command }: not available in tournament mode. Players get only the help Appendix D allows (11.3, D.2.10.4).

review-style = Announcement style: { $name }. For example: { $example }.
review-style-name = { $style ->
    [fide] Appendix D
    [fide-short] Appendix D, short
    [local] own language
    [san] algebraic notation
   *[nato] NATO alphabet
}

review-key-enter = Enter
review-key-escape = Escape
review-key-ctrl = Ctrl+{ $key }
review-help-intro = Commands: press { $prefix }, then a key; or type or say the word. In the move line, a slash and the key work too.
review-help-line = { $key }, { $word }: { $what }
review-help-casual = { $what } (casual only)
review-help-repeat = repeat the last announcement
review-help-said = the last announcements to you, for example "said 5"
review-help-last = the last move on your scoresheet
review-help-history = the last moves, for example "moves 6"
review-help-move = a move of your scoresheet by number, for example "move 12"
review-help-pieces = where your pieces stand, for example "where Springer"
review-help-opponent = where your opponent's pieces stand
review-help-rank = read a rank, for example "rank drei"
review-help-file = read a file, for example "file Eva"
review-help-square = what is on a square, for example "square Felix drei"
review-help-diagonal = both diagonals of a square: "diagonal Cesar eins"
review-help-board = the whole board as lists of pieces
review-help-ranks = the whole board rank by rank
review-help-changed = squares changed on your board, for example "changed 4"
review-help-attackers = attackers and defenders of a square
review-help-legal = the legal moves of the piece on a square
review-help-material = the pieces each side has; the balance in casual mode
review-help-claims = repetitions and the 50-move count (9.2, 9.3)
review-help-turn = whose turn it is
review-help-clock = both clocks with the moves completed
review-help-thinking = how long the side to move has thought on this move
review-help-header = the players, the event, site, round and date
review-help-resign = resign, after a confirmation
review-help-draw = offer a draw, after a confirmation
review-help-yes = confirm
review-help-no = cancel
review-help-style = announcement style: fide, fide-short, local, san, nato
review-help-help = this list

review-expected = { $what ->
    [square] a square, such as Felix drei or f3
    [file] a file, such as Eva or e
    [rank] a rank, such as drei or 3
    [piece] a piece, such as Springer
    [number] a number
    [style] a style: fide, fide-short, local, san or nato
   *[nothing] nothing more
}
review-error-empty = Nothing to understand.
review-error-too-long = Too long for a command.
review-error-not-command = That is not a command. Say { $help } for the list.
review-error-key = No command has the key { $key }. Press { $help } for the list.
review-error-missing = { $command } needs { $expected }.
review-error-unexpected = { $command }: expected { $expected }, not “{ $word }”.
review-error-extra = { $command }: “{ $word }” is one word too many.
# The counts behind draw claims: $times the position has stood on the board, $moves by each
# player without a pawn move or a capture.
review-claims = This position has stood on the board { $times ->
    [one] once
   *[other] { $times } times
} (a third time allows a draw claim, 9.2; the fifth ends the game). { $moves ->
    [one] One move
   *[other] { $moves } moves
} by each player without a pawn move or a capture (fifty allow a claim, 9.3; seventy-five end the game).
