# Erros no ficheiro de configuración; cada un nomea o ficheiro, a clave e o valor erróneo.

config-error-read = { $file }: non se pode ler o ficheiro de configuración: { $reason }
config-error-syntax = { $file }: o ficheiro de configuración non é TOML válido: { $reason }
config-error-unknown-key = { $file }: axuste descoñecido «{ $key }».
config-error-bad-value = { $file }: «{ $key }» non pode ser { $value }; agardábase { $expected }.
config-error-key-conflict = { $file }: «{ $key }» = { $value }: a tecla { $binding } está asignada á vez a { $first } e a { $second }.

config-expected-one-of = un de { $values }
config-expected-range = un número enteiro de { $min } a { $max }
config-expected-bool = true ou false
config-expected-duration = unha duración como "5m", "30s" ou "1m30s"
config-expected-text = un texto
config-expected-keys = un nome de tecla como "F5" ou "Esc", ou unha lista deles
config-expected-free-key = unha tecla que os lectores de pantalla deixen libre (Insert e Bloq Maiús son as súas teclas modificadoras)
config-expected-not-typing = unha tecla que non faga falta para escribir (unha tecla de función, Esc, ou Ctrl+ ou Alt+ e unha letra; non Intro, Retroceso, Espazo nin un carácter simple)
config-expected-table = unha táboa de axustes
config-expected-durations = unha lista de duracións como ["5m", "30s"]
