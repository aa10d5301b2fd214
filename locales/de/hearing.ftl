# Speech input: what the recognizer's results and the microphone say.
hear-not-heard = Nicht verstanden. Bitte noch einmal sagen.
hear-ambiguous = „{ $words }“ kann mehr als einen Zug bedeuten. Bitte mit dem Ausgangsfeld sagen.
hear-unsure = Nicht sicher, ob „{ $words }“ gesagt wurde. Bitte bestätigen oder noch einmal sagen.
hear-no-microphone = Kein Mikrofon: Es gibt kein Audio-Eingabegerät. Die Spracheingabe braucht eines; bitte den Zug tippen.
hear-listening = Ich höre zu. Die Taste noch einmal drücken, wenn Sie fertig gesprochen haben.
hear-not-legal = „{ $words }“ ist hier kein legaler Zug. Bitte noch einmal sagen.
