# Errores en el archivo de configuración; cada uno nombra el archivo, la clave y el valor erróneo.

config-error-read = { $file }: no se puede leer el archivo de configuración: { $reason }
config-error-syntax = { $file }: el archivo de configuración no es TOML válido: { $reason }
config-error-unknown-key = { $file }: ajuste desconocido «{ $key }».
config-error-bad-value = { $file }: «{ $key }» no puede ser { $value }; se esperaba { $expected }.
config-error-key-conflict = { $file }: «{ $key }» = { $value }: la tecla { $binding } está asignada a la vez a { $first } y a { $second }.

config-expected-one-of = uno de { $values }
config-expected-range = un número entero de { $min } a { $max }
config-expected-bool = true o false
config-expected-duration = una duración como "5m", "30s" o "1m30s"
config-expected-text = un texto
config-expected-keys = un nombre de tecla como "F5" o "Esc", o una lista de ellos
config-expected-free-key = una tecla que los lectores de pantalla dejen libre (Insert y Bloq Mayús son sus teclas modificadoras)
config-expected-not-typing = una tecla que no haga falta para escribir (una tecla de función, Esc, o Ctrl+ o Alt+ y una letra; no Intro, Retroceso, Espacio ni un carácter simple)
config-expected-table = una tabla de ajustes
config-expected-durations = una lista de duraciones como ["5m", "30s"]
