# El diario: dónde se guarda una partida, cómo continuarla, qué se recuperó.
# $path: un archivo; $command: la orden que hay que escribir; $side: "white" o "black".

journal-kept = Esta partida se guarda en { $path }.
journal-secret-failed = No se pudo guardar la clave de las jugadas secretas ({ $path }: { $reason }): una jugada sellada ahora no podrá abrirse si el programa se detiene antes de la reanudación.
journal-quit = La partida está guardada en { $path }. Para continuarla: { $command }
journal-torn = { $path }: la línea { $line } (byte { $offset }) quedó cortada por la interrupción y no se reproduce: { $reason }. Se conserva aparte en { $aside }.
journal-damaged-last = { $path }: la línea { $line } (byte { $offset }) está completa pero dañada: { $reason }. Puede ser un registro confirmado: compruebe la última jugada en las dos planillas. No se reproduce y se guarda aparte en { $aside }.
journal-last-move = Última jugada, medio movimiento { $ply }: { $move }.
journal-no-move = Todavía no se ha hecho ninguna jugada.
journal-to-move = Juegan { clock-side }.
journal-clock-unknown = La partida no da tiempos de reloj: el reloj sigue parado hasta que el árbitro ponga ambos relojes (7.1), por ejemplo «árbitro: ajustar reloj blancas 1:00:00», y reanude la partida.
journal-last-move-only = Última jugada: { $move }.
journal-write-failed = No se pudo guardar la partida en { $path }: { $reason }. Allí queda guardada hasta la entrada anterior; desde ahora no se guarda nada más allí ni se envía nada a los otros dispositivos. Llame al árbitro: libere espacio en el disco, salga y continúe con --resume.
journal-last-move-illegal = Última jugada introducida: { $move }, una jugada ilegal (artículo 7.5).
