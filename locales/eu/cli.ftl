# Agindu-lerroko akatsak eta honek aipatzen dituen fitxategienak (src/present/cli.rs),
# irakurlearen hizkuntzan: zer dagoen gaizki eta non (balioa komatxo artean, aldia, lerroa, fitxategia).

## Jokoaren erritmoak: «--control: …» (edo PGN baten TimeControl etiketa).
cli-control-empty = { $flag }: jokoaren erritmoa hutsik dago; idatzi adib. «90+30» edo «40/90+30, 30+30».
cli-control-period = { $flag }: jokoaren erritmoaren { $period }. aldia («{ $text }»): { $problem }
cli-control-structure = { $flag }: «{ $text }» jokoaren erritmoa: { $problem }
cli-period-empty = aldia hutsik dago (bi koma jarraian, edo koma bat amaieran?).
cli-period-quota-not-whole = «{ $text }» jokaldi-kopurua ez da jokaldien zenbaki oso bat.
cli-period-zero-quota = 0 jokaldiko kopurua: aldi batek jokaldi bat behar du gutxienez.
cli-period-no-minutes = minutuak espero ziren, eta «{ $text }» dago.
cli-period-not-a-bonus = ustekabeko «{ $text }» minutuen ondoren (idatzi «+segundoak», «delay segundoak» edo «bronstein segundoak»).
cli-period-not-seconds = «{ $text }» ez da segundo-kopuru bat.
cli-period-time = «{ $text }» ez da ordu bat (idatzi h:mm:ss edo m:ss).
cli-period-not-minutes-and-seconds = «{ $text }» ez dira minutuak (idatzi «90», edo «1:30» minutu eta erdirako).
cli-period-not-minutes = «{ $text }» ez da minutu-kopuru bat.
cli-period-sandclock = harea-erlojuko erritmoak («*segundoak») ez dira onartzen.
cli-period-quota-not-a-number = «{ $text }» jokaldi-kopurua ez da zenbaki bat.
cli-structure-no-quota = { $period }. aldiak ez du jokaldi-kopururik, baina ez da azkena; idatzi adib. «40/90+30, 30+30».
cli-structure-last-has-quota = azken aldiak gainerako jokaldi guztiak hartu behar ditu («jokaldiak/» gabe); gehitu beste bat, adib. «, 30».
cli-structure-zero-quota = jokaldi-kopurua 1 izan behar da gutxienez.
cli-structure-no-time = lehen aldiak denbora pixka bat behar du.
cli-structure-too-many = gehienez { $max } aldi.
cli-structure-period-too-long = aldi bat 1000 ordu baino luzeagoa da.
cli-structure-bonus-too-long = gehikuntza edo atzerapen bat ordubete baino luzeagoa da.
cli-structure-quota-too-large = jokaldi-kopuru bat { $max } baino handiagoa da.
cli-structure-unknown = PGNak dio jokoaren erritmoa ezezaguna dela edo ez dagoela.

## Erlojuaren abisuak: «--calls …».
cli-calls = --calls: «{ $item }» muga: { $problem } Idatzi «10m,5m,2m,1m,30s,10s» bezalako zerrenda bat.
cli-calls-minutes = minutuek zenbaki osoa izan behar dute.
cli-calls-seconds = segundoek zenbaki osoa izan behar dute.
cli-calls-time = ez dira ez minutuak, ez segundoak, ez ordu bat.
cli-calls-zero = mugak zero baino handiagoa izan behar du.
cli-calls-too-many = gehienez { $max } muga.

## Ahotsaren mailak.
cli-duration = { $flag }: «{ $text }» ez da iraupen bat: idatzi adib. «1h», «10m» edo «1h30m».
cli-clock-time = { $flag }: «{ $text }» ez da erlojuko denbora bat: idatzi h:mm:ss, adib. 1:05:00.
cli-tag-value = { $flag } «{ $value }»: partidaren idazkirako balio bat testu-lerro bakarra da; honek { $char } du (lerro-jauzi bat edo kontrol-karaktere bat).
cli-level = { $flag }: { $value } ez dago -100 eta 100 artean.

## Fitxategiak: zer egiten zen, eta zergatik ez den egin.
cli-file-read = { $file }: ezin da fitxategi hau irakurri: { $why }
cli-file-create = { $file }: ezin da fitxategi hau sortu: { $why }
cli-file-write = { $file }: ezin da fitxategi honetan idatzi: { $why }
cli-why-not-found = ez dago.
cli-why-no-folder = bere karpeta ez dago, edo ez du fitxategi berririk onartzen.
cli-why-permission = baimena ukatu da.
cli-why-directory = direktorio bat da, ez fitxategi arrunt bat; eman fitxategi bat.
cli-why-not-directory = bidearen zati bat ez da direktorio bat.
cli-why-exists = izen hori duen fitxategi bat badago dagoeneko, eta dagoen bezala uzten da.
cli-why-disk-full = diskoa beteta dago.
cli-why-read-only = fitxategi-sistema irakurtzeko soilik da.
cli-why-too-large = { $mb } MB baino handiagoa da, eta baztertu egiten da (fitxategi zuzena al da?).
cli-why-utf16 = UTF-16 testua da; gorde UTF-8 gisa eta saiatu berriro.
cli-why-fifo = FIFO bat da, ez fitxategi arrunt bat; eman fitxategi bat.
cli-why-socket = socket bat da, ez fitxategi arrunt bat; eman fitxategi bat.
cli-why-device = gailu bat da, ez fitxategi arrunt bat; eman fitxategi bat.
cli-why-not-plain = ez da fitxategi arrunt bat; eman fitxategi bat.
cli-why-addr-in-use = beste programa bat entzuten ari da han dagoeneko.
cli-why-addr-not-available = makina honek ez du helbide hori.
cli-why-other = sistemak ukatu egin du.
cli-why-espeak = espeak-ng-k, grabazioak egiten dituenak, ez du funtzionatzen.
cli-why-recorder-stopped = grabazioa gelditu egin da.
cli-engine = ezin izan da { $file } xake-motorra abiarazi: { $why }
cli-listen = --listen { $addr }: ezin da han entzun: { $why }

## Egunkariak: «FITXATEGIA: zer dagoen gaizki».
cli-journal = { $file }: { $problem }
cli-journal-no-header = ez dago goiburu-erregistro osorik: partida ez zen inoiz hasi egunkari honetan.
cli-journal-corrupt = { $line }. lerroa ({ $offset }. bytea) hondatuta dago ({ $damage }); erregistroak daude haren ondoren, beraz ez da idazketa eten bat.
cli-journal-duplicate = { $line }. lerroak { $seq }. erregistroa errepikatzen du ({ $first }. lerroa): erregistro bikoiztua baztertu egiten da; kendu bietako bat.
cli-journal-foreign = { $line }. lerroa beste partida batena da: beste egunkari bateko erregistroa baztertu egiten da.
cli-journal-foreign-game = { $line }. lerroa { $game } partidarena da, ez egunkari honena: beste egunkari bateko erregistroa baztertu egiten da.
cli-journal-format-old = 1. lerroa: egunkari honek { $found } formatua du, { $oldest } formatua baino zaharragoa; programa honek { $oldest }etik { $newest }erako formatuak soilik irakurtzen ditu, eta nahiago du ez irakurri gaizki irakurri baino.
cli-journal-format-new = 1. lerroa: { $found } egunkari-formatua ez da onartzen (programa honek { $newest } idazten du): programa berriago batek idatzi zuen.
cli-journal-wrong-kind = 1. lerroa: beste egunkari mota bat da («{ $found }»).
cli-journal-bad-header = 1. lerroa: ezin da goiburua irakurri.
cli-journal-replay = { $line }. lerroa: ezin da erregistro hau berriro jokatu.
cli-damage-not-utf8 = ez da UTF-8 testua
cli-damage-no-crc = ez dago kontrol-baturarik erregistroaren aurretik
cli-damage-checksum = kontrol-batura ez dator bat
cli-damage-record = ez da egunkari honetako erregistro bat
cli-damage-sequence = { $found }. erregistroa, { $expected }. espero zen tokian
cli-damage-incomplete = idazketa lerroaren amaiera baino lehen eten zen
cli-skipped = { $file } saltatu da: ez du goiburu osorik (partida ez zen inoiz hasi hartan).
cli-no-data-dir = ez dago egunkarientzako datu-direktoriorik; eman --journal FITXATEGIA.
cli-no-journal-in = ez dago goiburua duen egunkaririk hemen: { $dirs }; eman egunkari baten bidea.
cli-table-game = { $file } mahaiko partida bat da: { $command }
cli-not-recorded = { $problem } Azken agindua ez da erregistratu.

## Erloju-gidoiak (annabella clock --script): «FITXATEGIA: N. lerroa: zer dagoen gaizki».
cli-script = { $file }: { $line }. lerroa: { $problem }
cli-script-time = «{ $text }» ez da ordu bat (idatzi h:mm:ss.mmm, h:mm:ss edo m:ss).
cli-script-time-went-back = «{ $text }» ordua aurreko lerrokoa baino lehenagokoa da.
cli-script-no-event = gertaera falta da orduaren ondoren.
cli-script-unknown-event = «{ $text }» gertaera ezezaguna (idatzi start, press, query, pause, resume, adjust edo set).
cli-script-no-argument = «{ $event }» gertaerak ez du argumenturik hartzen, eta «{ $text }» dago.
cli-script-start-side = «start» gertaerak alde bat hartzen du gehienez, eta «{ $text }» dago.
cli-script-no-side = aldea falta da (white edo black).
cli-script-not-a-side = «{ $text }» ez da alde bat (idatzi white edo black).
cli-script-no-amount = «adjust» gertaerak kopuru bat behar du, +2:00 edo -0:30 bezala.
cli-script-after-amount = ustekabeko «{ $text }» kopuruaren ondoren.
cli-script-no-sign = «{ $text }» zeinu bat behar du: +m:ss edo -m:ss.
cli-script-no-time = «set» gertaerak ordu bat behar du, 1:00:00 bezala.
cli-script-not-moves = «{ $text }» ez da jokaldi-kopuru bat.
cli-script-not-moves-n = ustekabeko «{ $text }» (idatzi «moves N»).
cli-script-refused = { $event }: { $why }

## PGN: «FITXATEGIA: N. lerroa: zer dagoen gaizki».
cli-pgn = { $file }: { $problem }
cli-pgn-line = { $file }: { $line }. lerroa: { $problem }
cli-pgn-tag = ezin da etiketa bat irakurri.
cli-pgn-tag-no-name = etiketa okerra: etiketa-izen bat espero zen «[» ondoren.
cli-pgn-tag-no-quote = etiketa okerra: «"» espero zen [{ $name } ondoren.
cli-pgn-tag-bad-escape = etiketa okerra: ihes-sekuentzia baliogabea [{ $name }] etiketan.
cli-pgn-tag-not-closed = etiketa okerra: [{ $name }] etiketaren balioa ez da bere lerroan ixten.
cli-pgn-tag-no-bracket = etiketa okerra: «]» espero zen [{ $name }] etiketaren balioaren ondoren.
cli-pgn-move-name = { $number }{ $dots } jokaldia, { $san }
cli-pgn-before-first = lehen jokaldiaren aurretik
cli-pgn-move = { $move }: { $problem }
cli-pgn-after-result = jokaldi bat emaitzaren ondoren.
cli-pgn-null-in-check = jokaldi nulu bat xakean egonda.
cli-pgn-illegal = ez da jokaldi legezkoa lortutako posizioan.
cli-pgn-capture-without-file = ez da jokaldi legezkoa lortutako posizioan: harrapatzen duen peoiak uzten duen zutabea aipatzen du ({ $capture }?).
cli-pgn-ambiguous = anbiguoa: pieza batek baino gehiagok egin dezake (aipatu zutabea edo errenkada).
cli-pgn-not-a-move = ez da jokaldi bat.
cli-pgn-clock = { $move }: [%clk { $args }] okerra: «{ $text }» ez da ordu bat (idatzi h:mm:ss).
cli-pgn-clock-too-long = { $move }: [%clk { $args }] okerra: 1000 ordu baino gehiago, edozein erlojuk har dezakeena baino gehiago.
cli-pgn-command = [%{ $name } { $args }] okerra: { $problem }
cli-pgn-command-no-time = ordu bat eta sarrera bat espero ziren.
cli-pgn-command-not-utc = 2025-01-31T14:05:00.000Z bezalako UTC ordu bat espero zen.
cli-pgn-command-unknown-entry = erregistro-sarrera ezezaguna.
cli-pgn-command-unknown-result = emaitza ezezaguna.
cli-pgn-start = hasierako posizioa (FEN etiketa) baztertu egiten da.
cli-pgn-import = partidaren erregistroa baztertu egiten da.
cli-pgn-comment-not-closed = «{"{"}» iruzkina ez da inoiz ixten.
cli-pgn-close-without-open = «)» «(» gabe.
cli-pgn-variation-not-closed = «(» aldaera bat ez da inoiz ixten.
cli-pgn-result-mismatch = { $token } emaitza ez dator bat [%result { $comment }] iruzkinarekin.
cli-pgn-reader = hau ez da PGN irakurgarria.
cli-pgn-no-control = PGNak ez du jokoaren erritmorik (ClockControl edo TimeControl etiketa); eman bat --control aukerarekin.
cli-pgn-no-game = ez da partidarik aurkitu.
cli-pgn-in-game = { $number }. partida: { $problem }
cli-pgn-game = { $number }: { $white } - { $black }, { $event }, { $date }, { $round }. txanda, { $result } ({ $line }. lerroa)
cli-pgn-second-game = bigarren partida bat hasten da hemen; testuak { $count } partida ditu, aukeratu bat --game N aukerarekin:{ $games }
cli-pgn-no-number = ez dago { $pick }. partidarik (partidak 1etik { $count }ra daude zenbakituta), eta jokalari, txapelketa, leku, data edo txandetako batek ere ez du «{ $pick }» barruan; hauek dira partidak:{ $games }
cli-pgn-no-match = partida batek ere ez dator bat «{ $pick }» testuarekin; hauek dira partidak:{ $games }
cli-pgn-several-match = { $count } partida datoz bat «{ $pick }» testuarekin; aukeratu bat --game N aukerarekin:{ $games }
cli-pgn-exists = { $file } badago dagoeneko; ez da gainidazten (--force aukerak ordezkatzen du).

## Agindu-lerroaren beraren akatsak.
cli-eboard-one-board = --eboard jokalari ikusiaren taula propioa da, D eranskineko bi taulako mahai batean; --one-board aukerak taula bakarra du bientzat.
cli-practice-one-board = --one-board teklatu bakarreko bi jokalariren partida da, ez motor baten aurkakoa.
cli-nothing-to-study = ez dago aztertzeko egunkaririk: eman PGN edo egunkari FITXATEGI bat.
cli-bad-start = «{ $fen }» hasierako posizioa ez da legezkoa.
cli-fen-unreadable = --fen: «{ $fen }» ez da FEN posizio bat.
cli-game-refused = ezin da partida prestatu aukera hauekin.
