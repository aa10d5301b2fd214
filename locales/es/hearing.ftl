# Speech input: what the recognizer's results and the microphone say.
hear-not-heard = No se ha entendido. Repítalo, por favor.
hear-ambiguous = «{ $words }» puede ser más de una jugada. Dígala con la casilla de salida, por favor.
hear-unsure = No es seguro que se haya oído «{ $words }». Confírmelo o repítalo.
hear-no-microphone = No hay micrófono: no hay ningún dispositivo de entrada de audio. La entrada por voz lo necesita; escriba la jugada.
hear-listening = Escuchando. Pulse la tecla otra vez al terminar de hablar.
hear-not-legal = «{ $words }» no es una jugada legal aquí. Repítala, por favor.
