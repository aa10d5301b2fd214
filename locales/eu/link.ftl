# Mahai bateko gailuen arteko lotura (12. issue-a): parekatzea, batzea, lotura galtzea.
link-code = Parekatze-kodea: { $code }. Beste gailuan idatzi: annabella join --seat sighted { $typed } { $addr }   (edo --seat arbiter)
link-code-new = Parekatze-kodea erabili da edo iraungi da. Kode berria: { $code }.
link-joined = Beste gailu batetik batu da: { $seat }. Berrespen-zenbakia: { $confirm }. Gailu horretan agertzen denaren berdina izan behar du.
link-joined-here = Mahaira batu zara, { $seat } gisa. Berrespen-zenbakia: { $confirm }. Ostalarian agertzen denaren berdina izan behar du.
link-lost = Lotura galdu da: { $seat }. Hemen partidak jarraitzen du; gailu hori eguneratuko da lotura itzultzean.
link-back = Lotura itzuli da: { $seat }.
link-lost-here = Mahaiarekiko lotura galdu da. Berriro saiatzen; hemen sartutakoak ez du balio lotura itzuli arte.
link-back-here = Mahaiarekiko lotura itzuli da.
link-refused = Ukatua: { $reason }
link-diverged = Gailu honen partidaren erregistroa mahaikoarengandik desberdina da { $seq }. sarreratik aurrera. Deitu epaileari; hemen ez da ezer gehiago aplikatzen.
link-caught-up = Mahaiarekin eguneratuta: { $entries } sarrera.
app-seat-elsewhere = Postu hori beste gailu batetik betetzen da: { $seat }.
link-status-lost = Lotura galduta: { $seats }.
link-status-lost-here = Ez dago loturarik mahaiarekin.
link-refused-logged = Ukatua: { $reason }. Ukatutako hurrengo parekatze-saiakerak { $log } fitxategian bakarrik idazten dira, gailu bat parekatu arte.
link-new-device = Epaileak gailu berri bat onartu du: { $seat }. Galdutako gailua ezin da gehiago konektatu. Parekatu berria beheko kodearekin.
