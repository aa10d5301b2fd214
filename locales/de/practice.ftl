# Üben gegen eine Schach-Engine (src/engine): was die Engine dem Spieler sagt.

practice-level = Stufe { $level }, etwa { $elo }.
practice-level-full = Stufe { $level }, volle Spielstärke.
practice-no-such-level = Es gibt keine Stufe { $level }: die Stufen gehen von 1 bis { $max }.
practice-playing = Die Engine spielt { $side ->
    [white] Weiß
   *[black] Schwarz
}. { $level }
practice-eval-none = Die Engine hat keine Bewertung gegeben.
practice-eval-equal = Die Stellung ist etwa ausgeglichen.
practice-eval-better = { clock-side } steht besser, um { $amount ->
    [half] etwa einen halben Bauern
    [pawn] etwa einen Bauern
   *[more] etwa { $count } Bauern
}.
practice-eval-winning = { clock-side } steht auf Gewinn.
practice-eval-mate = { clock-side } setzt matt in { $moves } { $moves ->
    [one] Zug
   *[other] Zügen
}.
practice-eval-mated = Schachmatt auf dem Brett.
practice-score = Bewertung: { $number } für Weiß.
practice-score-mate = Bewertung: { clock-side } setzt matt in { $moves } { $moves ->
    [one] Zug
   *[other] Zügen
}.
practice-hint = Hinweis: { $piece } von { $square } ziehen.
practice-best = Bester Zug: { $move }.
practice-threat = Die Drohung ist { $move }.
practice-threat-in-check = Sie stehen im Schach: Die Drohung ist das Schach selbst.
practice-no-move = Es gibt keinen legalen Zug.
practice-not-your-move = Die Engine ist am Zug: Fragen Sie noch einmal, wenn Sie am Zug sind.
practice-nothing-to-take-back = Es gibt keinen Zug von Ihnen zum Zurücknehmen.
practice-draw-accepted = Die Engine nimmt das Remis an.
practice-draw-declined = Die Engine lehnt das Remis ab: sie meint, besser zu stehen.
practice-fault-died = Die Engine hat sich beendet.
practice-fault-hung = Die Engine hat nicht rechtzeitig geantwortet.
practice-fault-garbage = Die Engine hat etwas ausgegeben, das kein UCI ist: { $line }
practice-fault-illegal = Die Engine hat einen regelwidrigen Zug gespielt: { $move }.
practice-fault-given-up = Die Engine wurde nach einem früheren Fehler aufgegeben.
practice-fault-not-started = Die Engine { $path } ließ sich nicht starten: { $reason }. Installieren Sie Stockfish mit „apt-get install stockfish“, oder nennen Sie eine andere Engine mit --engine PFAD oder dem Engine-Pfad der Einstellungsdatei.
practice-restarting = Sie wird neu gestartet und die Partie geht weiter; nichts Aufgezeichnetes geht verloren.
practice-given-up = Sie ist wieder ausgefallen und wird aufgegeben: Geben Sie die Züge des Gegners selbst ein (F2 oder „Platz sehend“), oder beenden Sie; die Partie bleibt gespeichert.
practice-no-help-tournament = Keine Hilfe an einem Turniertisch: Anhang D erlaubt keine Unterstützung.
practice-no-engine = An diesem Tisch gibt es keine Engine: „annabella practice“ spielt gegen eine.
practice-study-only = Das ist ein Schritt beim Nachspielen: „annabella study DATEI“.
practice-ask-takeback = Ihren letzten Zug und den der Engine zurücknehmen? Sagen Sie { $yes } oder { $no }.
practice-ask-new = Eine neue Partie beginnen? Diese bleibt gespeichert. Sagen Sie { $yes } oder { $no }.
practice-ask-flip = Eine neue Partie mit getauschten Farben beginnen? Diese bleibt gespeichert. Sagen Sie { $yes } oder { $no }.
practice-kept = Nichts wurde geändert.
practice-new-game = Eine neue Partie.
practice-help = Mit der Engine: { $hint } (welche Figur ziehen), { $best } (ihr Zug), { $eval } (die Bewertung in Worten), { $score } (als Zahl), { $threat } (was der Gegner droht), { $level } (nennen oder setzen, 1 bis 10), { $takeback }, { $new }, { $flip } (eine neue Partie mit getauschten Farben).
practice-ask-arguments = „{ $got }“: Was auf „{ $said }“ folgt, ist nicht verständlich. Es wurde nichts getan.
