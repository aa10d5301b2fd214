# Speech input: what the recognizer's results and the microphone say.
hear-not-heard = Non se entendeu. Repítao, por favor.
hear-ambiguous = «{ $words }» pode ser máis dunha xogada. Dígaa coa casa de saída, por favor.
hear-unsure = Non é seguro que se oíse «{ $words }». Confírmeo ou repítao.
hear-no-microphone = Non hai micrófono: non hai ningún dispositivo de entrada de audio. A entrada por voz precísao; escriba a xogada.
hear-listening = Escoitando. Prema a tecla outra vez ao rematar de falar.
hear-not-legal = «{ $words }» non é unha xogada legal aquí. Repítaa, por favor.
