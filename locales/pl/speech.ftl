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

# Wiersze startowe przy stole: po jednym zdaniu; to, co powiedziały narzędzia, trafia do
# dziennika urządzeń (devices.log w folderze danych programu).
startup-sound-off = Sygnały dźwiękowe są wyłączone: brak urządzenia audio.
startup-speech-off = { $cause ->
    [missing] Żadne wyjście mowy nie działa, więc komunikaty są tylko tekstem: zainstaluj speech-dispatcher lub espeak-ng albo użyj --no-speech ze swoim czytnikiem ekranu.
    [audio] Żadne wyjście mowy nie działa, więc komunikaty są tylko tekstem: żadne urządzenie audio nie odtwarza dźwięku, więc podłącz lub włącz głośniki albo słuchawki albo użyj --no-speech ze swoim czytnikiem ekranu.
   *[other] Żadne wyjście mowy nie działa, więc komunikaty są tylko tekstem: sprawdź ustawienia mowy poleceniem „annabella say” albo użyj --no-speech ze swoim czytnikiem ekranu.
}
startup-speech-fallback = { $from } przestał działać; od teraz mówi { $to }.
startup-speech-failed = Nie udało się uruchomić wyjścia mowy, więc komunikaty są tylko tekstem.
