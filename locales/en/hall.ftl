# The arbiter station of a tournament hall (annabella hall).
# $table: a table number; $need: alert, claim, flag or sync; $seat: blind, sighted, arbiter or
# none; $white, $black: clock times; $action: an arbiter action in the words of a session script.

hall-following = Following the hall { $hall } at { $url }. Type a table's number to open it, "list" for every table.
hall-table = Table { $table }
hall-need = { $need ->
    [alert] alert, the arbiter is needed
    [claim] a claim for the arbiter
    [flag] a flag has fallen
    [stopped] stopped
   *[sync] out of sync
}
hall-waiting = waiting for { $seat ->
    [blind] the blind player
    [sighted] the sighted player
    [arbiter] the arbiter
    [white] White
    [black] Black
   *[none] nobody
}
hall-clocks = White { $white }, Black { $black }
hall-plies = { $plies ->
    [one] { $plies } ply
   *[other] { $plies } plies
}
hall-alerts = { $alerts ->
    [one] { $alerts } alert
   *[other] { $alerts } alerts
}
hall-result = result { $result }
hall-sent = Sent to table { $table }: { $action }.
hall-applied = Table { $table } applied: { $action }.
hall-opened = Table { $table } is open: what you type now goes to it as the arbiter's action. "close" leaves it.
hall-closed = No table is open.
hall-no-table = No table { $table } has joined this hall.
hall-open-first = Open a table first: type its number.
hall-help = A table's number opens it; "list" or an empty line lists every table, those needing the arbiter first; "close" leaves the open table; "quit" ends. With a table open, arbiter actions go to it. A table's number before an action sends it to that table without opening it ("3 uphold").
hall-not-arbiter = { $reason }
hall-empty = No table has joined this hall yet.

# What happens to the connection to the hall ($url: the broker; $reason: its words).
hall-bus-connected = The hall { $url } is reached.
hall-bus-lost = The hall { $url } is lost; play goes on and the journal keeps everything.
hall-bus-refused = The hall { $url } refused the credentials of { $user }: { $reason }
hall-bus-unreachable = The hall { $url } is not reached ({ $reason }); trying again.
hall-bus-not-sent = Table { $table }: not taken by the hall; sent again from the journal.
hall-bus-caught-up = Table { $table }: the hall has every line again.
hall-bus-problem = The hall: { $reason }

# What is before the arbiter, whether a table is heard from, a request not delivered, a new hall
# ($pieces: the position in words; $fen: as FEN; $since: a time of day; $seconds: a number;
# $silence: hall-silent's words; $reason: why; $hall: the tournament).
hall-adjourned = adjourned
hall-position = Position: { $pieces }. FEN: { $fen }
hall-silent = not heard from since { $since } UTC, { $seconds } s ago
hall-heard-again = Table { $table } is heard from again.
hall-sent-silent = Table { $table } is { $silence }: the action reaches it only if it is back.
hall-undelivered = Not delivered to table { $table }: { $action }. { $reason }
hall-undelivered-gone = The table is not connected to the hall: check its device and its network, start it again from its journal if it stopped, then send the action again.
hall-undelivered-gone-since = The table is not connected to the hall (not heard from since { $since } UTC): check its device and its network, start it again from its journal if it stopped, then send the action again.
hall-undelivered-no-answer = The table did not answer within 5 seconds: look at the table, and if it has not applied the action, send it again.
hall-undelivered-bus = The station could not send it ({ $reason }): check the station's link to the hall, then send the action again.
hall-create-ask = This broker has no hall of tournament { $hall } yet. Create a new, empty hall of that name? Type yes to create it; anything else creates nothing (check --tournament).
hall-create-yes = Creating the hall; the tables that join it are listed here.
hall-create-no = Nothing created. The station waits for the hall to be created by another station; or quit and start it with the tournament's right name.
