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
