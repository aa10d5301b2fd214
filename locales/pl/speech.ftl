# Mowa, sygnały dźwiękowe i dźwiękowy zapis partii: komunikaty dla użytkownika.

speech-backend-none = brak (tylko tekst)
speech-ready = Wyjście mowy: { $backend }.
speech-text-only = Żadne wyjście mowy nie działa, więc komunikaty są pokazywane tylko jako tekst ({ $reasons }). { $cause ->
    [missing] Zainstaluj speech-dispatcher lub espeak-ng, aby mieć mowę, albo użyj --no-speech ze swoim czytnikiem ekranu.
    [audio] Żadne urządzenie audio nie odtwarza dźwięku: podłącz lub włącz głośniki albo słuchawki i sprawdź ustawienia dźwięku, albo użyj --no-speech ze swoim czytnikiem ekranu.
   *[other] Sprawdź ustawienia mowy poleceniem „annabella say” albo użyj --no-speech ze swoim czytnikiem ekranu.
}
speech-fallback = { $from } przestał działać ({ $reason }); od teraz mówi { $to }.
speech-disabled = Wyjście mowy jest wyłączone (--no-speech); tekst czyta twój czytnik ekranu.

sound-off-no-device = Sygnały dźwiękowe są wyłączone: nie udało się otworzyć żadnego urządzenia audio ({ $reason }).
sound-off-no-player = Sygnały dźwiękowe wyłączone: brak odtwarzacza (paplay, aplay, play); naciśnięcie zegara jest mówione.
cue-press-word = Zegar naciśnięty.

record-audio-failed = Nie można zapisać dźwiękowego zapisu partii w { $dir }: { $reason }
record-audio-file-failed = Nie udało się nagrać komunikatu { $number }: { $reason }
record-audio-written = Nagrano { $path }.

say-spoken = Wypowiedziane przez { $backend }.
say-not-spoken = Nie wypowiedziano: żadne wyjście mowy nie działa.
