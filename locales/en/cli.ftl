# Mistakes on the command line and files it names (src/present/cli.rs), said in the reader's
# language: what is wrong and where (the value quoted, the period, the line, the file).

## Time controls: "--control: ..." (or a PGN's TimeControl tag).
cli-control-empty = { $flag }: the time control is empty; write e.g. “90+30” or “40/90+30, 30+30”.
cli-control-period = { $flag }: time control period { $period } (“{ $text }”): { $problem }
cli-control-structure = { $flag }: time control “{ $text }”: { $problem }
cli-period-empty = the period is empty (two commas in a row, or a comma at the end?).
cli-period-quota-not-whole = the move quota “{ $text }” is not a whole number of moves.
cli-period-zero-quota = a move quota of 0: a period needs at least one move.
cli-period-no-minutes = expected minutes, found “{ $text }”.
cli-period-not-a-bonus = unexpected “{ $text }” after the minutes (write “+seconds”, “delay seconds” or “bronstein seconds”).
cli-period-not-seconds = “{ $text }” is not a number of seconds.
cli-period-time = “{ $text }” is not a time (write h:mm:ss or m:ss).
cli-period-not-minutes-and-seconds = “{ $text }” is not minutes (write “90”, or “1:30” for a minute and a half).
cli-period-not-minutes = “{ $text }” is not a number of minutes.
cli-period-sandclock = sandclock controls (“*seconds”) are not supported.
cli-period-quota-not-a-number = the move quota “{ $text }” is not a number.
cli-structure-no-quota = period { $period } has no move quota but is not the last; write e.g. “40/90+30, 30+30”.
cli-structure-last-has-quota = the last period must cover all remaining moves (no “moves/”); add one, e.g. “, 30”.
cli-structure-zero-quota = a move quota must be at least 1.
cli-structure-no-time = the first period needs some time.
cli-structure-too-many = at most { $max } periods.
cli-structure-period-too-long = a period is longer than 1000 hours.
cli-structure-bonus-too-long = an increment or delay is longer than an hour.
cli-structure-quota-too-large = a move quota is above { $max }.
cli-structure-unknown = the PGN says the time control is unknown or absent.

## The clock's calls: "--calls ...".
cli-calls = --calls: threshold “{ $item }”: { $problem } Write a list like “10m,5m,2m,1m,30s,10s”.
cli-calls-minutes = the minutes must be a whole number.
cli-calls-seconds = the seconds must be a whole number.
cli-calls-time = it is not minutes, seconds or a time.
cli-calls-zero = a threshold must be above zero.
cli-calls-too-many = at most { $max } thresholds.

## Speech levels.
cli-duration = { $flag }: “{ $text }” is not a duration: write e.g. “1h”, “10m” or “1h30m”.
cli-clock-time = { $flag }: “{ $text }” is not a time on a clock: write h:mm:ss, e.g. 1:05:00.
cli-tag-value = { $flag } “{ $value }”: a value for the score is one line of text; this one holds { $char } (a line break or control character).
cli-level = { $flag }: { $value } is not from -100 to 100.

## Files: what was done, then why not.
cli-file-read = { $file }: cannot read this file: { $why }
cli-file-create = { $file }: cannot create this file: { $why }
cli-file-write = { $file }: cannot write this file: { $why }
cli-why-not-found = it does not exist.
cli-why-no-folder = its folder does not exist or takes no new files.
cli-why-permission = permission denied.
cli-why-directory = not a regular file (a directory); give a file.
cli-why-not-directory = a part of the path is not a directory.
cli-why-exists = a file of that name exists and is left as it is.
cli-why-disk-full = the disk is full.
cli-why-read-only = the file system is read-only.
cli-why-too-large = larger than { $mb } MB; refused (is it the right file?).
cli-why-utf16 = UTF-16 text; save it as UTF-8 and try again.
cli-why-fifo = not a regular file (a FIFO); give a file.
cli-why-socket = not a regular file (a socket); give a file.
cli-why-device = not a regular file (a device); give a file.
cli-why-not-plain = not a regular file; give a file.
cli-why-addr-in-use = another program listens there already.
cli-why-addr-not-available = this machine has no such address.
cli-why-other = the system refused it.
cli-why-espeak = espeak-ng, which makes the recordings, does not work.
cli-why-recorder-stopped = the recorder has stopped.
cli-engine = the chess engine { $file } could not be started: { $why }
cli-listen = --listen { $addr }: cannot listen there: { $why }

## Journals: "FILE: what is wrong".
cli-journal = { $file }: { $problem }
cli-journal-no-header = no complete header record: the game was never started in this journal.
cli-journal-corrupt = line { $line } (byte offset { $offset }) is damaged ({ $damage }); records follow it, so this is not an interrupted write.
cli-journal-duplicate = line { $line } repeats record { $seq } (line { $first }): a duplicated record is refused; remove one of the two.
cli-journal-foreign = line { $line } belongs to another game: a record from another journal is refused.
cli-journal-foreign-game = line { $line } belongs to game { $game }, not to this journal: a record from another journal is refused.
cli-journal-format-old = line 1: this journal is of format { $found }, older than format { $oldest }; this program reads formats { $oldest } to { $newest } only, and does not read it rather than misread it.
cli-journal-format-new = line 1: journal format { $found } is not supported (this program writes { $newest }): it was written by a newer program.
cli-journal-wrong-kind = line 1: this is another kind of journal (“{ $found }”).
cli-journal-bad-header = line 1: the header cannot be read.
cli-journal-replay = line { $line }: this record cannot be replayed.
cli-damage-not-utf8 = not UTF-8 text
cli-damage-no-crc = no checksum before the record
cli-damage-checksum = checksum mismatch
cli-damage-record = not a record of this journal
cli-damage-sequence = record number { $found } where { $expected } was expected
cli-damage-incomplete = the write was cut before the end of the line
cli-skipped = skipped { $file }: it has no complete header (the game never started in it)
cli-no-data-dir = no data directory for journals; give --journal FILE.
cli-no-journal-in = no journal with a header in { $dirs }; give a journal's path.
cli-table-game = { $file } is a game at the table: { $command }
cli-not-recorded = { $problem } The last command was not recorded.

## Clock scripts (annabella clock --script): "FILE: line N: what is wrong".
cli-script = { $file }: line { $line }: { $problem }
cli-script-time = “{ $text }” is not a time (write h:mm:ss.mmm, h:mm:ss or m:ss).
cli-script-time-went-back = the time “{ $text }” is before the previous line's.
cli-script-no-event = the event is missing after the time.
cli-script-unknown-event = unknown event “{ $text }” (write start, press, query, pause, resume, adjust or set).
cli-script-no-argument = “{ $event }” takes no argument, found “{ $text }”.
cli-script-start-side = “start” takes at most a side, found “{ $text }”.
cli-script-no-side = the side is missing (white or black).
cli-script-not-a-side = “{ $text }” is not a side (write white or black).
cli-script-no-amount = “adjust” needs an amount such as +2:00 or -0:30.
cli-script-after-amount = unexpected “{ $text }” after the amount.
cli-script-no-sign = “{ $text }” needs a sign: +m:ss or -m:ss.
cli-script-no-time = “set” needs a time such as 1:00:00.
cli-script-not-moves = “{ $text }” is not a number of moves.
cli-script-not-moves-n = unexpected “{ $text }” (write “moves N”).
cli-script-refused = { $event }: { $why }

## PGN: "FILE, line N: what is wrong".
cli-pgn = { $file }: { $problem }
cli-pgn-line = { $file }: line { $line }: { $problem }
cli-pgn-tag = a tag does not read.
cli-pgn-tag-no-name = bad tag: expected a tag name after “[”.
cli-pgn-tag-no-quote = bad tag: expected “"” after [{ $name }.
cli-pgn-tag-bad-escape = bad tag: bad escape in [{ $name }].
cli-pgn-tag-not-closed = bad tag: the value of [{ $name }] is not closed on its line.
cli-pgn-tag-no-bracket = bad tag: expected “]” after the value of [{ $name }].
cli-pgn-move-name = move { $number }{ $dots } { $san }
cli-pgn-before-first = before the first move
cli-pgn-move = { $move }: { $problem }
cli-pgn-after-result = a move after the result.
cli-pgn-null-in-check = a null move (--) cannot stand here: the side to move is in check.
cli-pgn-illegal = not a legal move in the position reached.
cli-pgn-capture-without-file = not a legal move in the position reached: a pawn that captures names the file it leaves ({ $capture }?).
cli-pgn-ambiguous = ambiguous: more than one piece can make it (name the file or rank).
cli-pgn-not-a-move = not a move.
cli-pgn-clock = { $move }: bad [%clk { $args }]: “{ $text }” is not a time (write h:mm:ss).
cli-pgn-clock-too-long = { $move }: bad [%clk { $args }]: more than 1000 hours, more than any clock holds.
cli-pgn-command = bad [%{ $name } { $args }]: { $problem }
cli-pgn-command-no-time = expected a time and an entry.
cli-pgn-command-not-utc = expected a UTC time like 2025-01-31T14:05:00.000Z.
cli-pgn-command-unknown-entry = unknown log entry.
cli-pgn-command-unknown-result = unknown result.
cli-pgn-start = the starting position (the FEN tag) is refused.
cli-pgn-import = the game's record is refused.
cli-pgn-comment-not-closed = comment “{"{"}” is never closed.
cli-pgn-close-without-open = “)” without “(”.
cli-pgn-variation-not-closed = a variation “(” is never closed.
cli-pgn-result-mismatch = the result { $token } does not match [%result { $comment }].
cli-pgn-reader = this is not PGN that can be read.
cli-pgn-no-control = the PGN has no time control (ClockControl or TimeControl tag); give one with --control.
cli-pgn-no-game = no game found.
cli-pgn-in-game = game { $number }: { $problem }
cli-pgn-game = { $number }: { $white } - { $black }, { $event }, { $date }, round { $round }, { $result } (line { $line })
cli-pgn-second-game = a second game starts here; the text holds { $count } games, pick one with --game N:{ $games }
cli-pgn-no-number = there is no game number { $pick } (the games are numbered 1 to { $count }) and no game's players, event, site, date or round contain “{ $pick }”; the games are:{ $games }
cli-pgn-no-match = no game matches “{ $pick }”; the games are:{ $games }
cli-pgn-several-match = { $count } games match “{ $pick }”; pick one with --game N:{ $games }
cli-pgn-exists = { $file } exists; not overwritten (give --force to replace it).

## The command line's own mistakes.
cli-eboard-one-board = --eboard is the sighted player's own board at an Appendix D table of two boards; --one-board has one board for both.
cli-practice-one-board = --one-board is a game of two players at one keyboard, not against an engine.
cli-nothing-to-study = no journal to study: give a PGN or journal FILE.
cli-bad-start = the starting position “{ $fen }” is not legal.
cli-fen-unreadable = --fen: “{ $fen }” is not a position in FEN.
cli-game-refused = the game cannot be set up with these options.
