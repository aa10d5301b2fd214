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
link-caught-up = Caught up with the table: { $entries } entries.
app-seat-elsewhere = That seat is taken at another device: { $seat }.
link-status-lost = Link lost: { $seats }.
link-status-lost-here = No link to the table.
link-refused-logged = Refused: { $reason }. Further refused pairing attempts are written only to { $log }, until a device pairs.
link-new-device = The arbiter allows a new device for { $seat }: the lost device can no longer connect. Pair the new one with the code below.
