# Speech input: what the recognizer's results and the microphone say.
hear-not-heard = Ez da ulertu. Esan berriro, mesedez.
hear-ambiguous = «{ $words }» mugimendu bat baino gehiago izan daiteke. Esan irteera-laukiarekin, mesedez.
hear-unsure = Ez dago ziur «{ $words }» entzun den. Baieztatu edo esan berriro.
hear-no-microphone = Ez dago mikrofonorik: ez dago audio-sarrerako gailurik. Ahots bidezko sarrerak behar du; idatzi mugimendua.
hear-listening = Entzuten. Sakatu tekla berriro hitz egiten amaitzean.
hear-not-legal = «{ $words }» ez da hemen jokaldi legala. Esan berriro, mesedez.
