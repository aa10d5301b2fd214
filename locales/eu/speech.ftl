# Ahots-irteera, soinu-seinaleak eta audio-planilla: erabiltzailearentzako oharrak.

speech-backend-none = bat ere ez (testua bakarrik)
speech-ready = Ahots-irteera: { $backend }.
speech-text-only = Ez dabil ahots-irteerarik; beraz, iragarpenak testu gisa bakarrik erakusten dira ({ $reasons }). { $cause ->
    [missing] Instalatu speech-dispatcher edo espeak-ng ahotsa izateko, edo erabili --no-speech zure pantaila-irakurgailuarekin.
    [audio] Ez dago soinua ematen duen audio-gailurik: konektatu edo piztu bozgorailuak edo entzungailuak eta egiaztatu soinu-ezarpenak, edo erabili --no-speech zure pantaila-irakurgailuarekin.
   *[other] Egiaztatu ahots-konfigurazioa «annabella say» erabiliz, edo erabili --no-speech zure pantaila-irakurgailuarekin.
}
speech-fallback = { $from } gelditu egin da ({ $reason }); hemendik aurrera { $to } ari da hizketan.
speech-disabled = Ahots-irteera itzalita dago (--no-speech); zure pantaila-irakurgailuak irakurtzen du testua.

sound-off-no-device = Soinu-seinaleak itzalita daude: ezin izan da audio-gailurik ireki ({ $reason }).
sound-off-no-player = Soinu-seinaleak itzalita: ez dago erreproduzitzailerik (paplay, aplay, play); erlojuaren sakatzea esaten da.
cue-press-word = Erlojua sakatuta.

record-audio-failed = Ezin da audio-planilla idatzi { $dir } direktorioan: { $reason }
record-audio-file-failed = Ezin izan da { $number }. iragarpena grabatu: { $reason }
record-audio-written = Grabatuta: { $path }.

say-spoken = { $backend } bidez esana.
say-not-spoken = Ez da esan: ez dabil ahots-irteerarik.

# Mahaiko abioko lerroak: esaldi bana; tresnek esandakoa gailuen erregistrora doa
# (devices.log programaren datu-karpetan).
startup-sound-off = Soinu-seinaleak itzalita daude: ez dago audio-gailurik.
startup-speech-off = { $cause ->
    [missing] Ez dabil ahots-irteerarik, beraz iragarpenak testua baino ez dira: instalatu speech-dispatcher edo espeak-ng, edo erabili --no-speech zure pantaila-irakurgailuarekin.
    [audio] Ez dabil ahots-irteerarik, beraz iragarpenak testua baino ez dira: ez dago soinua ematen duen audio-gailurik, beraz konektatu edo piztu bozgorailuak edo entzungailuak, edo erabili --no-speech zure pantaila-irakurgailuarekin.
   *[other] Ez dabil ahots-irteerarik, beraz iragarpenak testua baino ez dira: egiaztatu ahots-konfigurazioa «annabella say» erabiliz, edo erabili --no-speech zure pantaila-irakurgailuarekin.
}
startup-speech-fallback = { $from } gelditu egin da; hemendik aurrera { $to } ari da hizketan.
startup-speech-failed = Ahots-irteera ezin izan da abiarazi, beraz iragarpenak testua baino ez dira.
