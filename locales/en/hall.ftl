# The arbiter station of a tournament hall (annabella hall).
# $table: a table number; $need: alert, claim, flag or sync; $seat: blind, sighted, arbiter or
# none; $white, $black: clock times; $action: an arbiter action in the words of a session script.

hall-following = Following the hall { $hall } at { $url }. Type a table's number to open it, "list" for every table.
hall-table = Table { $table }
hall-need = { $need ->
    [alert] alert, the arbiter is needed
    [claim] a claim for the arbiter
    [flag] a flag has fallen
   *[sync] out of sync
}
hall-waiting = waiting for { $seat ->
    [blind] the blind player
    [sighted] the sighted player
    [arbiter] the arbiter
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
hall-help = A table's number opens it; "list" or an empty line lists every table, those needing the arbiter first; "close" leaves the open table; "quit" ends. With a table open, arbiter actions go to it.
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
