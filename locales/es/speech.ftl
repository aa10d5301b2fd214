# Salida de voz, señales sonoras y la planilla de audio: avisos para el usuario.

speech-backend-none = ninguna (solo texto)
speech-ready = Salida de voz: { $backend }.
speech-text-only = Ninguna salida de voz funciona, así que los anuncios se muestran solo como texto ({ $reasons }). { $cause ->
    [missing] Instale speech-dispatcher o espeak-ng para tener voz, o use --no-speech con su lector de pantalla.
    [audio] Ningún dispositivo de audio emite sonido: conecte o encienda los altavoces o auriculares y revise la configuración de sonido, o use --no-speech con su lector de pantalla.
   *[other] Compruebe la configuración de voz con «annabella say», o use --no-speech con su lector de pantalla.
}
speech-fallback = { $from } ha dejado de funcionar ({ $reason }); a partir de ahora habla { $to }.
speech-disabled = La salida de voz está desactivada (--no-speech); su lector de pantalla lee el texto.

sound-off-no-device = Las señales sonoras están desactivadas: no se pudo abrir ningún dispositivo de audio ({ $reason }).
sound-off-no-player = Señales sonoras desactivadas: no hay reproductor (paplay, aplay, play); la pulsación del reloj se dice.
cue-press-word = Reloj pulsado.

record-audio-failed = No se puede escribir la planilla de audio en { $dir }: { $reason }
record-audio-file-failed = No se pudo grabar el anuncio { $number }: { $reason }
record-audio-written = Grabado { $path }.

say-spoken = Dicho a través de { $backend }.
say-not-spoken = No se ha dicho: ninguna salida de voz funciona.

# Líneas de arranque en la mesa: una frase cada una; lo que dijeron las herramientas va al
# registro de dispositivos (devices.log en la carpeta de datos del programa).
startup-sound-off = Las señales sonoras están desactivadas: no hay dispositivo de audio.
startup-speech-off = { $cause ->
    [missing] Ninguna salida de voz funciona, así que los anuncios son solo texto: instale speech-dispatcher o espeak-ng, o use --no-speech con su lector de pantalla.
    [audio] Ninguna salida de voz funciona, así que los anuncios son solo texto: ningún dispositivo de audio emite sonido, así que conecte o encienda los altavoces o auriculares, o use --no-speech con su lector de pantalla.
   *[other] Ninguna salida de voz funciona, así que los anuncios son solo texto: compruebe la configuración de voz con «annabella say», o use --no-speech con su lector de pantalla.
}
startup-speech-fallback = { $from } ha dejado de funcionar; a partir de ahora habla { $to }.
startup-speech-failed = La salida de voz no pudo arrancar, así que los anuncios son solo texto.
