# Pełny ekran stanowiska sędziego (annabella hall bez --reader).

station-title = annabella · stanowisko sędziego · sala { $hall }
station-tables = Stoły: { $count }, potrzebujące sędziego: { $needing }
station-players = { $white } przeciw { $black }
station-round = runda { $round }
station-flag = { $side ->
    [white] chorągiewka białych opadła
   *[black] chorągiewka czarnych opadła
}
station-in-sync = zsynchronizowany
station-open-title = Stół { $table } jest otwarty · Escape: powrót do listy
station-moves = Ruchy
station-events = Stół { $table } od otwarcia
station-input = Numer stołu lub czynność sędziego
station-input-hint = Enter wysyła; F1 pomoc
station-quit-ask = Opuścić stanowisko? Naciśnij ponownie Ctrl-Q albo wpisz tak; cokolwiek innego trwa dalej.
station-quit-kept = Stanowisko działa dalej.
station-help =
    Lista pokazuje wszystkie stoły, najpierw te potrzebujące sędziego, oznaczone "!".
    Góra, Dół, Page Up, Page Down, Home, End: przesuwają fokus po liście.
    Enter: otwiera stół, na którym jest fokus; Escape: powrót do listy. Przy otwartym stole Góra i Dół przywołują wpisane wiersze.
    Wpisz numer stołu i Enter, aby go otworzyć; "list" wymienia wszystkie stoły.
    Przy otwartym stole wpisz czynność sędziego i Enter: trafia tylko do tego stołu, a to, co stół zastosował, zostaje podane.
    F6, F7: komunikaty o jeden wstecz, o jeden naprzód, powiedziane ponownie (przy otwartym stole także Page Up, Page Down).
    Ctrl-Q lub "quit": opuszcza stanowisko (najpierw pyta). F1: ta pomoc.
    Na liście wpisana czynność sędziego trafia do stołu, na którym jest fokus (stamtąd uznaje się lub odrzuca reklamację).
    Czynności sędziego:
