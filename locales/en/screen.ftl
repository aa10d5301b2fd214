# The full screen (src/ui) and what the table tells of entries made on one record only.

# A seat's short label before each announcement on the screen; $seat: blind, sighted, arbiter.
ui-seat-label = { $seat ->
    [blind] Blind
    [sighted] Sighted
   *[arbiter] Arbiter
}
# The Announcements box title while scrolled back with PageUp or F6.
ui-announcements-back = Announcements: { $back } back of { $total }; PageDown for newer
ui-help-title = Help: PageUp and PageDown scroll, Escape closes
ui-input-hint = F1 help; type your move, then Enter
# D.2.11: the panel with the last move in very large letters.
ui-large = Large letters for the opponent (D.2.11)
# A move entered on the board only ("executed …") or on the scoresheet only ("wrote …").
table-executed = Executed on the board: { $move }.
table-written = Written on the scoresheet: { $move }.
# Line mode: the label before each line of a seat's device, and the marks of alarms and of the
# large-letter rows (D.2.11).
line-seat-label = { $seat ->
    [blind] blind
    [sighted] sighted
   *[arbiter] arbiter
}
line-alert = ALERT
line-large = LARGE
