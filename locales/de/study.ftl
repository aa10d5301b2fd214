# Eine Partie Zug für Zug nachspielen (src/study).

study-opened = { $white } gegen { $black }, { $event }, { $result }, { $moves } Halbzüge. Sagen Sie vor oder zurück, um die Partie durchzugehen, Hilfe für die Befehle.
study-move = { $side ->
    [white] Weiß
   *[black] Schwarz
} { $number }: { $move }
study-comment = Kommentar: { $text }
study-nag = { $nag ->
    [1] Guter Zug.
    [2] Fehler.
    [3] Brillanter Zug.
    [4] Grober Fehler.
    [5] Interessanter Zug.
    [6] Zweifelhafter Zug.
    [7] Erzwungener Zug.
    [10] Die Stellung ist ausgeglichen.
    [13] Die Stellung ist unklar.
    [14] Weiß steht etwas besser.
    [15] Schwarz steht etwas besser.
    [16] Weiß steht besser.
    [17] Schwarz steht besser.
    [18] Weiß steht auf Gewinn.
    [19] Schwarz steht auf Gewinn.
   *[other] Anmerkung { $nag }.
}
study-variations = { $count ->
    [one] Eine Variante stattdessen: { $moves }.
   *[other] { $count } Varianten stattdessen: { $moves }.
} Sagen Sie Variante, um sie zu betreten.
study-at-start = Der Anfang der Partie.
study-back = Zurück zu { $move }.
study-end-variation = Das Ende der Variante. Sagen Sie Hauptvariante, um zurückzugehen.
study-end-game = Das Ende der Partie: { $result }.
study-no-such-move = In dieser Linie gibt es keinen { $number }. Zug von { $side ->
    [white] Weiß
   *[black] Schwarz
}.
study-variation-entered = In die Variante.
study-no-variation = Hier gibt es keine Variante.
study-variation-left = Zurück in der Linie, von der sie abzweigt.
study-in-main-line = Das ist die Hauptvariante.
study-fen = FEN: { $fen }
study-no-comment = Kein Kommentar zu diesem Zug.
study-judged = { $judgement ->
    [inaccuracy] Eine Ungenauigkeit.
    [mistake] Ein Fehler.
   *[blunder] Ein grober Fehler.
} Besser war { $better }.
study-analysing = Die Engine analysiert die Partie, { $time } Millisekunden je Stellung: { $total } Stellungen.
study-progress = Zug { $done } von { $total }.
study-analysed = Die Analyse ist fertig.
study-summary = { $side ->
    [white] Weiß
   *[black] Schwarz
}: { $inaccuracies } { $inaccuracies ->
    [one] Ungenauigkeit
   *[other] Ungenauigkeiten
}, { $mistakes } Fehler, { $blunders } grobe Fehler.
study-written = Die Analyse steht in { $path }.
study-write-failed = Die Analyse konnte nicht nach { $path } geschrieben werden: { $reason }
study-no-analysis = Es gibt noch keine Analyse: Sagen Sie analysieren.
study-analysis-running = Die Analyse läuft noch.
study-no-mistakes = Die Analyse hat keine Fehler zum Lernen gefunden.
study-no-more-mistakes = Keine weiteren Fehler. Sagen Sie Fehler, um von vorn zu beginnen.
study-find-better = Zug { $number }: Sie haben { $move } gespielt. Finden Sie einen besseren Zug.
study-played-move = Das ist der gespielte Zug. Finden Sie einen besseren, oder sagen Sie Lösung.
study-good-move = Guter Zug.
study-checking = Der Zug wird geprüft …
study-try-again = { $move } ist nicht besser. Versuchen Sie es noch einmal, oder sagen Sie Lösung.
study-solution = Der bessere Zug: { $move }.
study-nothing-to-solve = Hier gibt es nichts zu lösen: Sagen Sie Fehler.
study-not-the-move = Die Partie ging mit { $move } weiter. Sagen Sie von hier spielen, um gegen die Engine weiterzuspielen.
study-not-the-move-end = Die Linie endet hier. Sagen Sie von hier spielen, um gegen die Engine weiterzuspielen.
study-status = Nachspielen: { $where }
study-status-start = Nachspielen: der Anfang der Partie.
study-help = Beim Nachspielen: { $next }, { $back }, { $first }, { $last }, { $goto } N, { $white } N, { $black } N, { $variation } [N], { $mainline }, { $comment }, { $fen }, { $analyse }, { $mistakes }, { $solution }, { $play }; ein eingegebener Zug ist ein Versuch; Tasten bei leerer Zeile: Rechts, Links, Pos1, Ende.
study-practice-only = Das gilt für eine Partie gegen die Engine: Sagen Sie von hier spielen, um eine aus dieser Stellung zu spielen.
