# The sighted player's e-board (issue 27). $port: a serial port's path; $reason: what the system
# said; $tried: the ports tried; $squares: the squares that are off, each worded below, joined
# by "; "; $whose: own (the player's own board, in practice) or sighted; $move: a move in the announcement words; $square: a square in the Appendix D words;
# $piece, $should: a square's content as the table says it ("white Bauer", "empty").
eboard-connected = { $whose ->
    [own] The e-board on { $port } is connected: your moves are read from it.
   *[sighted] The e-board on { $port } is connected: the sighted player's moves are read from it.
}
eboard-lost = The e-board on { $port } is gone ({ $reason }). Typing works as always; the board is read again when it comes back.
eboard-cannot-open = The e-board on { $port } cannot be opened ({ $reason }); it is tried again every second. Typing works as always.
eboard-not-found = No e-board answers on { $tried }; they are tried again every few seconds. Typing works as always.
eboard-fault-garbage = The e-board sent { $bytes } bytes outside any message; they were left aside.
eboard-fault-cut-short = The e-board sent a message cut short ({ $got } of { $expected } bytes); it was left aside.
eboard-fault-bad-length = The e-board sent a message of a length its kind cannot have ({ $length } bytes); it was left aside.
eboard-fault-bad-square = The e-board named a square that does not exist (number { $field }); the message was left aside.
eboard-fault-bad-piece = The e-board sent a piece code no board uses ({ $code }); the message was left aside.
eboard-fault-no-clock = The e-board reports no clock connected: press by key.
eboard-fault-bad-clock = The e-board sent a clock reading that cannot be; it was left aside.
eboard-off = { $whose ->
    [own] Your e-board differs from the record: { $squares }.
   *[sighted] The sighted player's e-board differs from the record: { $squares }.
}
eboard-off-after-move = { $whose ->
    [own] After { $move }, your e-board differs from the record: { $squares }.
   *[sighted] After { $move }, the sighted player's e-board differs from the record: { $squares }.
}
eboard-still-off = The sighted player's e-board still differs from the record: { $squares }.
eboard-square-extra = { $square }: { $piece }, which should not be there
eboard-square-missing = { $square }: empty, should hold { $piece }
eboard-square-wrong = { $square }: { $piece }, should hold { $should }
eboard-takeback = { $whose ->
    [own] Your e-board shows the position before { $move }; that move stands on the record.
   *[sighted] The sighted player's e-board shows the position before { $move }; that move stands on the record.
}
eboard-in-place = { $whose ->
    [own] Your e-board matches the record again.
   *[sighted] The sighted player's e-board matches the record again.
}
eboard-stopped = Play stops for the arbiter.
