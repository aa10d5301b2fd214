# Sprachausgabe, Klangsignale und das Audio-Partieformular: Hinweise an den Benutzer.

speech-backend-none = keine (nur Text)
speech-ready = Sprachausgabe: { $backend }.
speech-text-only = Keine Sprachausgabe funktioniert, deshalb werden die Ansagen nur als Text gezeigt ({ $reasons }). { $cause ->
    [missing] Installieren Sie speech-dispatcher oder espeak-ng für Sprache, oder verwenden Sie --no-speech mit Ihrem Bildschirmleser.
    [audio] Kein Audiogerät gibt Ton aus: Schließen Sie Lautsprecher oder Kopfhörer an, schalten Sie sie ein und prüfen Sie die Toneinstellungen, oder verwenden Sie --no-speech mit Ihrem Bildschirmleser.
   *[other] Prüfen Sie die Spracheinrichtung mit „annabella say“, oder verwenden Sie --no-speech mit Ihrem Bildschirmleser.
}
speech-fallback = { $from } funktioniert nicht mehr ({ $reason }); ab jetzt spricht { $to }.
speech-disabled = Die Sprachausgabe ist aus (--no-speech); Ihr Bildschirmleser liest den Text.

sound-off-no-device = Die Klangsignale sind aus: kein Audiogerät ließ sich öffnen ({ $reason }).
sound-off-no-player = Klangsignale aus: kein Abspielprogramm (paplay, aplay, play) gefunden; ein Uhrdruck wird gesagt.
cue-press-word = Uhr gedrückt.

record-audio-failed = Das Audio-Partieformular kann nicht nach { $dir } geschrieben werden: { $reason }
record-audio-file-failed = Ansage { $number } konnte nicht aufgenommen werden: { $reason }
record-audio-written = Aufgenommen: { $path }.

say-spoken = Gesprochen über { $backend }.
say-not-spoken = Nicht gesprochen: keine Sprachausgabe funktioniert.

# Startzeilen am Tisch: je ein Satz; was die Werkzeuge sagten, steht im Geräteprotokoll
# (devices.log im Datenordner des Programms).
startup-sound-off = Die Klangsignale sind aus: kein Audiogerät.
startup-speech-off = { $cause ->
    [missing] Keine Sprachausgabe funktioniert, die Ansagen sind nur Text: Installieren Sie speech-dispatcher oder espeak-ng, oder verwenden Sie --no-speech mit Ihrem Bildschirmleser.
    [audio] Keine Sprachausgabe funktioniert, die Ansagen sind nur Text: Kein Audiogerät gibt Ton aus, schließen Sie also Lautsprecher oder Kopfhörer an und schalten Sie sie ein, oder verwenden Sie --no-speech mit Ihrem Bildschirmleser.
   *[other] Keine Sprachausgabe funktioniert, die Ansagen sind nur Text: Prüfen Sie die Spracheinrichtung mit „annabella say“, oder verwenden Sie --no-speech mit Ihrem Bildschirmleser.
}
startup-speech-fallback = { $from } funktioniert nicht mehr; ab jetzt spricht { $to }.
startup-speech-failed = Die Sprachausgabe ließ sich nicht starten, die Ansagen sind nur Text.
