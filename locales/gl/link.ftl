# A ligazón entre dispositivos dunha mesa (issue 12): emparellar, unirse, ligazón perdida.
link-code = Código de emparellamento: { $code }. No outro dispositivo, escriba: annabella join --seat sighted { $typed } { $addr }   (ou --seat arbiter)
link-code-new = O código de emparellamento usouse ou caducou. Novo código: { $code }.
link-joined = Unido desde outro dispositivo: { $seat }. Número de confirmación: { $confirm }. Debe coincidir co que amosa ese dispositivo.
link-joined-here = Unido á mesa como { $seat }. Número de confirmación: { $confirm }. Debe coincidir co que amosa o anfitrión.
link-lost = Ligazón perdida: { $seat }. Aquí a partida segue; ese dispositivo porase ao día cando volva a ligazón.
link-back = Ligazón recuperada: { $seat }.
link-lost-here = Perdeuse a ligazón coa mesa. Tentándoo de novo; o que se introduza aquí non conta ata que volva.
link-back-here = Ligazón coa mesa recuperada.
link-refused = Rexeitado: { $reason }
link-diverged = O rexistro da partida deste dispositivo difire do da mesa desde a entrada { $seq }. Chame ao árbitro; aquí xa non se aplica nada máis.
link-caught-up = Ao día coa mesa: { $entries ->
    [one] { $entries } entrada
   *[other] { $entries } entradas
}.
app-seat-elsewhere = Ese posto ocúpase desde outro dispositivo: { $seat }.
link-status-lost = Ligazón perdida: { $seats }.
link-status-lost-here = Sen ligazón coa mesa.
link-refused-logged = Rexeitado: { $reason }. Os demais intentos de emparellamento rexeitados só se anotan en { $log }, ata que se emparelle un dispositivo.
link-new-device = Dispositivo novo admitido polo árbitro: { $seat }. O dispositivo perdido xa non pode conectarse. Emparelle o novo co código de abaixo.
link-release = protocolo { $protocol } (annabella { $program })
link-release-unversioned = protocolo 1 (unha versión de annabella anterior aos números de versión)
link-other-release-host = O anfitrión usa outra versión da conexión entre dispositivos: o anfitrión { $theirs }, este dispositivo { $ours }. Use a mesma versión de annabella en todos os dispositivos dunha mesa.
link-other-release-device = Un dispositivo doutra versión intentou unirse: o dispositivo { $theirs }, este anfitrión { $ours }. Use a mesma versión de annabella en todos os dispositivos dunha mesa.

# Emparellamento rexeitado ou fallido (o posto do anfitrión oe por que se rexeitou un intento; un dispositivo que se une, por que o rexeitou o anfitrión).
pair-attempt = intento de emparellamento desde { $addr }: { $why }
pair-why-wrong-code = un código de emparellamento equivocado (posto: { $seat }; intento { $tries } de { $of })
pair-why-key-unknown = unha chave que esta mesa non coñece (posto: { $seat })
pair-why-seat-taken = ese posto xa ten un dispositivo emparellado (posto: { $seat })
pair-why-not-open = ningún dispositivo pode ocupar aquí ese posto (posto: { $seat })
pair-why-no-code = un código cando non hai ningún ofrecido
pair-why-not-pairing = non é unha mensaxe de emparellamento
pair-why-too-long = unha mensaxe de { $bytes } bytes, non un emparellamento
pair-why-busy = pechado: demasiados emparellamentos en curso
pair-why-too-slow = pechado: ningún emparellamento en { $seconds } segundos
pair-why-closed-midway = o outro lado pechou a conexión no medio do emparellamento
pair-refused-wrong-code = rexeitouse o código de emparellamento: non é o código que mostra o anfitrión
pair-refused-key = o anfitrión xa non coñece este dispositivo (retirouse o seu emparellamento para este posto ou perdéronse as chaves do anfitrión): emparélleo de novo cun código novo
pair-refused-no-code = o código de emparellamento caducou ou esgotouse; lea o novo no anfitrión
pair-refused-seat-taken = ese posto xa ten un dispositivo emparellado; se se perdeu, o árbitro permite emparellar un novo (annabella host --resume DIARIO --new-device POSTO)
pair-refused-busy = o anfitrión estaba ocupado con outras conexións; ténteo de novo
pair-refused-too-slow = o emparellamento tardou demasiado; ténteo de novo
pair-refused-not-open = ningún dispositivo pode ocupar ese posto nesta mesa
pair-refused-protocol = o outro lado non fala o emparellamento de annabella
pair-spent-expired = o código de emparellamento caducou (vale 2 minutos); cree un novo
pair-spent-tried = o código de emparellamento introduciuse mal 3 veces; cree un novo
join-failed = Ao unirse a { $addr }: { $reason }
join-no-answer = o anfitrión non respondeu en { $seconds } segundos
join-network = non se pode chegar ao anfitrión ({ $reason })
join-no-welcome = o anfitrión non deu a benvida a este dispositivo ({ $detail })
link-inauthentic = unha mensaxe do enlace non era auténtica (alterada, inxectada ou repetida) e descartouse
join-not-listening = nada responde nese enderezo: está iniciado o anfitrión e é o enderezo que mostra?
join-usage-bad-addr = «{ $text }» non é un enderezo con porto, como 192.168.1.20:46100
join-usage-bad-code = «{ $text }» non é un código de emparellamento: diga unha cifra e dúas palabras de columna, como 7 Gustav Felix (as palabras: Anna Bella Cesar David Eva Felix Gustav Hector)
join-usage-needs-code = Indique o código de emparellamento que di o anfitrión, p. ex. annabella join --seat sighted 7 Gustav Felix (ou --resume DIARIO para volver).
join-usage-eboard-seat = --eboard é o taboleiro do xogador vidente: indíqueo con --seat sighted
join-other-seat = O anfitrión deulle a este dispositivo outro posto que o pedido.
join-other-table = { $path } é o diario doutra mesa.
link-entry-refused = Unha entrada da mesa non se pode ler neste dispositivo: aquí non se tomou nada dela. Chame o árbitro.
