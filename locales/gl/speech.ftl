# Saída de voz, sinais sonoros e a planilla de audio: avisos para o usuario.

speech-backend-none = ningunha (só texto)
speech-ready = Saída de voz: { $backend }.
speech-text-only = Non funciona ningunha saída de voz, así que os anuncios só se mostran como texto ({ $reasons }). { $cause ->
    [missing] Instale speech-dispatcher ou espeak-ng para ter voz, ou use --no-speech co seu lector de pantalla.
    [audio] Ningún dispositivo de audio emite son: conecte ou acenda os altofalantes ou auriculares e revise a configuración de son, ou use --no-speech co seu lector de pantalla.
   *[other] Comprobe a configuración de voz con «annabella say», ou use --no-speech co seu lector de pantalla.
}
speech-fallback = { $from } deixou de funcionar ({ $reason }); de agora en diante fala { $to }.
speech-disabled = A saída de voz está desactivada (--no-speech); o seu lector de pantalla le o texto.

sound-off-no-device = Os sinais sonoros están desactivados: non se puido abrir ningún dispositivo de audio ({ $reason }).
sound-off-no-player = Sinais sonoros desactivados: non hai reprodutor (paplay, aplay, play); a pulsación do reloxo dise.
cue-press-word = Reloxo premido.

record-audio-failed = Non se pode escribir a planilla de audio en { $dir }: { $reason }
record-audio-file-failed = Non se puido gravar o anuncio { $number }: { $reason }
record-audio-written = Gravado { $path }.

say-spoken = Dito a través de { $backend }.
say-not-spoken = Non se dixo: non funciona ningunha saída de voz.

# Liñas de arranque na mesa: unha frase cada unha; o que dixeron as ferramentas vai ao
# rexistro de dispositivos (devices.log no cartafol de datos do programa).
startup-sound-off = Os sinais sonoros están desactivados: non hai dispositivo de audio.
startup-speech-off = { $cause ->
    [missing] Non funciona ningunha saída de voz, así que os anuncios só son texto: instale speech-dispatcher ou espeak-ng, ou use --no-speech co seu lector de pantalla.
    [audio] Non funciona ningunha saída de voz, así que os anuncios só son texto: ningún dispositivo de audio emite son, así que conecte ou acenda os altofalantes ou auriculares, ou use --no-speech co seu lector de pantalla.
   *[other] Non funciona ningunha saída de voz, así que os anuncios só son texto: comprobe a configuración de voz con «annabella say», ou use --no-speech co seu lector de pantalla.
}
startup-speech-fallback = { $from } deixou de funcionar; de agora en diante fala { $to }.
startup-speech-failed = A saída de voz non puido arrancar, así que os anuncios só son texto.
