# A pantalla completa do posto do árbitro (annabella hall sen --reader).

station-title = annabella · posto do árbitro · sala { $hall }
station-tables = Mesas: { $count }, que precisan o árbitro: { $needing }
station-players = { $white } contra { $black }
station-round = rolda { $round }
station-flag = { $side ->
    [white] caeu a bandeira das brancas
   *[black] caeu a bandeira das negras
}
station-in-sync = sincronizada
station-open-title = A mesa { $table } está aberta · Escape: volver á lista
station-moves = Xogadas
station-events = Mesa { $table } desde que se abriu
station-input = Número de mesa ou acción do árbitro
station-input-hint = Intro envía; F1 axuda
station-quit-ask = Saír do posto? Prema Ctrl-Q outra vez ou escriba si para saír; calquera outra cousa segue.
station-quit-kept = O posto segue.
station-help =
    A lista mostra todas as mesas, primeiro as que precisan o árbitro, marcadas con "!".
    Arriba, Abaixo, Re Páx, Av Páx, Inicio, Fin: mover o foco pola lista.
    Intro: abrir a mesa que ten o foco; Escape: volver á lista. Cunha mesa aberta, Arriba e Abaixo recuperan as liñas escritas.
    Escriba o número dunha mesa e Intro para abrila; "list" di todas as mesas.
    Cunha mesa aberta, escriba unha acción do árbitro e Intro: vai só a esa mesa, e dise o que a mesa aplicou.
    F6, F7: os anuncios un atrás, un adiante, ditos outra vez (cunha mesa aberta tamén Re Páx, Av Páx).
    Ctrl-Q ou "quit": saír do posto (pregúntase antes). F1: esta axuda.
    Na lista, unha acción do árbitro escrita vai á mesa que ten o foco (así se acepta ou se rexeita unha reclamación desde alí).
    As accións do árbitro:
