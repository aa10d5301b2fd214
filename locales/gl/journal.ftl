# O diario: onde se garda unha partida, como continuala, que se recuperou.
# $path: un ficheiro; $command: a orde que hai que escribir; $side: "white" ou "black".

journal-kept = Esta partida gárdase en { $path }.
journal-secret-failed = Non se puido gardar a clave das xogadas seladas ({ $path }: { $reason }): unha xogada selada agora non se poderá abrir se o programa se detén antes da reanudación.
journal-quit = A partida está gardada en { $path }. Para continuala: { $command }
journal-torn = { $path }: a liña { $line } (byte { $offset }) quedou cortada pola interrupción e non se reproduce: { $reason }. Consérvase á parte en { $aside }.
journal-damaged-last = { $path }: a liña { $line } (byte { $offset }) está completa pero danada: { $reason }. Pode ser un rexistro confirmado: comprobe a última xogada nas dúas planillas. Non se reproduce e gárdase á parte en { $aside }.
journal-last-move = Última xogada, medio movemento { $ply }: { $move }.
journal-no-move = Aínda non se fixo ningunha xogada.
journal-to-move = Xogan { clock-side }.
journal-clock-unknown = A partida non dá tempos de reloxo: o reloxo segue parado ata que o árbitro poña ambos reloxos (7.1), por exemplo «árbitro: axustar reloxo brancas 1:00:00», e retome a partida.
journal-last-move-only = Última xogada: { $move }.
journal-write-failed = Non se puido gardar a partida en { $path }: { $reason }. Alí queda gardada ata a entrada anterior; desde agora non se garda nada máis alí nin se envía nada aos outros dispositivos. Chame ao árbitro: libere espazo no disco, saia e continúe con --resume.
journal-last-move-illegal = Última xogada introducida: { $move }, unha xogada ilegal (artigo 7.5).
