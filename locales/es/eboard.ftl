# El tablero electrónico del jugador vidente (issue 27); las variables como en locales/en/eboard.ftl.
eboard-connected = { $whose ->
    [own] El tablero electrónico en { $port } está conectado: sus jugadas se leen de él.
   *[sighted] El tablero electrónico en { $port } está conectado: las jugadas del jugador vidente se leen de él.
}
eboard-lost = El tablero electrónico en { $port } se ha desconectado ({ $reason }). Se puede seguir escribiendo como siempre; el tablero se vuelve a leer cuando regrese.
eboard-cannot-open = No se puede abrir el tablero electrónico en { $port } ({ $reason }); se vuelve a intentar cada segundo. Se puede seguir escribiendo como siempre.
eboard-not-found = Ningún tablero electrónico responde en { $tried }; se vuelve a intentar cada pocos segundos. Se puede seguir escribiendo como siempre.
eboard-fault-garbage = El tablero electrónico envió { $bytes } octetos fuera de todo mensaje; se han descartado.
eboard-fault-cut-short = El tablero electrónico envió un mensaje incompleto ({ $got } de { $expected } octetos); se ha descartado.
eboard-fault-bad-length = El tablero electrónico envió un mensaje con una longitud imposible para su tipo ({ $length } octetos); se ha descartado.
eboard-fault-bad-square = El tablero electrónico nombró una casilla que no existe (número { $field }); el mensaje se ha descartado.
eboard-fault-bad-piece = El tablero electrónico envió un código de pieza que ningún tablero usa ({ $code }); el mensaje se ha descartado.
eboard-fault-no-clock = El tablero electrónico indica que no hay ningún reloj conectado: pulse el reloj con la tecla.
eboard-fault-bad-clock = El tablero electrónico envió una lectura de reloj imposible; se ha descartado.
eboard-off = { $whose ->
    [own] Su tablero electrónico no coincide con el registro: { $squares }.
   *[sighted] El tablero electrónico del jugador vidente no coincide con el registro: { $squares }.
}
eboard-off-after-move = { $whose ->
    [own] Tras { $move }, su tablero electrónico no coincide con el registro: { $squares }.
   *[sighted] Tras { $move }, el tablero electrónico del jugador vidente no coincide con el registro: { $squares }.
}
eboard-still-off = El tablero electrónico del jugador vidente sigue sin coincidir con el registro: { $squares }.
eboard-square-extra = { $square }: { $piece }, que no debería estar ahí
eboard-square-missing = { $square }: vacía, debería tener { $piece }
eboard-square-wrong = { $square }: { $piece }, debería tener { $should }
eboard-takeback = { $whose ->
    [own] Su tablero electrónico muestra la posición anterior a { $move }; esa jugada consta en el registro.
   *[sighted] El tablero electrónico del jugador vidente muestra la posición anterior a { $move }; esa jugada consta en el registro.
}
eboard-in-place = { $whose ->
    [own] Su tablero electrónico vuelve a coincidir con el registro.
   *[sighted] El tablero electrónico del jugador vidente vuelve a coincidir con el registro.
}
eboard-stopped = La partida se detiene para el árbitro.
