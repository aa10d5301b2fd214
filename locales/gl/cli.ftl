# Erros na liña de ordes e nos ficheiros que nomea (src/present/cli.rs), no idioma do lector:
# que está mal e onde (o valor entre comiñas, o período, a liña, o ficheiro).

## Ritmos de xogo: «--control: …» (ou a etiqueta TimeControl dun PGN).
cli-control-empty = { $flag }: o ritmo de xogo está baleiro; escriba p. ex. «90+30» ou «40/90+30, 30+30».
cli-control-period = { $flag }: período { $period } do ritmo de xogo («{ $text }»): { $problem }
cli-control-structure = { $flag }: ritmo de xogo «{ $text }»: { $problem }
cli-period-empty = o período está baleiro (dúas comas seguidas, ou unha coma ao final?).
cli-period-quota-not-whole = o número de xogadas «{ $text }» non é un número enteiro de xogadas.
cli-period-zero-quota = un número de xogadas de 0: un período precisa polo menos unha xogada.
cli-period-no-minutes = agardábanse minutos e hai «{ $text }».
cli-period-not-a-bonus = «{ $text }» inesperado despois dos minutos (escriba «+segundos», «delay segundos» ou «bronstein segundos»).
cli-period-not-seconds = «{ $text }» non é un número de segundos.
cli-period-time = «{ $text }» non é unha hora (escriba h:mm:ss ou m:ss).
cli-period-not-minutes-and-seconds = «{ $text }» non son minutos (escriba «90», ou «1:30» para minuto e medio).
cli-period-not-minutes = «{ $text }» non é un número de minutos.
cli-period-sandclock = os ritmos de reloxo de area («*segundos») non se admiten.
cli-period-quota-not-a-number = o número de xogadas «{ $text }» non é un número.
cli-structure-no-quota = o período { $period } non ten número de xogadas pero non é o último; escriba p. ex. «40/90+30, 30+30».
cli-structure-last-has-quota = o último período debe cubrir todas as xogadas restantes (sen «xogadas/»); engada un, p. ex. «, 30».
cli-structure-zero-quota = un número de xogadas debe ser polo menos 1.
cli-structure-no-time = o primeiro período precisa algo de tempo.
cli-structure-too-many = como moito { $max } períodos.
cli-structure-period-too-long = un período dura máis de 1000 horas.
cli-structure-bonus-too-long = un incremento ou atraso dura máis dunha hora.
cli-structure-quota-too-large = un número de xogadas supera { $max }.
cli-structure-unknown = o PGN di que o ritmo de xogo é descoñecido ou non existe.

## Os avisos do reloxo: «--calls …».
cli-calls = --calls: limiar «{ $item }»: { $problem } Escriba unha lista como «10m,5m,2m,1m,30s,10s».
cli-calls-minutes = os minutos deben ser un número enteiro.
cli-calls-seconds = os segundos deben ser un número enteiro.
cli-calls-time = non son minutos, nin segundos, nin unha hora.
cli-calls-zero = un limiar debe ser maior ca cero.
cli-calls-too-many = como moito { $max } limiares.

## Niveis da voz.
cli-duration = { $flag }: «{ $text }» non é unha duración: escriba p. ex. «1h», «10m» ou «1h30m».
cli-clock-time = { $flag }: «{ $text }» non é un tempo de reloxo: escriba h:mm:ss, p. ex. 1:05:00.
cli-tag-value = { $flag } «{ $value }»: un valor para a planilla é unha liña de texto; este contén { $char } (un salto de liña ou outro carácter invisible).
cli-level = { $flag }: { $value } non está entre -100 e 100.

## Ficheiros: que se facía e por que non se puido.
cli-file-read = { $file }: non se pode ler este ficheiro: { $why }
cli-file-create = { $file }: non se pode crear este ficheiro: { $why }
cli-file-write = { $file }: non se pode escribir neste ficheiro: { $why }
cli-why-not-found = non existe.
cli-why-no-folder = o seu cartafol non existe ou non admite ficheiros novos.
cli-why-permission = permiso denegado.
cli-why-directory = é un directorio, non un ficheiro normal; indique un ficheiro.
cli-why-not-directory = unha parte da ruta non é un directorio.
cli-why-exists = xa existe un ficheiro con ese nome e déixase como está.
cli-why-disk-full = o disco está cheo.
cli-why-read-only = o sistema de ficheiros é de só lectura.
cli-why-too-large = ocupa máis de { $mb } MB e rexéitase (é o ficheiro correcto?).
cli-why-utf16 = é texto UTF-16; gárdeo como UTF-8 e ténteo de novo.
cli-why-fifo = é un FIFO, non un ficheiro normal; indique un ficheiro.
cli-why-socket = é un socket, non un ficheiro normal; indique un ficheiro.
cli-why-device = é un dispositivo, non un ficheiro normal; indique un ficheiro.
cli-why-not-plain = non é un ficheiro normal; indique un ficheiro.
cli-why-addr-in-use = outro programa xa escoita aí.
cli-why-addr-not-available = este equipo non ten ese enderezo.
cli-why-other = o sistema rexeitouno.
cli-why-espeak = espeak-ng, que fai as gravacións, non funciona.
cli-why-recorder-stopped = a gravación detívose.
cli-engine = non se puido iniciar o motor de xadrez { $file }: { $why }
cli-listen = --listen { $addr }: non se pode escoitar aí: { $why }

## Diarios: «FICHEIRO: que está mal».
cli-journal = { $file }: { $problem }
cli-journal-no-header = non hai un rexistro de cabeceira completo: a partida nunca comezou neste diario.
cli-journal-corrupt = a liña { $line } (posición { $offset } en bytes) está danada ({ $damage }); séguena rexistros, así que non é unha escritura interrompida.
cli-journal-duplicate = a liña { $line } repite o rexistro { $seq } (liña { $first }): un rexistro duplicado rexéitase; quite un dos dous.
cli-journal-foreign = a liña { $line } pertence a outra partida: un rexistro doutro diario rexéitase.
cli-journal-foreign-game = a liña { $line } pertence á partida { $game }, non a este diario: un rexistro doutro diario rexéitase.
cli-journal-format-old = liña 1: este diario ten o formato { $found }, anterior ao formato { $oldest }; este programa só le os formatos { $oldest } a { $newest } e prefire non lelo a lelo mal.
cli-journal-format-new = liña 1: o formato de diario { $found } non se admite (este programa escribe o { $newest }): escribiuno un programa máis recente.
cli-journal-wrong-kind = liña 1: é outro tipo de diario («{ $found }»).
cli-journal-bad-header = liña 1: a cabeceira non se pode ler.
cli-journal-replay = liña { $line }: este rexistro non se pode reproducir.
cli-damage-not-utf8 = non é texto UTF-8
cli-damage-no-crc = non hai suma de control antes do rexistro
cli-damage-checksum = a suma de control non coincide
cli-damage-record = non é un rexistro deste diario
cli-damage-sequence = rexistro número { $found } onde se agardaba o { $expected }
cli-damage-incomplete = a escritura cortouse antes do final da liña
cli-skipped = omítese { $file }: non ten unha cabeceira completa (a partida nunca comezou nel).
cli-no-data-dir = non hai directorio de datos para os diarios; indique --journal FICHEIRO.
cli-no-journal-in = non hai ningún diario con cabeceira en { $dirs }; indique a ruta dun diario.
cli-table-game = { $file } é unha partida na mesa: { $command }
cli-not-recorded = { $problem } A última orde non quedou rexistrada.

## Guións de reloxo (annabella clock --script): «FICHEIRO: liña N: que está mal».
cli-script = { $file }: liña { $line }: { $problem }
cli-script-time = «{ $text }» non é unha hora (escriba h:mm:ss.mmm, h:mm:ss ou m:ss).
cli-script-time-went-back = a hora «{ $text }» é anterior á da liña previa.
cli-script-no-event = falta o evento despois da hora.
cli-script-unknown-event = evento descoñecido «{ $text }» (escriba start, press, query, pause, resume, adjust ou set).
cli-script-no-argument = «{ $event }» non leva argumento, e hai «{ $text }».
cli-script-start-side = «start» leva como moito un bando, e hai «{ $text }».
cli-script-no-side = falta o bando (white ou black).
cli-script-not-a-side = «{ $text }» non é un bando (escriba white ou black).
cli-script-no-amount = «adjust» precisa unha cantidade como +2:00 ou -0:30.
cli-script-after-amount = «{ $text }» inesperado despois da cantidade.
cli-script-no-sign = «{ $text }» precisa un signo: +m:ss ou -m:ss.
cli-script-no-time = «set» precisa unha hora como 1:00:00.
cli-script-not-moves = «{ $text }» non é un número de xogadas.
cli-script-not-moves-n = «{ $text }» inesperado (escriba «moves N»).
cli-script-refused = { $event }: { $why }

## PGN: «FICHEIRO: liña N: que está mal».
cli-pgn = { $file }: { $problem }
cli-pgn-line = { $file }: liña { $line }: { $problem }
cli-pgn-tag = unha etiqueta non se pode ler.
cli-pgn-tag-no-name = etiqueta errónea: agardábase un nome de etiqueta despois de «[».
cli-pgn-tag-no-quote = etiqueta errónea: agardábase «"» despois de [{ $name }.
cli-pgn-tag-bad-escape = etiqueta errónea: secuencia de escape non válida en [{ $name }].
cli-pgn-tag-not-closed = etiqueta errónea: o valor de [{ $name }] non se pecha na súa liña.
cli-pgn-tag-no-bracket = etiqueta errónea: agardábase «]» despois do valor de [{ $name }].
cli-pgn-move-name = xogada { $number }{ $dots } { $san }
cli-pgn-before-first = antes da primeira xogada
cli-pgn-move = { $move }: { $problem }
cli-pgn-after-result = unha xogada despois do resultado.
cli-pgn-null-in-check = unha xogada nula estando en xaque.
cli-pgn-illegal = non é unha xogada legal na posición alcanzada.
cli-pgn-capture-without-file = non é unha xogada legal na posición alcanzada: un peón que captura nomea a columna que deixa ({ $capture }?).
cli-pgn-ambiguous = ambigua: máis dunha peza pode facela (nomee a columna ou a fila).
cli-pgn-not-a-move = non é unha xogada.
cli-pgn-clock = { $move }: [%clk { $args }] erróneo: «{ $text }» non é unha hora (escriba h:mm:ss).
cli-pgn-clock-too-long = { $move }: [%clk { $args }] erróneo: máis de 1000 horas, máis do que cabe nun reloxo.
cli-pgn-command = [%{ $name } { $args }] erróneo: { $problem }
cli-pgn-command-no-time = agardábanse unha hora e unha entrada.
cli-pgn-command-not-utc = agardábase unha hora UTC como 2025-01-31T14:05:00.000Z.
cli-pgn-command-unknown-entry = entrada de rexistro descoñecida.
cli-pgn-command-unknown-result = resultado descoñecido.
cli-pgn-start = a posición inicial (a etiqueta FEN) rexéitase.
cli-pgn-import = o rexistro da partida rexéitase.
cli-pgn-comment-not-closed = o comentario «{"{"}» nunca se pecha.
cli-pgn-close-without-open = «)» sen «(».
cli-pgn-variation-not-closed = unha variante «(» nunca se pecha.
cli-pgn-result-mismatch = o resultado { $token } non coincide con [%result { $comment }].
cli-pgn-reader = isto non é un PGN lexible.
cli-pgn-no-control = o PGN non ten ritmo de xogo (etiqueta ClockControl ou TimeControl); indique un con --control.
cli-pgn-no-game = non se atopou ningunha partida.
cli-pgn-in-game = partida { $number }: { $problem }
cli-pgn-game = { $number }: { $white } - { $black }, { $event }, { $date }, rolda { $round }, { $result } (liña { $line })
cli-pgn-second-game = aquí comeza unha segunda partida; o texto contén { $count } partidas, escolla unha con --game N:{ $games }
cli-pgn-no-number = non hai partida número { $pick } (as partidas van da 1 á { $count }) e ningún xogador, torneo, lugar, data ou rolda contén «{ $pick }»; as partidas son:{ $games }
cli-pgn-no-match = ningunha partida coincide con «{ $pick }»; as partidas son:{ $games }
cli-pgn-several-match = { $count } partidas coinciden con «{ $pick }»; escolla unha con --game N:{ $games }
cli-pgn-exists = { $file } xa existe; non se sobrescribe (--force substitúeo).

## Erros da propia liña de ordes.
cli-eboard-one-board = --eboard é o taboleiro propio do xogador vidente nunha mesa de dous taboleiros do Apéndice D; --one-board ten un só taboleiro para ambos.
cli-practice-one-board = --one-board é unha partida de dous xogadores nun mesmo teclado, non contra un motor.
cli-nothing-to-study = non hai diario que estudar: indique un FICHEIRO PGN ou de diario.
cli-bad-start = a posición inicial «{ $fen }» non é legal.
cli-fen-unreadable = --fen: «{ $fen }» non é unha posición en FEN.
cli-game-refused = a partida non se pode preparar con estas opcións.
