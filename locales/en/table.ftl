# The table: two boards, two scoresheets, the Appendix D flow.
table-mode-tournament = Tournament mode: moves are recorded as entered; only time and moves are told on request.
table-mode-casual = Casual mode: illegal moves are refused with the reason.
table-seat-blind = the blind player
table-seat-sighted = the sighted player
table-seat-arbiter = the arbiter
# A seat as the one who does something (the subject of a transitive verb); the same words
# as above in this language, which marks no case here.
table-seat-blind-agent = the blind player
table-seat-sighted-agent = the sighted player
table-seat-arbiter-agent = the arbiter
table-read-back = { $move }. Confirm or withdraw?
table-announced = Announced.
table-recorded = Recorded: { $move }.
table-correction = Correction: { $move }
table-corrected = Corrected: { $move }.
table-not-your-turn = It is not your turn to do that.
table-arbiter-only = Only the arbiter may do that.
table-nothing-pending = There is no move waiting for that.
table-waiting-arbiter = Play is stopped: waiting for the arbiter.
table-game-over = The game is over.
table-still-diverged = The boards still differ; repair them before play resumes.
table-resumed = Play resumes.
table-illegal-flagged = Illegal move at ply { $ply } by { $seat }: { $move }. Article 7.5 is for the arbiter to apply.
table-log-correction = Slip of the tongue corrected at ply { $ply } by { $seat }: { $old } became { $new }.
table-white = white
table-black = black
table-piece = { $color } { $piece }
table-empty = empty
table-divergence-sheets = Scoresheets differ at ply { $ply }: the blind player recorded { $blind }, the sighted player { $sighted }.
table-divergence-boards = Boards differ after ply { $ply }: { $squares }.
table-square-differs = { $square }: { $blind } on the blind player's board, { $sighted } on the sighted board
table-retraced = Retraced to ply { $ply }. Clocks restored: { $clocks }
table-fixed = The board of { $seat } was set to its scoresheet.
table-clock-started = The clock is started.
table-clock-stopped = The clock is stopped.
table-clock-set = { $side }'s clock set to { $time }.
table-time-added = { $side }'s clock: { $time } added.
table-time-taken = { $side }'s clock: { $time } taken off.
table-declared = Result declared: { $result }
table-repair-nothing = The boards and scoresheets agree; nothing to repair.
table-repair-illegal = Illegal move at ply { $ply } by { $seat } (Article 7.5): retrace both boards and scoresheets to ply { $before }, the position before it: retrace { $before }. Then adjust the clocks (7.5.5) and resume.
table-repair-retrace = The scoresheets differ from ply { $first }. Retrace both boards to ply { $ply }, where they agree, and restore both clocks to their readings there: retrace { $ply }. Then adjust the clocks if needed and resume.
table-repair-board = The scoresheets agree. Set the board of { $seat } to its scoresheet: { $squares }. Then: fixed { $name }.
table-repair-square = { $square }: { $content }

# The application around the table.
app-help = Type a move in any form, then confirm it.
app-help-commands =
    confirm: confirm the move read back
    correct <move>: correct a slip before pressing the clock
    press: press the clock
app-help-common =
    time?: the clocks and the moves
    seat <seat>: switch the seat at the keyboard
    help: this help
    quit: leave the program
app-help-arbiter =
    start, pause, resume: start, stop or restart the clock
    repair: the steps to repair the records
    retrace <ply>: take both records back to that ply
    set-clock <side> <h:mm:ss>: set a clock
    add-time <side> <m:ss>: add time (-m:ss takes it off)
    fixed <seat>: that seat's board was set to its scoresheet
    declare <result>: declare 1-0, 0-1 or 1/2-1/2
app-help-review-line = Review commands: type the word, or a slash and the key ("/l").
app-help-keys =
    Keys: F1 help, F2 switch seat, F5 time, F9 press the clock
    Tab: board or input line; arrows move on the board
    On the board: k q r b n p the next king, queen, rook, bishop, knight, pawn (upper case: the one before); 1 to 8 that rank; Enter reads the square
app-board-none = No { $piece } on your board.
app-line-too-long = That line is too long (64 KB or more): nothing was done.
app-seat = At the keyboard: { $seat }.
app-status-entering = { $side } to move.
app-status-readback = Read back: { $move }. Waiting for confirmation.
app-status-made = Made: { $move }. Waiting for the clock to be pressed.
app-status-repeating = Waiting for { $seat } to repeat { $move }.
ui-mode-tournament = Tournament mode
ui-mode-casual = Casual mode
ui-board-blind = Blind player's board
ui-board-sighted = Sighted board
ui-board-one = Board
ui-running = running
ui-clocks-and-moves = Clocks and moves
ui-announcements = Announcements
ui-input = Move or command
table-draw-offered = { $seat } offers a draw.
app-recovered = The game was brought back from its journal. The clock stays stopped until the arbiter resumes it; the time the program was down is charged to nobody.
app-recovered-adjourned = The game was brought back from its journal. It is adjourned, its move sealed: the clock stays stopped until the arbiter opens the envelope (open-envelope); the time the program was down is charged to nobody.
app-recovered-casual = The game was brought back from its journal. The clock stays stopped until a player types resume; the time the program was down is charged to nobody.
app-recovered-practice = The game was brought back from its journal; the time the program was down is charged to nobody.
table-withdrawn = Withdrawn: { $move }. Enter your move again.
app-clock-waits-arbiter = The clock is not started yet: the arbiter starts it with start.
app-clock-waits-players = The clock is not started yet: type start, or enter the first move, and it starts.
app-unknown = “{ $text }” is neither a command nor a move: { $why } Type help for the commands.
app-not-started = The clock is not started yet: the arbiter starts it.
app-nothing-to-confirm = Nothing of yours to confirm. { $status }
app-confirm-word = Enter confirms only after the read-back: { $move }. Type confirm, or no to withdraw it.
app-quit-ask = Quit the game? { $key ->
    [none] Type quit again or yes to quit
   *[other] Press { $key } again or type yes to quit
}; anything else goes on.
# A key held with Control, as the keyboard names it.
app-key-ctrl = Ctrl-{ $letter }
app-quit-kept = Going on with the game.
app-quit = The program ends.
# The Laws at the table: touch-move claims, the quickplay finish, adjournment.
table-declined = { $seat } declines the draw offer.
table-touch-claimed = { $seat } informs the arbiter that the opponent touched the { $piece } on { $square }.
table-position = Position: { $fen }
table-touch-upheld = Touch claim upheld: { $seat } must move or take the { $piece } on { $square } (Article 4.3).
table-touch-upheld-free = Touch claim upheld, but no legal move moves or takes the { $piece } on { $square }: { $seat } may make any legal move.
table-touch-rejected = Touch claim on { $square } rejected; play goes on.
table-increment-requested = { $seat } has less than two minutes and asks for a five-second increment for both players (Guidelines III.4); this is also an offer of a draw.
table-increment-introduced = The arbiter agrees: from now on both players get { $increment } per move; { $side }: { $time } added.
table-increment-refused = The arbiter does not agree to the increment; play goes on as before.
table-draw-claimed = { $seat } has less than two minutes and claims a draw (Guidelines III.5); the arbiter decides.
table-claim-postponed = The arbiter postpones the decision on the draw claim; play goes on.
table-claim-postponed-time = The arbiter postpones the decision on the draw claim; { $side }: { $time } added.
table-claim-rejected = The draw claim is rejected; { $side }: { $time } added.
table-claim-referred = { $seat } claims a draw with less than two minutes. Without an arbiter this concludes the game: the final position and the scoresheet go to the designated arbiter (Guidelines III.6).
table-adjourned = The arbiter adjourns the game: { $seat } seals the move, then presses the clock. Resumption: { $resumption }.
table-move-sealed = { $seat } has sealed move { $number }; the clock is stopped and the envelope is with the arbiter.
table-envelope-opened = The envelope is opened: { $seat } sealed { $move }.
table-envelope-asked = The arbiter opens the envelope: the device on which { $seat } sealed the move reveals it as soon as it is connected.
table-release-mismatch = The move revealed by the sealer's device is not the one sealed for the arbiter: the envelope stays closed; the arbiter decides.
table-replay-refused = A request from another device does not read back ({ $detail }); nothing of it was taken.
table-sealed = Sealed move: { $move }. Seal again to change it; press the clock to close the envelope.
table-touch-forfeited = You have touched a piece to move it: you can no longer claim your opponent's touch (Article 4.8).
table-touch-not-their-move = Your opponent does not have the move now: there is no touch to claim.
table-touch-empty = There is no piece on { $square }.
table-must-move-touched = The touch claim was upheld: move or take the { $piece } on { $square } (Article 4.3).
table-nothing-claimed = There is no claim or request of that kind to decide.
table-not-under-two-minutes = Only with less than two minutes on your clock (Guidelines III.4 and III.5).
table-has-increment = The quickplay finish of Guidelines III is for games without increment.
table-not-your-move = Only the player having the move may do that.
table-not-adjourned = The game is not adjourned, or the sealed move is not ready for that.
table-adjourned-refusal = The game is adjourned: the player having the move seals it; play resumes when the arbiter opens the envelope.
table-adjourned-sealed = The game is adjourned and its move is sealed: play resumes when the arbiter opens the envelope.
table-envelope-unread = The sealed move cannot be read on this device: its key is not here. The arbiter sets up the position and the clocks (Guidelines I.12).
table-move-sealed-player = { $seat } has sealed the move; the clock is stopped and the envelope is with the arbiter.
table-retraced-quiet = The arbiter has retraced both boards and scoresheets and restored the clocks; ask the time to hear them.
table-claim-incorrect = The claim of a draw by { $kind ->
    [threefold] threefold repetition
   *[fifty] the fifty-move rule
    } is incorrect: the arbiter adds { $time } to { $side } (Article 9.5.3){ $written ->
    [yes] , and the move written must be played
   *[no] {""}
    }.
table-must-play-written = The move written with the claim must be played: { $move } (Article 9.5.3).
table-down-time = The program stopped while { $side ->
    [white] White's
   *[black] Black's
    } clock was running: its last record is from { $since } UTC, and no record accounts for the { $time } since then. The clock is stopped; the arbiter decides what to charge (Article 6.11: add-time or set-clock), then resume.
table-both-flags-continue = Both flags have fallen and it cannot be told which fell first; this is not the last period, so play goes on (Guidelines III.3.1).
table-one-board = At one board a move is made as it is entered: there is nothing to read back, confirm, correct, press or repeat.

# Why the game's rules refused a command.
table-rule-clock-not-started = The clock has not been started yet.
table-rule-clock-already-started = The clock has already been started.
table-rule-clock-paused = The clock is paused.
table-rule-clock-not-paused = The clock is not paused.
table-rule-clock-stopped = The clock is stopped: the game is over.
table-rule-time-went-back = The time given is earlier than the last one; nothing was changed.
table-rule-over = The game is over: { $result }
table-rule-illegal = { $move } is not a legal move in this position.
table-rule-null-in-check = A null move cannot stand here: the side to move is in check.
table-rule-wrong-clock = The clock of the side to move is not running.
table-rule-draw-too-early = A draw can be agreed only after both players have made a move (Article 5.2.3).
table-rule-clock-unknown = The score gives no clock times, so { $side ->
    [white] White's
   *[black] Black's
    } time is not known: the arbiter sets it first (set-clock, Article 7.1).
table-rule-retrace-beyond = Cannot go back to ply { $ply }: { $plies ->
    [one] only one ply was
   *[other] only { $plies } plies were
} played.
table-rule-no-flag = No flag has fallen.
table-rule-bad-start = The starting position is not legal: { $reason }
app-arbiter-file = { $what ->
    [envelope] The envelope (the sealed move, for the arbiter only)
   *[referral] The final position and the scoresheet for the designated arbiter
} is written in { $path }.
app-arbiter-file-failed = { $what ->
    [envelope] The envelope
   *[referral] The record for the designated arbiter
} could not be written in { $path }: { $reason }
table-repeat-first = First the opponent's move: execute it on your board and enter it: { $move }.
