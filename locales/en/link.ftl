# The link between devices at one table (issue 12): pairing, joining, a lost link.
link-code = Pairing code: { $code }. On the other device, type: annabella join --seat sighted { $typed } { $addr }   (or --seat arbiter)
link-code-new = The pairing code has been used or has expired. New pairing code: { $code }.
link-joined = Joined from another device: { $seat }. Confirmation number: { $confirm }. It must match the number shown on that device.
link-joined-here = Joined the table as { $seat }. Confirmation number: { $confirm }. It must match the number shown at the host.
link-lost = Link lost: { $seat }. Play goes on here; that device catches up when the link is back.
link-back = Link back: { $seat }.
link-lost-here = Link to the table lost. Trying again; nothing entered here counts until it is back.
link-back-here = Link to the table back.
link-refused = Refused: { $reason }
link-diverged = This device's record of the game differs from the table's at entry { $seq }. Call the arbiter; nothing more is applied here.
link-caught-up = Caught up with the table: { $entries ->
    [one] { $entries } entry
   *[other] { $entries } entries
}.
app-seat-elsewhere = That seat is taken at another device: { $seat }.
link-status-lost = Link lost: { $seats }.
link-status-lost-here = No link to the table.
link-refused-logged = Refused: { $reason }. Further refused pairing attempts are written only to { $log }, until a device pairs.
link-new-device = The arbiter allows a new device for { $seat }: the lost device can no longer connect. Pair the new one with the code below.
link-release = protocol { $protocol } (annabella { $program })
link-release-unversioned = protocol 1 (a release of annabella from before version numbers)
link-other-release-host = The host runs another version of the link between devices: the host { $theirs }, this device { $ours }. Use the same release of annabella on every device of a table.
link-other-release-device = A device of another version tried to join: the device { $theirs }, this host { $ours }. Use the same release of annabella on every device of a table.

# Pairing refused or failed (the host's seat hears why a device's attempt was refused; a joining device why the host refused it).
pair-attempt = pairing attempt from { $addr }: { $why }
pair-why-wrong-code = a wrong pairing code (seat: { $seat }; try { $tries } of { $of })
pair-why-key-unknown = a key this table does not know (seat: { $seat })
pair-why-seat-taken = that seat already has a paired device (seat: { $seat })
pair-why-not-open = no device can take that seat here (seat: { $seat })
pair-why-no-code = a code while none is on offer
pair-why-not-pairing = not a pairing message
pair-why-too-long = a message of { $bytes } bytes, not a pairing
pair-why-busy = closed: too many pairings under way
pair-why-too-slow = closed: no pairing within { $seconds } seconds
pair-why-closed-midway = the other side closed the connection in the middle of pairing
pair-refused-wrong-code = the pairing code was refused: it is not the code the host shows
pair-refused-key = the host no longer knows this device (its pairing for this seat was withdrawn, or the host's keys were lost): pair again with a new code
pair-refused-no-code = the pairing code has expired or was used up; read the new one at the host
pair-refused-seat-taken = that seat already has a paired device; if it is lost, the arbiter lets a new one pair (annabella host --resume JOURNAL --new-device SEAT)
pair-refused-busy = the host was busy with other connections; try again
pair-refused-too-slow = pairing took too long; try again
pair-refused-not-open = that seat is not one a device can take at this table
pair-refused-protocol = the other side does not speak annabella's pairing
pair-spent-expired = the pairing code has expired (it is valid for 2 minutes); make a new one
pair-spent-tried = the pairing code was tried wrongly 3 times; make a new one
join-failed = Joining { $addr }: { $reason }
join-no-answer = the host did not answer within { $seconds } seconds
join-network = the host cannot be reached ({ $reason })
join-no-welcome = the host did not welcome this device ({ $detail })
link-inauthentic = a message on the link was not authentic (altered, injected or replayed) and was dropped
join-not-listening = nothing answers at that address: is the host started, and is it the address the host shows?
join-usage-bad-addr = “{ $text }” is not an address and port, like 192.168.1.20:46100
join-usage-bad-code = “{ $text }” is not a pairing code: say a digit and two file words, like 7 Gustav Felix (the words: Anna Bella Cesar David Eva Felix Gustav Hector)
join-usage-needs-code = Give the pairing code the host says, e.g. annabella join --seat sighted 7 Gustav Felix (or --resume JOURNAL to come back).
join-usage-eboard-seat = --eboard is the sighted player's board: give it with --seat sighted
join-other-seat = The host gave this device another seat than the one asked for.
join-other-table = { $path } is the journal of another table.
link-entry-refused = An entry from the table does not read back on this device: nothing of it was taken here. Call the arbiter.
