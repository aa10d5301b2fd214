# Jokalari ikustunaren taula elektronikoa (27. issue-a); aldagaiak locales/en/eboard.ftl fitxategian bezala.
eboard-connected = { $whose ->
    [own] Taula elektronikoa konektatuta dago ({ $port }): zure jokaldiak bertatik irakurtzen dira.
   *[sighted] Taula elektronikoa konektatuta dago ({ $port }): jokalari ikustunaren jokaldiak bertatik irakurtzen dira.
}
eboard-lost = Taula elektronikoa deskonektatu da ({ $port }: { $reason }). Beti bezala idatz daiteke; taula berriro irakurriko da itzultzean.
eboard-cannot-open = Ezin da taula elektronikoa ireki ({ $port }: { $reason }); segundoro saiatuko da berriro. Beti bezala idatz daiteke.
eboard-not-found = Ez du taula elektronikorik erantzuten hemen: { $tried }; segundo batzuetan behin saiatuko da berriro. Beti bezala idatz daiteke.
eboard-fault-garbage = Taula elektronikoak mezuetatik kanpoko byteak bidali ditu ({ $bytes }); alde batera utzi dira.
eboard-fault-cut-short = Taula elektronikoak mezu eten bat bidali du ({ $expected } bytetatik { $got }); alde batera utzi da.
eboard-fault-bad-length = Taula elektronikoak bere motak izan ezin duen luzerako mezu bat bidali du ({ $length } byte); alde batera utzi da.
eboard-fault-bad-square = Taula elektronikoak existitzen ez den lauki bat aipatu du ({ $field }. zenbakia); mezua alde batera utzi da.
eboard-fault-bad-piece = Taula elektronikoak inongo taulak erabiltzen ez duen pieza-kode bat bidali du ({ $code }); mezua alde batera utzi da.
eboard-fault-no-clock = Taula elektronikoak dio ez dagoela erlojurik konektatuta: sakatu erlojua teklarekin.
eboard-fault-bad-clock = Taula elektronikoak ezinezkoa den erloju-irakurketa bat bidali du; alde batera utzi da.
eboard-off = { $whose ->
    [own] Zure taula elektronikoa ez dator bat erregistroarekin: { $squares }.
   *[sighted] Jokalari ikustunaren taula elektronikoa ez dator bat erregistroarekin: { $squares }.
}
eboard-off-after-move = { $whose ->
    [own] { $move } jokaldiaren ondoren, zure taula elektronikoa ez dator bat erregistroarekin: { $squares }.
   *[sighted] { $move } jokaldiaren ondoren, jokalari ikustunaren taula elektronikoa ez dator bat erregistroarekin: { $squares }.
}
eboard-still-off = Jokalari ikustunaren taula elektronikoa oraindik ez dator bat erregistroarekin: { $squares }.
eboard-square-extra = { $square }: { $piece }, hor egon behar ez duena
eboard-square-missing = { $square }: hutsik, { $piece } egon behar du
eboard-square-wrong = { $square }: { $piece }, { $should } egon behar du
eboard-takeback = { $whose ->
    [own] Zure taula elektronikoak { $move } jokaldiaren aurreko posizioa erakusten du; jokaldi hori erregistroan dago.
   *[sighted] Jokalari ikustunaren taula elektronikoak { $move } jokaldiaren aurreko posizioa erakusten du; jokaldi hori erregistroan dago.
}
eboard-in-place = { $whose ->
    [own] Zure taula elektronikoa berriro dator bat erregistroarekin.
   *[sighted] Jokalari ikustunaren taula elektronikoa berriro dator bat erregistroarekin.
}
eboard-stopped = Partida gelditu egiten da epailearentzat.
