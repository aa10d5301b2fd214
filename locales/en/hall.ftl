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

# What happens to the connection to the hall ($url: the broker). The client library's own reason goes to devices.log, never into these words.
hall-bus-connected = The hall { $url } is reached.
hall-bus-lost = The hall { $url } is lost; play goes on and the journal keeps everything.
hall-bus-refused = The hall { $url } refused the credentials of { $user }; trying again. Check the user and password the hall gave this device.
hall-bus-unreachable = The hall { $url } is not reached: no broker answers at this address; trying again.
hall-bus-tls-ca = The hall { $url } is not reached over TLS: its certificate is not trusted with { $ca }, or that file cannot be read; trying again.
hall-bus-tls = The hall { $url } is not reached over TLS: this system does not trust its certificate (give the hall's with --hall-ca); trying again.
hall-bus-creds-file = The hall { $url } is not reached: the credentials file { $file } cannot be read; trying again.
hall-bus-broker-error = The hall { $url } refused something this device sent: the broker's configuration may not allow it.
hall-bus-no-requests = Table { $table } does not receive the arbiter's requests from the hall { $url }.
hall-bus-no-heartbeats = The station does not hear the tables' heartbeats from the hall { $url }: a silent table is not noticed.
hall-bus-no-live = The station does not hear the moves as they are played at the hall { $url }; it reads them from the stream.
hall-bus-stream = The hall's stream { $stream } at { $url } cannot be read; trying again.
hall-bus-store = The hall's store of snapshots at { $url } is not ready: a station started later reads the whole stream.
hall-bus-snapshot-not-stored = Table { $table }: its snapshot is not stored in the hall { $url }; trying again later. Play goes on.
hall-bus-request-unreadable = Table { $table }: a request from the arbiter's station could not be read and is not applied.
hall-bus-not-sent = Table { $table }: not taken by the hall; sent again from the journal.
hall-bus-caught-up = Table { $table }: the hall has every line again.
hall-station-no-terminal = The station's screen needs a terminal; --reader is line mode.
hall-station-screen-failed = The station's screen could not be drawn (see { $log }); --reader is line mode.
hall-not-followed = The hall { $url } cannot be followed: this device could not start its connection (see { $log }).
hall-relay-not-written = { $file } cannot be written; the relay tries again at its next update.

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
hall-undelivered-bus = The station's own link to the hall failed: check the station's link to the hall, then send the action again.
# Why the station cannot follow a table (after "Table 3: out of sync: ").
hall-unfollowed-no-start = lines of a game whose start the station has not seen
hall-unfollowed-snapshot = its snapshot in the hall does not read
hall-unfollowed-setup = its game's setup does not read
hall-unfollowed-line = one of its lines does not read
hall-create-ask = This broker has no hall of tournament { $hall } yet. Create a new, empty hall of that name? Type yes to create it; anything else creates nothing (check --tournament).
hall-create-yes = Creating the hall; the tables that join it are listed here.
hall-create-no = Nothing created. The station waits for the hall to be created by another station; or quit and start it with the tournament's right name.
hall-other-release = Table { $table } runs another version of the hall's messages: the table { $theirs }, this program { $ours }. Its lines are not followed here; use the same release of annabella on every device in the hall.
hall-bus-request-other-release = An arbiter request for table { $table } came from a station of another version of the hall's messages: the station { $theirs }, this table { $ours }. It was not applied; use the same release of annabella on every device in the hall.
hall-undelivered-other-release = The table runs another version of the hall's messages: the table { $theirs }, this station { $ours }. It applied nothing; use the same release of annabella on every device in the hall.

# The options of the hall's commands, said in the language chosen ($option, $needed, $example,
# $form, $hall, $listen, $cluster: options as typed; $name, $given: what was typed; $count,
# $port: numbers).
hall-usage-needs = { $option } needs { $needed }.
hall-usage-bad-tournament = { $option }: “{ $name }” is not a tournament's name: use letters, digits, - and _ (at most 32, no dots or spaces).
hall-usage-needs-broker = Give the hall's broker: { $example }.
hall-usage-needs-table = { $option } needs { $needed }: the table's number, from 1.
hall-usage-no-journal = A table in a hall keeps a journal: { $hall } and { $option } exclude each other.
hall-usage-bad-listen = { $option }: “{ $given }” is not { $form }.
hall-usage-no-randomness = The system gives no randomness for the passwords: nothing was written.
hall-usage-listen-once = { $listen } once for one broker (several times with { $cluster }).
hall-usage-cluster-size = { $option }: 3 or 5 nodes (an odd number, so that a majority remains).
hall-usage-cluster-listens = { $cluster }: give { $listen } once per node ({ $count } times), or once for one machine.
hall-usage-no-route-port = { $option }: port { $port } leaves no room for the port the nodes reach each other at (2000 above it).
# What `annabella hall config` wrote ($conf, $users, $creds, $file: files; $command: the
# broker's command line; $option: an option as typed; $log: the devices log).
hall-config-written = { $conf }: the broker's configuration ({ $command }); { $users }: each user's password; { $creds }: one file per user, to give each device with { $option }.
hall-config-cluster = The devices reach the hall with { $option } (a station given every node keeps the stream in three copies).
hall-config-exists = { $file } exists already: nothing is replaced (choose another folder with { $option }).
hall-config-not-written = { $file } cannot be written (see { $log }).
