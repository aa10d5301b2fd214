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
link-caught-up = Ao día coa mesa: { $entries } entradas.
app-seat-elsewhere = Ese posto ocúpase desde outro dispositivo: { $seat }.
link-status-lost = Ligazón perdida: { $seats }.
link-status-lost-here = Sen ligazón coa mesa.
link-refused-logged = Rexeitado: { $reason }. Os demais intentos de emparellamento rexeitados só se anotan en { $log }, ata que se emparelle un dispositivo.
link-new-device = Dispositivo novo admitido polo árbitro: { $seat }. O dispositivo perdido xa non pode conectarse. Emparelle o novo co código de abaixo.
