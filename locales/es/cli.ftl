# Errores en la línea de órdenes y en los archivos que nombra (src/present/cli.rs), en el idioma
# del lector: qué está mal y dónde (el valor entre comillas, el periodo, la línea, el archivo).

## Ritmos de juego: «--control: …» (o la etiqueta TimeControl de un PGN).
cli-control-empty = { $flag }: el ritmo de juego está vacío; escriba p. ej. «90+30» o «40/90+30, 30+30».
cli-control-period = { $flag }: periodo { $period } del ritmo de juego («{ $text }»): { $problem }
cli-control-structure = { $flag }: ritmo de juego «{ $text }»: { $problem }
cli-period-empty = el periodo está vacío (¿dos comas seguidas, o una coma al final?).
cli-period-quota-not-whole = el número de jugadas «{ $text }» no es un número entero de jugadas.
cli-period-zero-quota = un número de jugadas de 0: un periodo necesita al menos una jugada.
cli-period-no-minutes = se esperaban minutos y hay «{ $text }».
cli-period-not-a-bonus = «{ $text }» inesperado tras los minutos (escriba «+segundos», «delay segundos» o «bronstein segundos»).
cli-period-not-seconds = «{ $text }» no es un número de segundos.
cli-period-time = «{ $text }» no es una hora (escriba h:mm:ss o m:ss).
cli-period-not-minutes-and-seconds = «{ $text }» no son minutos (escriba «90», o «1:30» para minuto y medio).
cli-period-not-minutes = «{ $text }» no es un número de minutos.
cli-period-sandclock = los ritmos de reloj de arena («*segundos») no se admiten.
cli-period-quota-not-a-number = el número de jugadas «{ $text }» no es un número.
cli-structure-no-quota = el periodo { $period } no tiene número de jugadas pero no es el último; escriba p. ej. «40/90+30, 30+30».
cli-structure-last-has-quota = el último periodo debe cubrir todas las jugadas restantes (sin «jugadas/»); añada uno, p. ej. «, 30».
cli-structure-zero-quota = un número de jugadas debe ser al menos 1.
cli-structure-no-time = el primer periodo necesita algo de tiempo.
cli-structure-too-many = como mucho { $max } periodos.
cli-structure-period-too-long = un periodo dura más de 1000 horas.
cli-structure-bonus-too-long = un incremento o retardo dura más de una hora.
cli-structure-quota-too-large = un número de jugadas supera { $max }.
cli-structure-unknown = el PGN dice que el ritmo de juego es desconocido o no existe.

## Los avisos del reloj: «--calls …».
cli-calls = --calls: umbral «{ $item }»: { $problem } Escriba una lista como «10m,5m,2m,1m,30s,10s».
cli-calls-minutes = los minutos deben ser un número entero.
cli-calls-seconds = los segundos deben ser un número entero.
cli-calls-time = no son minutos, ni segundos, ni una hora.
cli-calls-zero = un umbral debe ser mayor que cero.
cli-calls-too-many = como mucho { $max } umbrales.

## Niveles de la voz.
cli-duration = { $flag }: «{ $text }» no es una duración: escriba p. ej. «1h», «10m» o «1h30m».
cli-clock-time = { $flag }: «{ $text }» no es un tiempo de reloj: escriba h:mm:ss, p. ej. 1:05:00.
cli-tag-value = { $flag } «{ $value }»: un valor para la planilla es una línea de texto; este contiene { $char } (un salto de línea u otro carácter invisible).
cli-level = { $flag }: { $value } no está entre -100 y 100.

## Archivos: qué se hacía y por qué no se pudo.
cli-file-read = { $file }: no se puede leer este archivo: { $why }
cli-file-create = { $file }: no se puede crear este archivo: { $why }
cli-file-write = { $file }: no se puede escribir en este archivo: { $why }
cli-why-not-found = no existe.
cli-why-no-folder = su carpeta no existe o no admite archivos nuevos.
cli-why-permission = permiso denegado.
cli-why-directory = es un directorio, no un archivo normal; indique un archivo.
cli-why-not-directory = una parte de la ruta no es un directorio.
cli-why-exists = ya existe un archivo con ese nombre y se deja como está.
cli-why-disk-full = el disco está lleno.
cli-why-read-only = el sistema de archivos es de solo lectura.
cli-why-too-large = ocupa más de { $mb } MB y se rechaza (¿es el archivo correcto?).
cli-why-utf16 = es texto UTF-16; guárdelo como UTF-8 e inténtelo de nuevo.
cli-why-fifo = es un FIFO, no un archivo normal; indique un archivo.
cli-why-socket = es un socket, no un archivo normal; indique un archivo.
cli-why-device = es un dispositivo, no un archivo normal; indique un archivo.
cli-why-not-plain = no es un archivo normal; indique un archivo.
cli-why-addr-in-use = otro programa ya escucha ahí.
cli-why-addr-not-available = este equipo no tiene esa dirección.
cli-why-other = el sistema lo rechazó.
cli-why-espeak = espeak-ng, que hace las grabaciones, no funciona.
cli-why-recorder-stopped = la grabación se ha detenido.
cli-engine = no se pudo iniciar el motor de ajedrez { $file }: { $why }
cli-listen = --listen { $addr }: no se puede escuchar ahí: { $why }

## Diarios: «ARCHIVO: qué está mal».
cli-journal = { $file }: { $problem }
cli-journal-no-header = no hay un registro de cabecera completo: la partida nunca empezó en este diario.
cli-journal-corrupt = la línea { $line } (posición { $offset } en bytes) está dañada ({ $damage }); la siguen registros, así que no es una escritura interrumpida.
cli-journal-duplicate = la línea { $line } repite el registro { $seq } (línea { $first }): un registro duplicado se rechaza; quite uno de los dos.
cli-journal-foreign = la línea { $line } pertenece a otra partida: un registro de otro diario se rechaza.
cli-journal-foreign-game = la línea { $line } pertenece a la partida { $game }, no a este diario: un registro de otro diario se rechaza.
cli-journal-format-old = línea 1: este diario tiene el formato { $found }, anterior al formato { $oldest }; este programa solo lee los formatos { $oldest } a { $newest } y prefiere no leerlo a leerlo mal.
cli-journal-format-new = línea 1: el formato de diario { $found } no se admite (este programa escribe el { $newest }): lo escribió un programa más reciente.
cli-journal-wrong-kind = línea 1: es otro tipo de diario («{ $found }»).
cli-journal-bad-header = línea 1: la cabecera no se puede leer.
cli-journal-replay = línea { $line }: este registro no se puede reproducir.
cli-damage-not-utf8 = no es texto UTF-8
cli-damage-no-crc = no hay suma de control antes del registro
cli-damage-checksum = la suma de control no coincide
cli-damage-record = no es un registro de este diario
cli-damage-sequence = registro número { $found } donde se esperaba el { $expected }
cli-damage-incomplete = la escritura se cortó antes del final de la línea
cli-skipped = se omite { $file }: no tiene una cabecera completa (la partida nunca empezó en él).
cli-no-data-dir = no hay directorio de datos para los diarios; indique --journal ARCHIVO.
cli-no-journal-in = no hay ningún diario con cabecera en { $dirs }; indique la ruta de un diario.
cli-table-game = { $file } es una partida en la mesa: { $command }
cli-not-recorded = { $problem } La última orden no quedó registrada.

## Guiones de reloj (annabella clock --script): «ARCHIVO: línea N: qué está mal».
cli-script = { $file }: línea { $line }: { $problem }
cli-script-time = «{ $text }» no es una hora (escriba h:mm:ss.mmm, h:mm:ss o m:ss).
cli-script-time-went-back = la hora «{ $text }» es anterior a la de la línea previa.
cli-script-no-event = falta el evento tras la hora.
cli-script-unknown-event = evento desconocido «{ $text }» (escriba start, press, query, pause, resume, adjust o set).
cli-script-no-argument = «{ $event }» no lleva argumento, y hay «{ $text }».
cli-script-start-side = «start» lleva como mucho un bando, y hay «{ $text }».
cli-script-no-side = falta el bando (white o black).
cli-script-not-a-side = «{ $text }» no es un bando (escriba white o black).
cli-script-no-amount = «adjust» necesita una cantidad como +2:00 o -0:30.
cli-script-after-amount = «{ $text }» inesperado tras la cantidad.
cli-script-no-sign = «{ $text }» necesita un signo: +m:ss o -m:ss.
cli-script-no-time = «set» necesita una hora como 1:00:00.
cli-script-not-moves = «{ $text }» no es un número de jugadas.
cli-script-not-moves-n = «{ $text }» inesperado (escriba «moves N»).
cli-script-refused = { $event }: { $why }

## PGN: «ARCHIVO: línea N: qué está mal».
cli-pgn = { $file }: { $problem }
cli-pgn-line = { $file }: línea { $line }: { $problem }
cli-pgn-tag = una etiqueta no se puede leer.
cli-pgn-tag-no-name = etiqueta errónea: se esperaba un nombre de etiqueta tras «[».
cli-pgn-tag-no-quote = etiqueta errónea: se esperaba «"» tras [{ $name }.
cli-pgn-tag-bad-escape = etiqueta errónea: secuencia de escape no válida en [{ $name }].
cli-pgn-tag-not-closed = etiqueta errónea: el valor de [{ $name }] no se cierra en su línea.
cli-pgn-tag-no-bracket = etiqueta errónea: se esperaba «]» tras el valor de [{ $name }].
cli-pgn-move-name = jugada { $number }{ $dots } { $san }
cli-pgn-before-first = antes de la primera jugada
cli-pgn-move = { $move }: { $problem }
cli-pgn-after-result = una jugada tras el resultado.
cli-pgn-null-in-check = una jugada nula estando en jaque.
cli-pgn-illegal = no es una jugada legal en la posición alcanzada.
cli-pgn-capture-without-file = no es una jugada legal en la posición alcanzada: un peón que captura nombra la columna que deja ({ $capture }?).
cli-pgn-ambiguous = ambigua: más de una pieza puede hacerla (nombre la columna o la fila).
cli-pgn-not-a-move = no es una jugada.
cli-pgn-clock = { $move }: [%clk { $args }] erróneo: «{ $text }» no es una hora (escriba h:mm:ss).
cli-pgn-clock-too-long = { $move }: [%clk { $args }] erróneo: más de 1000 horas, más de lo que cabe en un reloj.
cli-pgn-command = [%{ $name } { $args }] erróneo: { $problem }
cli-pgn-command-no-time = se esperaban una hora y una entrada.
cli-pgn-command-not-utc = se esperaba una hora UTC como 2025-01-31T14:05:00.000Z.
cli-pgn-command-unknown-entry = entrada de registro desconocida.
cli-pgn-command-unknown-result = resultado desconocido.
cli-pgn-start = la posición inicial (la etiqueta FEN) se rechaza.
cli-pgn-import = el registro de la partida se rechaza.
cli-pgn-comment-not-closed = el comentario «{"{"}» nunca se cierra.
cli-pgn-close-without-open = «)» sin «(».
cli-pgn-variation-not-closed = una variante «(» nunca se cierra.
cli-pgn-result-mismatch = el resultado { $token } no coincide con [%result { $comment }].
cli-pgn-reader = esto no es un PGN legible.
cli-pgn-no-control = el PGN no tiene ritmo de juego (etiqueta ClockControl o TimeControl); indique uno con --control.
cli-pgn-no-game = no se encontró ninguna partida.
cli-pgn-in-game = partida { $number }: { $problem }
cli-pgn-game = { $number }: { $white } - { $black }, { $event }, { $date }, ronda { $round }, { $result } (línea { $line })
cli-pgn-second-game = aquí empieza una segunda partida; el texto contiene { $count } partidas, elija una con --game N:{ $games }
cli-pgn-no-number = no hay partida número { $pick } (las partidas van de la 1 a la { $count }) y ningún jugador, torneo, lugar, fecha o ronda contiene «{ $pick }»; las partidas son:{ $games }
cli-pgn-no-match = ninguna partida coincide con «{ $pick }»; las partidas son:{ $games }
cli-pgn-several-match = { $count } partidas coinciden con «{ $pick }»; elija una con --game N:{ $games }
cli-pgn-exists = { $file } ya existe; no se sobrescribe (--force lo sustituye).

## Errores de la propia línea de órdenes.
cli-eboard-one-board = --eboard es el tablero propio del jugador vidente en una mesa de dos tableros del Apéndice D; --one-board tiene un solo tablero para ambos.
cli-practice-one-board = --one-board es una partida de dos jugadores en un mismo teclado, no contra un motor.
cli-nothing-to-study = no hay diario que estudiar: indique un ARCHIVO PGN o de diario.
cli-bad-start = la posición inicial «{ $fen }» no es legal.
cli-fen-unreadable = --fen: «{ $fen }» no es una posición en FEN.
cli-game-refused = la partida no se puede preparar con estas opciones.
