# The journal: where a game is kept, how to go on with it, what was brought back.
# $path: a file; $command: the command to type; $side: "white" or "black".

journal-kept = This game is kept in { $path }.
journal-secret-failed = The key of sealed moves could not be kept ({ $path }: { $reason }): a move sealed now cannot be opened if the program stops before the resumption.
journal-quit = The game is kept in { $path }. To go on with it: { $command }
journal-torn = { $path }: line { $line } (byte { $offset }) was cut off by the stop and is not replayed: { $reason }. It is kept aside in { $aside }.
journal-damaged-last = { $path }: line { $line } (byte { $offset }) is whole but damaged: { $reason }. It may be a confirmed record: check the last move against both scoresheets. It is not replayed and is kept aside in { $aside }.
journal-last-move = Last move, ply { $ply }: { $move }.
journal-no-move = No move has been made yet.
journal-to-move = { clock-side } to move.
journal-clock-unknown = The score gives no clock times: the clock stays stopped until the arbiter sets both clocks (7.1), for example "arbiter: set-clock white 1:00:00", and resumes play.
journal-last-move-only = Last move: { $move }.
journal-write-failed = The game could not be written to { $path }: { $reason }. It is kept there up to the entry before; from now on nothing more is written there or sent to the other devices. Call the arbiter: make room on the disk, quit, and go on with --resume.
journal-last-move-illegal = Last move entered: { $move }, an illegal move (Article 7.5).
