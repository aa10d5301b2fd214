# Epailearen postuaren pantaila osoa (annabella hall --reader gabe).

station-title = annabella · epailearen postua · { $hall } aretoa
station-tables = Mahaiak: { $count }, epailea behar dutenak: { $needing }
station-players = { $white } { $black }-(r)en aurka
station-round = { $round }. txanda
station-flag = { $side ->
    [white] zuriaren bandera erori da
   *[black] beltzaren bandera erori da
}
station-in-sync = sinkronizatuta
station-open-title = { $table }. mahaia irekita dago · Ihes: zerrendara itzuli
station-moves = Jokaldiak
station-events = { $table }. mahaia ireki zenetik
station-input = Mahaiaren zenbakia edo epailearen ekintza
station-input-hint = Sartuk bidaltzen du; F1 laguntza
station-quit-ask = Postutik irten? Sakatu Ctrl-Q berriro edo idatzi bai irteteko; beste edozerk jarraitzen du.
station-quit-kept = Postuak jarraitzen du.
station-help =
    Zerrendak mahai guztiak erakusten ditu, epailea behar dutenak lehenik, "!" batez markatuta.
    Gora, Behera, Orria gora, Orria behera, Hasiera, Amaiera: fokua zerrendan mugitu.
    Sartu: fokua duen mahaia ireki; Ihes: zerrendara itzuli. Mahai bat irekita dagoela, Gora eta Behera idatzitako lerroak berreskuratzen dituzte.
    Idatzi mahai baten zenbakia eta Sartu irekitzeko; "list"-ek mahai guztiak esaten ditu.
    Mahai bat irekita dagoela, idatzi epailearen ekintza bat eta Sartu: mahai horretara bakarrik doa, eta mahaiak aplikatu duena esaten da.
    F6, F7: iragarpenak bat atzera, bat aurrera, berriro esanda (mahai bat irekita dagoela Orri gora, Orri behera ere).
    Ctrl-Q edo "quit": postutik irten (lehenik galdetzen da). F1: laguntza hau.
    Zerrendan, idatzitako epailearen ekintza fokua duen mahaira doa (hortik onartzen edo baztertzen da erreklamazio bat).
    Epailearen ekintzak:
