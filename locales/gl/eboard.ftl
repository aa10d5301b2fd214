# O taboleiro electrónico do xogador vidente (issue 27); as variables como en locales/en/eboard.ftl.
eboard-connected = { $whose ->
    [own] O taboleiro electrónico en { $port } está conectado: as súas xogadas lense del.
   *[sighted] O taboleiro electrónico en { $port } está conectado: as xogadas do xogador vidente lense del.
}
eboard-lost = O taboleiro electrónico en { $port } desconectouse ({ $reason }). Pódese seguir escribindo coma sempre; o taboleiro vólvese ler cando regrese.
eboard-cannot-open = Non se pode abrir o taboleiro electrónico en { $port } ({ $reason }); téntase de novo cada segundo. Pódese seguir escribindo coma sempre.
eboard-not-found = Ningún taboleiro electrónico responde en { $tried }; téntase de novo cada poucos segundos. Pódese seguir escribindo coma sempre.
eboard-fault-garbage = O taboleiro electrónico enviou { $bytes } octetos fóra de calquera mensaxe; descartáronse.
eboard-fault-cut-short = O taboleiro electrónico enviou unha mensaxe incompleta ({ $got } de { $expected } octetos); descartouse.
eboard-fault-bad-length = O taboleiro electrónico enviou unha mensaxe cunha lonxitude imposible para o seu tipo ({ $length } octetos); descartouse.
eboard-fault-bad-square = O taboleiro electrónico nomeou unha casa que non existe (número { $field }); a mensaxe descartouse.
eboard-fault-bad-piece = O taboleiro electrónico enviou un código de peza que ningún taboleiro usa ({ $code }); a mensaxe descartouse.
eboard-fault-no-clock = O taboleiro electrónico indica que non hai ningún reloxo conectado: prema o reloxo coa tecla.
eboard-fault-bad-clock = O taboleiro electrónico enviou unha lectura de reloxo imposible; descartouse.
eboard-off = { $whose ->
    [own] O seu taboleiro electrónico non coincide co rexistro: { $squares }.
   *[sighted] O taboleiro electrónico do xogador vidente non coincide co rexistro: { $squares }.
}
eboard-off-after-move = { $whose ->
    [own] Despois de { $move }, o seu taboleiro electrónico non coincide co rexistro: { $squares }.
   *[sighted] Despois de { $move }, o taboleiro electrónico do xogador vidente non coincide co rexistro: { $squares }.
}
eboard-still-off = O taboleiro electrónico do xogador vidente segue sen coincidir co rexistro: { $squares }.
eboard-square-extra = { $square }: { $piece }, que non debería estar aí
eboard-square-missing = { $square }: baleira, debería ter { $piece }
eboard-square-wrong = { $square }: { $piece }, debería ter { $should }
eboard-takeback = { $whose ->
    [own] O seu taboleiro electrónico mostra a posición anterior a { $move }; esa xogada consta no rexistro.
   *[sighted] O taboleiro electrónico do xogador vidente mostra a posición anterior a { $move }; esa xogada consta no rexistro.
}
eboard-in-place = { $whose ->
    [own] O seu taboleiro electrónico volve coincidir co rexistro.
   *[sighted] O taboleiro electrónico do xogador vidente volve coincidir co rexistro.
}
eboard-stopped = A partida detense para o árbitro.
