# Speech input: what the recognizer's results and the microphone say.
hear-not-heard = Nie zrozumiano. Proszę powtórzyć.
hear-ambiguous = „{ $words }” może oznaczać więcej niż jeden ruch. Proszę podać pole wyjściowe.
hear-unsure = Nie wiadomo na pewno, czy usłyszano „{ $words }”. Potwierdź albo powtórz.
hear-no-microphone = Brak mikrofonu: nie ma urządzenia wejścia audio. Wprowadzanie głosem go wymaga; wpisz ruch.
hear-listening = Słucham. Naciśnij klawisz ponownie po skończeniu mówienia.
hear-not-legal = „{ $words }” nie jest tu legalnym ruchem. Proszę powtórzyć.
