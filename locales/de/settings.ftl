# Fehler in der Einstellungsdatei; jeder nennt die Datei, den Schlüssel und den falschen Wert.

config-error-read = { $file }: die Einstellungsdatei kann nicht gelesen werden: { $reason }
config-error-syntax = { $file }: die Einstellungsdatei ist kein gültiges TOML: { $reason }
config-error-unknown-key = { $file }: unbekannte Einstellung „{ $key }“.
config-error-bad-value = { $file }: „{ $key }“ kann nicht { $value } sein; erwartet wird { $expected }.
config-error-key-conflict = { $file }: „{ $key }“ = { $value }: die Taste { $binding } ist sowohl { $first } als auch { $second } zugeordnet.

config-expected-one-of = einer von { $values }
config-expected-range = eine ganze Zahl von { $min } bis { $max }
config-expected-bool = true oder false
config-expected-duration = eine Dauer wie "5m", "30s" oder "1m30s"
config-expected-text = ein Text
config-expected-keys = ein Tastenname wie "F5" oder "Esc" oder eine Liste davon
config-expected-free-key = eine Taste, die Bildschirmleser freilassen (Einfg und Feststelltaste sind ihre Umschalttasten)
config-expected-not-typing = eine Taste, die das Tippen nicht braucht (eine Funktionstaste, Esc, oder Strg+ oder Alt+ und ein Buchstabe; nicht Enter, Rücktaste, Leertaste oder ein einfaches Zeichen)
config-expected-table = eine Tabelle von Einstellungen
config-expected-durations = eine Liste von Dauern wie ["5m", "30s"]
