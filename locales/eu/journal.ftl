# Egunkaria: partida non gordetzen den, nola jarraitu, zer berreskuratu den.
# $path: fitxategi bat; $command: idatzi beharreko agindua; $side: "white" edo "black".

journal-kept = Partida hau { $path } fitxategian gordetzen da.
journal-secret-failed = Ezin izan da jokaldi zigilatuen gakoa gorde ({ $path }: { $reason }): orain zigilatutako jokaldia ezin izango da ireki programa berrekin aurretik gelditzen bada.
journal-quit = Partida { $path } fitxategian gordeta dago. Jarraitzeko: { $command }
journal-torn = { $path }: { $line }. lerroa ({ $offset }. bytea) etenaldiak moztu zuen eta ez da berriz jokatzen: { $reason }. Aparte gordeta dago hemen: { $aside }.
journal-damaged-last = { $path }: { $line }. lerroa ({ $offset }. bytea) osorik dago baina hondatuta: { $reason }. Baieztatutako erregistro bat izan daiteke: egiaztatu azken jokaldia bi jokaldi-orrietan. Ez da berriro jokatzen eta { $aside } fitxategian gordetzen da aparte.
journal-last-move = Azken jokaldia, { $ply }. erdi-jokaldia: { $move }.
journal-no-move = Oraindik ez da jokaldirik egin.
journal-to-move = { clock-side } jokatzeko txanda.
journal-clock-unknown = Partidak ez du erloju-denborarik ematen: erlojua geldirik dago epaileak bi erlojuak ezarri (7.1), adibidez «epailea: erlojua ezarri zuriak 1:00:00», eta jokoari berriro ekin arte.
journal-last-move-only = Azken jokaldia: { $move }.
journal-write-failed = Ezin izan da partida { $path } fitxategian gorde: { $reason }. Han aurreko sarrerara arte dago gordeta; hemendik aurrera ez da han ezer gehiago gordeko, ezta beste gailuetara bidaliko ere. Deitu epaileari: egin lekua diskoan, irten eta jarraitu --resume erabiliz.
journal-last-move-illegal = Sartutako azken jokaldia: { $move }, legez kanpoko jokaldia (7.5 artikulua).
