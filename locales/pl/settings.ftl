# Błędy w pliku ustawień; każdy podaje plik, klucz i błędną wartość.

config-error-read = { $file }: nie można odczytać pliku ustawień: { $reason }
config-error-syntax = { $file }: plik ustawień nie jest poprawnym TOML: { $reason }
config-error-unknown-key = { $file }: nieznane ustawienie „{ $key }”.
config-error-bad-value = { $file }: „{ $key }” nie może mieć wartości { $value }; oczekiwano: { $expected }.
config-error-key-conflict = { $file }: „{ $key }” = { $value }: klawisz { $binding } jest przypisany jednocześnie do { $first } i { $second }.

config-expected-one-of = jedna z wartości { $values }
config-expected-range = liczba całkowita od { $min } do { $max }
config-expected-bool = true lub false
config-expected-duration = czas trwania, np. "5m", "30s" lub "1m30s"
config-expected-text = tekst
config-expected-keys = nazwa klawisza, np. "F5" lub "Esc", albo ich lista
config-expected-free-key = klawisz, którego czytniki ekranu nie zajmują (Insert i Caps Lock to ich klawisze modyfikujące)
config-expected-not-typing = klawisz, którego pisanie nie potrzebuje (klawisz funkcyjny, Esc albo Ctrl+ lub Alt+ i litera; nie Enter, Backspace, spacja ani zwykły znak)
config-expected-table = tabela ustawień
config-expected-durations = lista czasów, np. ["5m", "30s"]
