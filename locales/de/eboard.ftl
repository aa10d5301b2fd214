# Das E-Brett des sehenden Spielers (Issue 27); die Variablen wie in locales/en/eboard.ftl.
eboard-connected = { $whose ->
    [own] Das E-Brett an { $port } ist verbunden: Ihre Züge werden von ihm gelesen.
   *[sighted] Das E-Brett an { $port } ist verbunden: Die Züge des sehenden Spielers werden von ihm gelesen.
}
eboard-lost = Das E-Brett an { $port } ist nicht mehr erreichbar ({ $reason }). Die Eingabe über die Tastatur geht wie immer; das Brett wird neu gelesen, sobald es wieder da ist.
eboard-cannot-open = Das E-Brett an { $port } lässt sich nicht öffnen ({ $reason }); es wird jede Sekunde erneut versucht. Die Eingabe über die Tastatur geht wie immer.
eboard-not-found = An { $tried } antwortet kein E-Brett; es wird alle paar Sekunden erneut versucht. Die Eingabe über die Tastatur geht wie immer.
eboard-fault-garbage = Das E-Brett hat { $bytes } Zeichen außerhalb jeder Nachricht gesendet; sie wurden übergangen.
eboard-fault-cut-short = Das E-Brett hat eine abgebrochene Nachricht gesendet ({ $got } von { $expected } Zeichen); sie wurde übergangen.
eboard-fault-bad-length = Das E-Brett hat eine Nachricht mit einer für ihre Art unmöglichen Länge gesendet ({ $length } Zeichen); sie wurde übergangen.
eboard-fault-bad-square = Das E-Brett hat ein Feld genannt, das es nicht gibt (Nummer { $field }); die Nachricht wurde übergangen.
eboard-fault-bad-piece = Das E-Brett hat einen Figurencode gesendet, den kein Brett verwendet ({ $code }); die Nachricht wurde übergangen.
eboard-fault-no-clock = Das E-Brett meldet keine angeschlossene Uhr: Die Uhr wird per Taste gedrückt.
eboard-fault-bad-clock = Das E-Brett hat eine unmögliche Uhrzeitmeldung gesendet; sie wurde übergangen.
eboard-off = { $whose ->
    [own] Ihr E-Brett weicht von der Aufzeichnung ab: { $squares }.
   *[sighted] Das E-Brett des sehenden Spielers weicht von der Aufzeichnung ab: { $squares }.
}
eboard-off-after-move = { $whose ->
    [own] Nach { $move } weicht Ihr E-Brett von der Aufzeichnung ab: { $squares }.
   *[sighted] Nach { $move } weicht das E-Brett des sehenden Spielers von der Aufzeichnung ab: { $squares }.
}
eboard-still-off = Das E-Brett des sehenden Spielers weicht noch immer von der Aufzeichnung ab: { $squares }.
eboard-square-extra = { $square }: { $piece } steht dort zu viel
eboard-square-missing = { $square }: leer, dorthin gehört { $piece }
eboard-square-wrong = { $square }: { $piece }, dorthin gehört { $should }
eboard-takeback = { $whose ->
    [own] Ihr E-Brett zeigt die Stellung vor { $move }; dieser Zug steht in der Aufzeichnung.
   *[sighted] Das E-Brett des sehenden Spielers zeigt die Stellung vor { $move }; dieser Zug steht in der Aufzeichnung.
}
eboard-in-place = { $whose ->
    [own] Ihr E-Brett stimmt wieder mit der Aufzeichnung überein.
   *[sighted] Das E-Brett des sehenden Spielers stimmt wieder mit der Aufzeichnung überein.
}
eboard-stopped = Die Partie wird für den Schiedsrichter unterbrochen.
