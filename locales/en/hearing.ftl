# Speech input: what the recognizer's results and the microphone say.
hear-not-heard = Not understood. Please say it again.
hear-ambiguous = “{ $words }” can mean more than one move. Please say it with the departure square.
hear-unsure = Not sure I heard “{ $words }”. Confirm it or say it again.
hear-no-microphone = No microphone: there is no audio input device. Speech input needs one; type the move instead.
hear-listening = Listening. Press the key again when you have finished speaking.
hear-not-legal = “{ $words }” is not a legal move here. Please say it again.
