# Szachownica elektroniczna gracza widzącego (issue 27); zmienne jak w locales/en/eboard.ftl.
eboard-connected = { $whose ->
    [own] Szachownica elektroniczna na { $port } jest podłączona: twoje ruchy są z niej odczytywane.
   *[sighted] Szachownica elektroniczna na { $port } jest podłączona: ruchy gracza widzącego są z niej odczytywane.
}
eboard-lost = Szachownica elektroniczna na { $port } została odłączona ({ $reason }). Można dalej pisać jak zawsze; szachownica zostanie odczytana ponownie, gdy wróci.
eboard-cannot-open = Nie można otworzyć szachownicy elektronicznej na { $port } ({ $reason }); kolejna próba co sekundę. Można dalej pisać jak zawsze.
eboard-not-found = Żadna szachownica elektroniczna nie odpowiada na { $tried }; kolejna próba co kilka sekund. Można dalej pisać jak zawsze.
eboard-fault-garbage = Szachownica elektroniczna wysłała bajty spoza wiadomości (liczba: { $bytes }); pominięto je.
eboard-fault-cut-short = Szachownica elektroniczna wysłała uciętą wiadomość (odebrano { $got }, oczekiwano { $expected }); pominięto ją.
eboard-fault-bad-length = Szachownica elektroniczna wysłała wiadomość o długości niemożliwej dla jej rodzaju (długość: { $length }); pominięto ją.
eboard-fault-bad-square = Szachownica elektroniczna podała pole, które nie istnieje (numer { $field }); pominięto wiadomość.
eboard-fault-bad-piece = Szachownica elektroniczna podała kod bierki, którego nie używa żadna szachownica ({ $code }); pominięto wiadomość.
eboard-fault-no-clock = Szachownica elektroniczna zgłasza, że nie podłączono zegara: naciskaj zegar klawiszem.
eboard-fault-bad-clock = Szachownica elektroniczna wysłała niemożliwy odczyt zegara; pominięto go.
eboard-off = { $whose ->
    [own] Twoja szachownica elektroniczna różni się od zapisu: { $squares }.
   *[sighted] Szachownica elektroniczna gracza widzącego różni się od zapisu: { $squares }.
}
eboard-off-after-move = { $whose ->
    [own] Po ruchu { $move } twoja szachownica elektroniczna różni się od zapisu: { $squares }.
   *[sighted] Po ruchu { $move } szachownica elektroniczna gracza widzącego różni się od zapisu: { $squares }.
}
eboard-still-off = Szachownica elektroniczna gracza widzącego nadal różni się od zapisu: { $squares }.
eboard-square-extra = { $square }: { $piece } — zbędna bierka
eboard-square-missing = { $square }: puste pole, brakuje: { $piece }
eboard-square-wrong = { $square }: { $piece } zamiast: { $should }
eboard-takeback = { $whose ->
    [own] Twoja szachownica elektroniczna pokazuje pozycję sprzed ruchu { $move }; ten ruch jest w zapisie.
   *[sighted] Szachownica elektroniczna gracza widzącego pokazuje pozycję sprzed ruchu { $move }; ten ruch jest w zapisie.
}
eboard-in-place = { $whose ->
    [own] Twoja szachownica elektroniczna znów zgadza się z zapisem.
   *[sighted] Szachownica elektroniczna gracza widzącego znów zgadza się z zapisem.
}
eboard-stopped = Gra zostaje wstrzymana do decyzji sędziego.
