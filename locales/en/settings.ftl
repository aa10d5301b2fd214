# Errors in the settings file; each names the file, the key and the bad value.

config-error-read = { $file }: the settings file cannot be read: { $reason }
config-error-syntax = { $file }: the settings file is not valid TOML: { $reason }
config-error-unknown-key = { $file }: unknown setting “{ $key }”.
config-error-bad-value = { $file }: “{ $key }” cannot be { $value }; expected { $expected }.
config-error-key-conflict = { $file }: “{ $key }” = { $value }: the key { $binding } is bound to both { $first } and { $second }.

config-expected-one-of = one of { $values }
config-expected-range = a whole number from { $min } to { $max }
config-expected-bool = true or false
config-expected-duration = a duration such as "5m", "30s" or "1m30s"
config-expected-text = text
config-expected-keys = a key name such as "F5" or "Esc", or a list of them
config-expected-free-key = a key that screen readers leave free (Insert and Caps Lock are their modifier keys)
config-expected-not-typing = a key typing does not need (a function key, Esc, or ctrl+ or alt+ and a letter; not Enter, Backspace, Space or a plain character)
config-expected-table = a table of settings
config-expected-durations = a list of durations such as ["5m", "30s"]
