# The arbiter station's full screen (annabella hall without --reader).
# $hall: the tournament; $count, $needing: numbers of tables; $table: a table number;
# $white, $black: the players' names; $round: the round; $side: white or black.

station-title = annabella · arbiter station · hall { $hall }
station-tables = Tables: { $count }, needing the arbiter: { $needing }
station-players = { $white } against { $black }
station-round = round { $round }
station-flag = { $side ->
    [white] White's flag has fallen
   *[black] Black's flag has fallen
}
station-in-sync = in sync
station-open-title = Table { $table } is open · Escape: back to the list
station-moves = Moves
station-events = Table { $table } since it was opened
station-input = Table number or arbiter action
station-input-hint = Enter sends; F1 help
station-quit-ask = Quit the station? Press Ctrl-Q again or type yes to quit; anything else goes on.
station-quit-kept = Going on at the station.
station-help =
    The list shows every table, those needing the arbiter first, marked with "!".
    Up, Down, Page Up, Page Down, Home, End: move the focus along the list.
    Enter: open the table the focus is on; Escape: back to the list. At an open table, Up and Down recall the lines typed.
    Type a table's number and Enter to open it; "list" says every table.
    With a table open, type an arbiter action and Enter: it goes to that table only, and what the table applied is told.
    F6, F7: the announcements one back, one forward, said again (at an open table also Page Up, Page Down).
    Ctrl-Q or "quit": leave the station (asked first). F1: this help.
    At the list, an arbiter action typed goes to the table the focus is on (uphold or reject a claim from there).
    The arbiter's actions:
