# Ezarpen-fitxategiko erroreak; bakoitzak fitxategia, gakoa eta balio okerra aipatzen ditu.

config-error-read = { $file }: ezin da ezarpen-fitxategia irakurri: { $reason }
config-error-syntax = { $file }: ezarpen-fitxategia ez da TOML baliozkoa: { $reason }
config-error-unknown-key = { $file }: ezarpen ezezaguna: «{ $key }».
config-error-bad-value = { $file }: «{ $key }» ezin da { $value } izan; { $expected } espero zen.
config-error-key-conflict = { $file }: «{ $key }» = { $value }: { $binding } tekla { $first } eta { $second } ekintzei esleituta dago aldi berean.

config-expected-one-of = hauetako bat: { $values }
config-expected-range = { $min } eta { $max } arteko zenbaki oso bat
config-expected-bool = true edo false
config-expected-duration = iraupen bat, adibidez "5m", "30s" edo "1m30s"
config-expected-text = testu bat
config-expected-keys = tekla-izen bat, adibidez "F5" edo "Esc", edo horien zerrenda bat
config-expected-free-key = pantaila-irakurgailuek libre uzten duten tekla bat (Insert eta Blok Maius haien tekla aldatzaileak dira)
config-expected-not-typing = idazteko behar ez den tekla bat (funtzio-tekla bat, Esc, edo Ktrl+ edo Alt+ eta letra bat; ez Sartu, Atzera, Zuriunea edo karaktere soil bat)
config-expected-table = ezarpen-taula bat
config-expected-durations = iraupen-zerrenda bat, adibidez ["5m", "30s"]
