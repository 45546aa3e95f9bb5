# Mesej pasang dalam Bahasa Melayu. Setiap mesej ialah mesej Fluent
# (https://projectfluent.org/fluent/guide/): id, kemudian teksnya, dengan
# { $nama } untuk nilai yang dimasukkan oleh program. Istilah permainan:
# lihat glossary.md.

language-name = Bahasa Melayu

## Perkataan bersama

points = { $n } mata

## cli: the command line, its help and errors (helper cli)

cli-terminal-failed = permainan terminal gagal
cli-no-data-dir = tiada direktori data diketahui; tetapkan PASANG_DATA_DIR atau guna --data-dir
cli-replay-needs-terminal = ulang tayang memerlukan terminal; `pasang check { $path }` memaparkan permainan sebagai teks
cli-engine-setup-space = --setup: program enjin membaca laluan fail susunan sebagai satu perkataan, tetapi { $path } mengandungi aksara ruang
cli-not-for-game = perintah ini belum dapat memainkan { $game }
cli-help = Pasang, permainan papan tradisional Brunei untuk dua orang, di terminal
cli-help-long =
    Pasang, permainan papan tradisional Brunei, di terminal.

    Dua pemain berkongsi papan kekunci: setiap pemain membuka laluan, menjadikan satu buah sebagai ka, dan menggelongsorkan ka untuk makan barisan buah. Dengan --game bell, dua hingga empat orang memainkan permainan lompat-makan Bell yang lebih awal.
cli-help-examples =
    Contoh:
      pasang                              mainkan corak pertama, peraturan klasik
      pasang --pattern second --rules marbles
      pasang --setup assets/diamonds.ron  mainkan susunan anda sendiri
      pasang --north ai:hard              bermain sebagai Selatan menentang komputer
      pasang --game bell --players 4      permainan lompat-makan Bell untuk empat orang
      pasang --resume                     sambung permainan terakhir
      pasang games                        senaraikan permainan tersimpan; --resume 2 memilih satu
      pasang check susunan-saya.ron       adakah susunan ini sah?
      pasang replay permainan.ron         ikuti permainan tersimpan langkah demi langkah
      pasang perft 3 --rules marbles      kira urutan langkah (mencetak 3225)

    Dalam permainan, tekan ? untuk senarai kekunci dan ringkasan peraturan.
cli-help-game = Permainan yang dimainkan [lalai: ka, atau bell jika hanya pilihan permainan Bell yang diberikan]
cli-help-pattern = Corak susunan terbina dalam [lalai: first untuk permainan ka, checker untuk permainan Bell]
cli-help-setup = Fail susunan (RON) anda sendiri
cli-help-rules = Pratetap peraturan [lalai: classic]; pilihan di bawah mengatasinya
cli-help-second-column = Lajur mana yang boleh diambil pemain kedua semasa makan lajur
cli-help-ka = Cara buah masuk ke laluan sebagai ka
cli-help-centre = Sama ada lubang tengah menghentikan barisan yang dimakan
cli-help-captures = Sama ada boleh makan sebahagian barisan sahaja, seperti dalam permainan tradisional
cli-help-first = Siapa mengambil lajur pertama dan bergerak dahulu
cli-help-rounds = Mainkan satu siri beberapa pusingan (1 hingga 9) pada susunan yang sama; pemain yang terakhir makan dalam sesuatu pusingan memulakan pusingan berikutnya
cli-help-players = Permainan Bell: bilangan pemain [lalai: 2]
cli-help-opening = Permainan Bell: tempat pemain pertama mengambil buah pembukaan [lalai: corner]
cli-help-moves = Langkah yang dimainkan dahulu, dalam notasi ("c j d5-c5xN …")
cli-help-load = Buka salinan rekod permainan tersimpan dan sambung dari tempat ia terhenti (- membaca input standard); salinan itu disimpan automatik sebagai permainan baharu
cli-help-resume = Sambung permainan tersimpan (disimpan automatik selepas setiap langkah): yang terbaru yang tidak sedang dibuka oleh pasang lain, atau permainan N dalam `pasang games`, atau FAIL dari folder permainan
cli-help-data-dir = Tempat permainan disimpan automatik [lalai: $PASANG_DATA_DIR, jika tiada, direktori data platform, cth. ~/.local/share/pasang]
cli-help-ascii = Lukis papan dengan ASCII biasa, untuk terminal tanpa Unicode
cli-help-south = Siapa bermain Selatan: human (manusia); remote, kawan yang menyertai melalui SSH; atau komputer: ai:random, ai:easy, ai:medium, ai:hard [lalai: human, atau seperti yang disimpan dalam permainan yang disambung atau dibuka]
cli-help-north = Siapa bermain Utara, seperti --south
cli-help-clock = Bermain dengan jam: MINIT bagi setiap pemain dan SAAT ditambah selepas setiap langkah, contohnya 5+3 atau 0.5+2 [lalai: tiada jam, atau seperti yang disimpan dalam permainan yang disambung atau dibuka]
cli-help-west = Permainan Bell dengan 3 atau 4 pemain: siapa bermain Barat, seperti --south
cli-help-east = Permainan Bell dengan 4 pemain: siapa bermain Timur, seperti --south
cli-help-movetime = Masa fikir ai:hard bagi setiap langkah, dalam milisaat, 10 hingga 600000 [lalai: 1000]
cli-help-seed = Benih untuk pilihan komputer, untuk memainkan semula permainan [lalai: daripada jam]
cli-help-lang = Bahasa program: en (bahasa Inggeris) atau ms (Bahasa Melayu) [lalai: yang terakhir dipilih dalam permainan; jika tiada, mengikut lokal (LC_ALL, LC_MESSAGES, LANG); jika tiada juga, bahasa Inggeris]
cli-help-replay = Ikuti permainan tersimpan langkah demi langkah, ke depan dan ke belakang
# $unit: move (permainan ka) atau turn (permainan Bell).
help-words = Selain { $unit ->
    [turn] giliran
   *[move] langkah
}, anda boleh menaip perkataan ini selepas ':' — menyerah; batalkan (membatalkan permainan bersama sebelum semua pemain melangkah; tidak dikira untuk sesiapa); seri (menawarkan seri); tarikbalik (meminta persetujuan pemain lain; u jika bermain pada satu papan kekunci); lagi (bermain semula selepas tamat); kata TEKS (bersembang antara terminal); senyap NAMA atau dengar NAMA (sembunyikan atau tunjukkan baris-baris seseorang). Perkataan Inggeris juga diterima.
help-ka-notation = Dalam notasi langkah, huruf arah ialah huruf Inggeris: N = utara, S = selatan, E = timur, W = barat (c3-c9xS).
cli-help-replay-file = Rekod permainan (RON); - membaca input standard
cli-help-replay-ascii = Lukis papan dengan ASCII biasa, untuk terminal tanpa Unicode
cli-help-check = Semak fail susunan atau rekod permainan, dan tunjukkannya
cli-help-check-file = Fail (RON); - membaca input standard
cli-help-games = Senaraikan permainan tersimpan, yang terbaru dahulu, untuk memilih satu bagi --resume
cli-help-games-data-dir = Tempat permainan disimpan automatik [lalai: seperti semasa bermain]
cli-help-games-prune = Padam dahulu permainan tersimpan yang belum ada langkah dimainkan (kecuali yang terbuka dalam pasang lain)
cli-help-perft = Kira urutan langkah sedalam KEDALAMAN separuh langkah (menyemak penjana langkah). Kemajuan dipaparkan di stderr jika kiraan mengambil masa lama; Ctrl-C menghentikannya
cli-help-perft-depth = Separuh langkah untuk dikira, 1 hingga 10
cli-help-perft-divide = Satu baris bagi setiap langkah sah dengan kiraannya, kemudian jumlahnya
cli-help-bench = Ukur enjin peraturan, carian dan permainan terminal: perft, permainan rawak, carian berkedalaman tetap dan bingkai yang dilukis sesaat. Ctrl-C menghentikannya
cli-help-bench-depth = Perft terdalam dari kedudukan mula, 1 hingga 10
cli-help-bench-seconds = Masa bagi setiap bahagian (perft, permainan rawak, carian), 0.01 hingga 3600 saat; perft berhenti menambah kedalaman apabila masanya habis
cli-help-bench-search-depth = Kedalaman ujian carian (kedudukan daripada permainan rawak berbenih), 1 hingga 121 (bagi permainan Bell dengan tiga atau empat pemain: bilangan sampel setiap giliran); dengan --threads lebih daripada 1, carian yang sama diukur masanya sekali lagi dengan bilangan bebenang itu
cli-help-engine = Gunakan protokol enjin di stdin/stdout (lihat README); kedudukan ditetapkan dengan perintah `position` protokol itu
cli-help-match = Komputer bermain menentang dirinya sendiri; kemajuan di stderr, jumlah di stdout. Ctrl-C menghentikannya dan mencetak jumlah setakat itu
cli-help-match-south = Selatan dalam permainan pertama (pihak bertukar selepas setiap permainan; dalam permainan Bell, tempat duduk beralih)
cli-help-match-north = Utara dalam permainan pertama
cli-help-match-south-engine = Permainan ka: Selatan dalam permainan pertama ialah program lain yang menggunakan protokol enjin, dijalankan sebagai `LALUAN_FAIL engine` (binaan pasang daripada komit lain), yang berfikir selama --movetime atau sebanyak --nodes bagi setiap langkah
cli-help-match-north-engine = Permainan ka: Utara dalam permainan pertama ialah program enjin, seperti --south-engine
cli-help-match-west = Permainan Bell dengan 3 atau 4 pemain: Barat dalam permainan pertama (tempat duduk beralih selepas setiap permainan) [lalai: ai:medium]
cli-help-match-east = Permainan Bell dengan 4 pemain: Timur dalam permainan pertama [lalai: ai:medium]
cli-help-match-games = Bilangan permainan, 1 hingga 10000
cli-help-match-seed = Benih untuk pembukaan rawak dan pilihan pemain
cli-help-match-movetime = Masa fikir ai:hard setiap langkah, dalam milisaat, 10 hingga 600000 [lalai: 1000]
cli-help-match-nodes = ai:hard mencari bilangan nod ini bagi setiap langkah, bukan mengikut jam, 1 hingga 1000000000: permainannya sama di mana-mana mesin
cli-help-match-random-plies = Langkah rawak pada permulaan setiap pasangan permainan (setiap pusingan permainan Bell), supaya permainan berbeza, 0 hingga 120
cli-help-match-sprt = Permainan ka: berhenti sebaik sahaja ujian berjujukan antara "pemain pertama lebih kuat sebanyak ELO0" dan "lebih kuat sebanyak ELO1" diputuskan (--games ialah bilangan maksimum); cth. --sprt 0,10
cli-help-match-concurrency = Pasangan permainan (pusingan permainan Bell) yang dimainkan serentak, 1 hingga 64, setiap satu pada bebenangnya sendiri dengan program enjinnya sendiri (dengan --threads 1, satu bagi setiap teras mengukur kekuatan satu bebenang paling cepat)
cli-help-match-alpha = Peluang ujian menerima ELO1 apabila ELO0 benar, 0.001 hingga 0.2
cli-help-match-beta = Peluang ujian menerima ELO0 apabila ELO1 benar, 0.001 hingga 0.2
cli-help-completions = Cetak skrip pelengkapan cengkerang (bash, zsh, fish, elvish, powershell)
cli-help-completions-shell = Cengkerang
cli-help-manpage = Cetak halaman manual (roff) untuk man: pasang manpage > ~/.local/share/man/man1/pasang.1
cli-usage-heading = Penggunaan:
cli-options-heading = Pilihan
cli-arguments-heading = Hujah
cli-commands-heading = Perintah
cli-help-flag = Cetak bantuan
cli-help-flag-more = Cetak bantuan (lihat lebih lanjut dengan '--help')
cli-help-flag-summary = Cetak bantuan (lihat ringkasan dengan '-h')
cli-version-flag = Cetak versi
cli-help-help-command = Cetak mesej ini atau bantuan subperintah yang diberi
cli-possible-values = [nilai: { $values }]
cli-possible-values-heading = Nilai yang dibenarkan:
man-name = NAMA
man-synopsis = SINOPSIS
man-description = KETERANGAN
man-options = PILIHAN
man-examples = CONTOH
man-version = VERSI
man-keys = KEKUNCI
man-files = FAIL
man-environment = PERSEKITARAN
man-shared-options = Juga pilihan bermain, seperti di atas: { $options }
man-keys-intro = Dalam permainan, ? memaparkan kekunci skrin semasa. Kekunci utama:
man-keys-ka = Papan permainan ka
man-keys-bell = Papan permainan Bell
man-keys-replay = Ulang tayang (pasang replay)
man-keys-review = Ulasan permainan yang tamat (v)
man-files-data = Direktori data: permainan, kemajuan dan pelayan. --data-dir DIR atau { $env } meletakkannya di tempat lain; jika tiada, direktori itu ialah $XDG_DATA_HOME/pasang pada Linux (~/Library/Application Support/pasang pada macOS, %APPDATA%\pasang pada Windows).
man-files-games = Simpanan automatik setiap permainan, dinamakan mengikut masa permainan itu bermula (UTC), ditulis selepas setiap langkah; s dalam permainan menulis salinan di sebelahnya sebagai pasang-YYYYMMDD-HHMMSS.ron. pasang games menyenaraikannya; --resume menyambung salah satu daripadanya.
man-files-progress = Pelajaran yang selesai dan teka-teki yang diselesaikan, dengan penarafan teka-teki.
man-files-server = Pemain, penarafan, permainan yang tamat dan kejohanan pasang serve, dalam satu pangkalan data SQLite.
man-files-host-key = Kunci hos SSH bagi pasang serve dan bagi permainan dengan pemain yang menyertai melalui SSH (--north remote), dibuat kali pertama kunci itu diperlukan.
man-files-settings = Tetapan (S dalam permainan): dalam $XDG_CONFIG_HOME/pasang pada Linux (~/Library/Application Support/pasang pada macOS, %APPDATA%\pasang pada Windows). Fail ini boleh disunting sendiri: permainan hanya menulis semula nilai yang ditukar dan mengekalkan komen.
man-files-setup = Susunan anda sendiri (RON), dimainkan dengan --setup; pasang check menyemaknya dan memaparkannya.
man-env-data-dir = Direktori data, jika --data-dir tidak diberikan (lihat FAIL).
man-env-no-color = Jika ditetapkan dan tidak kosong: tiada warna; buah hitam dan putih dibezakan melalui bentuknya.
man-env-locale = Bahasa, jika --lang dan tetapan tidak memilih bahasa: yang pertama antaranya yang ditetapkan dan tidak kosong menentukannya; ms (seperti ms_BN.UTF-8 atau ms_MY) ialah Bahasa Melayu, yang lain bahasa Inggeris.
cli-default = [lalai: { $value }]
# Placeholders of values in --help and errors: <FAIL>, [PILIHAN], <PERINTAH>
cli-options-placeholder = PILIHAN
cli-command-placeholder = PERINTAH
cli-value-addr-port = ALAMAT:PORT
cli-value-alpha = ALFA
cli-value-beta = BETA
cli-value-captures = MAKAN
cli-value-centre = LUBANG_TENGAH
cli-value-concurrency = SERENTAK
cli-value-count = BILANGAN
cli-value-depth = KEDALAMAN
cli-value-dir = DIREKTORI
cli-value-duration = TEMPOH
cli-value-elo0-elo1 = ELO0,ELO1
cli-value-file = FAIL
cli-value-file-ron = FAIL.ron
cli-value-key = KUNCI
cli-value-first = PERTAMA
cli-value-first-id = ID_PERTAMA
cli-value-game = PERMAINAN
cli-value-games = BILANGAN_PERMAINAN
cli-value-host = HOS
cli-value-id = ID
cli-value-ka = KA
cli-value-lang = BAHASA
cli-value-lesson = PELAJARAN
cli-value-m-s = M+S
cli-value-max-moves = MAKS_LANGKAH
cli-value-max-stones = MAKS_BUAH
cli-value-moves = LANGKAH
cli-value-ms = MS
cli-value-n = N
cli-value-n-file = N|FAIL
cli-value-nodes = NOD
cli-value-north = UTARA
cli-value-opening = PEMBUKAAN
cli-value-path = LALUAN_FAIL
cli-value-pattern = CORAK
cli-value-player = PEMAIN
cli-value-players = BILANGAN_PEMAIN
cli-value-random-plies = LANGKAH_RAWAK
cli-value-rounds = PUSINGAN
cli-value-rules = PERATURAN
cli-value-search-depth = KEDALAMAN_CARIAN
cli-value-second-column = LAJUR_KEDUA
cli-value-seconds = SAAT
cli-value-seed = BENIH
cli-value-shell = CENGKERANG
cli-value-solve-nodes = NOD_PENYELESAIAN
cli-value-south = SELATAN
clap-error = ralat:
clap-tip = cadangan:
clap-more-information = Untuk maklumat lanjut, cuba '--help'.
clap-unknown-argument = hujah '{ $arg }' tidak dikenali
clap-tip-similar-arg = ada hujah yang serupa: { $arg }
clap-unknown-subcommand = subperintah '{ $subcommand }' tidak dikenali
clap-tip-similar-subcommand = ada subperintah yang serupa: { $subcommand }
clap-missing-value = '{ $arg }' memerlukan nilai, tetapi tiada nilai diberikan
clap-invalid-value = nilai '{ $value }' tidak sah untuk '{ $arg }'
clap-tip-similar-value = ada nilai yang serupa: { $value }
clap-value-validation = nilai '{ $value }' tidak sah untuk '{ $arg }': { $reason }
clap-missing-argument =
    hujah yang diperlukan tidak diberi:
    {"  "}{ $args }
clap-conflict = hujah '{ $arg }' tidak boleh digunakan bersama '{ $other }'
clap-too-many-values = nilai '{ $value }' untuk '{ $arg }' berlebihan; tiada nilai lain diperlukan
clap-wrong-number-of-values = '{ $arg }' diberi bilangan nilai yang salah
clap-no-equals = tanda sama diperlukan untuk memberi nilai kepada '{ $arg }'
cli-no-such-language = tiada bahasa itu; yang ada ialah { $languages }
clap-subcommand-conflict = subperintah '{ $subcommand }' tidak boleh digunakan bersama '{ $other }'

## files: files, setups and records (helper cli)

setup-missing-ka = lubang tengah f6
setup-missing-bell = titik yang tiada e5–g7
setup-text = susunan { $error }
setup-row-count = susunan ini ada { $found } baris; sepatutnya 11 (baris papan 11 dahulu)
setup-row-length = baris { $row } (baris papan { $rank }) ada { $found } titik; setiap baris mesti ada 11
setup-bad-character = baris { $row }, titik { $point }: '{ $found }' bukan buah; guna 'b' (hitam), 'w' (putih), atau '.' untuk { $missing }
setup-empty-point = baris { $row }, titik { $point }: hanya { $missing } boleh kosong; letakkan buah di sini
setup-stone-on-centre = baris { $row }, titik { $point }: lubang tengah mesti kosong ('.'), tetapi ada buah { $colour }
setup-stone-on-missing = baris { $row }, titik { $point }: buah { $colour } di lubang tengah; tulis '.' di situ
setup-asymmetric = tidak simetri apabila dipusingkan 180°: { $point } (baris teks { $row }) { $stone } tetapi pasangannya { $partner } (baris teks { $partner_row }) { $partner_stone }
setup-colour-count = susunan ini ada { $black } buah hitam dan { $white } buah putih; sepatutnya { $each } bagi setiap warna
text-empty = kosong
text-too-large = lebih besar daripada { $limit } bait, jauh lebih besar daripada sepatutnya
text-not-utf8 = bukan teks UTF-8 (bait tidak sah di ofset { $offset })
text-not-ron = bukan RON yang sah: baris { $line }, lajur { $column }: { $problem }
ron-end-of-text = teks berakhir di tengah-tengah satu nilai
ron-expected-char = sepatutnya ada `{ $char }` di sini
ron-expected-string = sepatutnya ada rentetan dalam tanda petik berganda
ron-expected-integer = sepatutnya ada nombor bulat
ron-expected-number = sepatutnya ada nombor
ron-expected-boolean = sepatutnya ada true atau false
ron-expected-name = sepatutnya ada nama
ron-expected-option = sepatutnya ada Some(…) atau None
ron-unexpected-char = aksara `{ $char }` tidak sepatutnya di sini
ron-trailing-text = masih ada teks selepas nilai itu berakhir
ron-unknown-field = tiada medan `{ $found }` di sini (medannya: { $expected })
ron-missing-field = medan `{ $field }` tiada
ron-duplicate-field = medan `{ $field }` diberi dua kali
ron-unknown-name = `{ $found }` bukan salah satu daripada: { $expected }
ron-out-of-range = nombor itu terlalu besar atau terlalu kecil untuk medannya
ron-unclosed-comment = ada komen yang tidak ditutup
ron-expected-char-value = sepatutnya ada satu aksara dalam tanda petik tunggal
ron-expected-bytes = sepatutnya ada rentetan bait, b"…"
ron-expected-unit = sepatutnya ada ()
ron-struct-name = nama `{ $found }` tidak diperlukan di sini; nilai ini ditulis dalam kurungan (…) sahaja
ron-bad-number = nombor tidak ditulis dengan betul
ron-bad-escape = rentetan mengandungi urutan garis condong terbalik yang tidak sah
ron-unknown-extension = `{ $found }` bukan sambungan RON
ron-bad-attribute = atribut #![…] tidak ditulis dengan betul
ron-wrong-kind = nilai ini bukan jenis yang diterima di tempatnya
ron-wrong-length = { $found } item bukan bilangan yang diterima di sini
ron-bad-name = `{ $found }` tidak ditulis seperti nama
ron-too-deep = nilai bersarang terlalu dalam
ron-unreadable = nilai ini tidak dapat dibaca di sini
record-end-cleared = papan dikosongkan
record-end-series = siri pusingan
record-end-suntuk = suntuk
record-result-win = { $player } menang { $score } ({ $how })
record-result-draw = seri { $score } ({ $how })
bell-result-win = { $player } menang { $score }
bell-result-shared = kemenangan dikongsi, { $score }
game-name-ka = permainan ka
game-name-bell = permainan Bell
record-text = rekod { $error }
record-version = rekod ini dalam versi format { $found }; program ini membaca versi 1 hingga { $latest }
record-setup = susunan rekod: { $error }
record-players = pemain rekod: { $error }
record-seat = tempat duduk rekod: { $game } tiada tempat { $seat }, atau ia disebut dua kali
record-ended = rekod menyatakan permainan tamat ({ $ended }), tetapi langkah-langkahnya sudah menamatkannya atau tempat duduk itu tiada dalam permainan
ended-resigned = { $player } menyerah kalah
ended-agreed = seri dengan persetujuan
ended-out-of-time = { $player } kalah kerana masanya habis
ended-absent = { $player } tidak hadir, lalu kalah
ended-neither-came = kedua-dua pemain tidak datang: dikira seri
ended-aborted = { $player } membatalkan permainan sebelum semua pemain melangkah: tidak dikira untuk sesiapa
record-other-game = rekod ini bagi { $found }, bukan bagi { $expected }
record-in-progress = permainan sedang berjalan
record-wrong-result = rekod menyatakan '{ $claimed }', tetapi langkah-langkahnya menghasilkan '{ $actual }'
file-stdin = input standard
io-not-found = tiada fail atau direktori itu
io-permission-denied = kebenaran ditolak
io-is-a-directory = ialah direktori, bukan fail
io-not-a-directory = sebahagian laluan fail bukan direktori
io-read-only = sistem fail hanya boleh dibaca
io-disk-full = cakera penuh
io-quota = kuota cakera sudah habis
io-too-large = fail itu akan melebihi saiz yang dibenarkan oleh sistem ini
io-invalid-path = laluan fail tidak sah
io-already-exists = fail dengan nama itu sudah ada
io-address-in-use = alamat itu sedang digunakan oleh program lain
io-address-unavailable = alamat itu tiada pada mesin ini
io-connection-refused = sambungan ditolak
io-connection-lost = sambungan terputus
io-timed-out = tiada jawapan dalam masa yang ditetapkan
io-out-of-memory = memori tidak mencukupi
io-unsupported = sistem ini tidak menyokongnya
io-other = sistem pengendalian melaporkan: { $detail }
file-kind-directory = direktori
file-kind-pipe = paip bernama (FIFO)
file-kind-socket = soket
file-kind-char-device = peranti aksara
file-kind-block-device = peranti blok
file-kind-other = fail khas
file-problem = { $path }: { $problem }
file-is-pipe = { $path }: ialah paip bernama (FIFO), bukan fail; untuk membaca dari paip, beri - dan hantar ke input standard
file-not-regular = { $path }: ialah { $kind }, bukan fail
file-names-taken = { $path }: nama ini dan { $numbered } nama bernombor sudah digunakan; pindahkan beberapa fail
file-not-a-folder = { $path }: ialah fail, bukan folder
file-in-use = { $path }: permainan ini sedang dibuka dalam pasang lain, yang menyimpannya; ia tidak diusik
skipped-open-elsewhere = { $path }: terbuka dalam pasang lain
resume-nothing = { $folder }: belum ada permainan tersimpan untuk disambung di sini
resume-all-over = { $folder }: semua permainan tersimpan sudah tamat ({ $over }); `pasang games` menyenaraikannya dan `pasang --resume N` membuka satu untuk dilihat semula
resume-none-usable = tiada permainan dalam { $folder } yang boleh disambung: { $skipped }
resume-no-such-number = tiada permainan { $number }: { $folder } ada { $count } permainan tersimpan; `pasang games` menyenaraikannya
resume-not-in-store = { $path } bukan permainan dalam { $folder }; untuk memainkannya, guna `pasang --load { $path }`
resume-open-elsewhere = { $path } sedang dibuka dalam pasang lain; tontonnya dengan `pasang replay { $path }`, atau mainkan salinannya dengan `pasang --load { $path }`
launch-game-mismatch = { $path }: rekod ini bagi { $recorded }, bukan bagi { $given } seperti yang diminta
launch-setup-mismatch = { $path }: rekod ini dimainkan pada susunan '{ $recorded }', yang berlainan daripada susunan yang diberikan ('{ $given }')
launch-rules-mismatch = { $path }: rekod ini dimainkan dengan peraturan '{ $recorded }', bukan '{ $given }' yang diberikan
launch-cannot-resume = tidak dapat menyambung: { $error }
launch-no-data-dir = tidak dapat menyambung: tiada direktori data diketahui; tetapkan { $variable } atau guna --data-dir
autosave-off-no-dir = simpan automatik dimatikan: tiada direktori data diketahui
autosave-off = simpan automatik dimatikan: { $error }
notice-resumed = Disambung: { $path }
notice-loaded = Dibuka: { $path }
notice-skipped = dilangkau { $skipped }
no-name = (tiada nama)
summary-ka = { $setup }, peraturan { $rules }
summary-bell = permainan Bell, { $setup }, { $rules }
summary-player = { $player } ({ $seat })
summary-with-players = { $summary }, { $players }
summary-versus = { $rest } lawan { $next }
summary-moves = { $summary }, { $moves } { $unit ->
    [turn] giliran
   *[move] langkah
}; { $scores }
summary-over = { $summary }; tamat: { $outcome }
summary-to-move = { $summary }; giliran { $player }
games-none = Belum ada permainan tersimpan dalam { $folder }.
games-heading = Permainan tersimpan dalam { $folder }, yang terbaru dahulu:
games-pruned = { $count ->
    [0] Tiada permainan tersimpan tanpa langkah untuk dipadam.
   *[other] { $count } permainan tersimpan tanpa langkah telah dipadam.
}
cli-games-open-elsewhere = (terbuka dalam pasang lain)
games-cannot-resume = tidak dapat disambung: { $error }
games-how-to-resume = Sambung satu dengan `pasang --resume N` (N dari senarai ini) atau `pasang --resume FAIL`.
no-such-seat = --{ $flag } menyebut tempat duduk yang tiada dalam permainan ini: permainan ini dimainkan oleh { $players }
settings-file-error = { $error }; tetapan diabaikan
settings-text-error = { $path }: fail tetapan { $error }; ia diabaikan
settings-server-error = pelayan tidak dapat menyimpan tetapan anda
settings-value-ignored = { $path }: tetapan { $name } '{ $value }' tidak dikenali oleh pasang ini; ia diabaikan

## check: pasang check (helper cli)

check-ka-record = { $path }: rekod permainan yang sah: susunan '{ $setup }', peraturan { $rules }, { $moves } langkah
check-ka-to-move = Selatan { $south }, Utara { $north }; giliran { $player } ({ $phase })
check-ka-setup = { $path }: susunan yang sah: '{ $name }'
check-stones = { $black } hitam, { $white } putih ({ $points } mata); simetri apabila dipusingkan setengah pusingan
check-bell-setup = { $path }: susunan permainan Bell yang sah: '{ $name }'
check-bell-record = { $path }: rekod permainan Bell yang sah: susunan '{ $setup }', { $rules }, { $moves } giliran

## match: pasang match, perft and bench (helper cli)

interrupted-perft = dihentikan selepas { $seconds } s: perft { $depth } sudah mengira { $counted } urutan, { $done } daripada { $first_moves } langkah pertama selesai
bench-part-perft = perft { $depth }
bench-part-random-games = permainan rawak
bench-part-frames = bingkai terminal
bench-part-search = carian kedudukan { $position } daripada { $positions }
interrupted-bench = dihentikan selepas { $seconds } s, semasa { $during }
interrupted-match = dihentikan selepas { $seconds } s: { $played } daripada { $games } permainan dimainkan; jumlahnya bagi permainan itu sahaja
match-human = perlawanan hanya antara pemain komputer (`ai:TAHAP`), tetapi { $player } ialah pemain manusia
match-no-hard-player = `--{ $flag }` menetapkan cara `ai:hard` berfikir, tetapi tiada pemain `ai:hard`
match-engine-for-bell = --south-engine dan --north-engine hanya untuk perlawanan permainan ka; permainan Bell menerima pemain `ai:TAHAP`
match-sprt-for-bell = --sprt mengukur dua pemain melalui pasangan permainan, iaitu perlawanan permainan ka; permainan Bell melaporkan kemenangan dan mata bagi setiap pemain
engine-start = enjin { $path } tidak dapat dimulakan: { $error }
engine-ended = enjin { $path } berhenti sebelum menjawab
engine-silent = enjin { $path } tidak menjawab dalam { $seconds } s
engine-refused = enjin { $path } menjawab '{ $line }', bukan langkah
engine-illegal = enjin { $path } memainkan { $line }, yang tidak sah di situ
match-bell-wins = { $player } menang
match-bell-shared = dikongsi oleh { $players }
match-bell-line = permainan { $game }/{ $games }: { $table }: { $result } | menang: { $wins }
match-bell-summary = { $games } permainan, { $players } pemain: { $names }; tempat duduk beralih selepas setiap permainan
match-bell-row = menang { $wins } ({ $percent }%)  kongsi { $shared }  kalah { $losses }  purata mata { $points }  fikir purata { $think } ms, maks { $longest } ms
match-line = permainan { $game }/{ $games }: { $first } { $first_side } lawan { $second } { $second_side }: { $outcome } | { $first } { $first_wins }, { $second } { $second_wins }, seri { $draws }
match-summary = { $games } permainan, { $first } lawan { $second }
match-row = menang { $wins }  kalah { $losses }  seri { $draws }  menang suntuk { $suntuk }  purata mata { $points }  skor { $score }%  fikir purata { $think } ms, maks { $longest } ms
match-elo-interval = { $elo } ± { $margin } (95%)
match-elo-at-least = { $elo }, sekurang-kurangnya { $low } (95%)
match-elo-at-most = { $elo }, selebih-lebihnya { $high } (95%)
match-elo-all-pairs = Elo { $first } berbanding { $second }: tiada angka terhingga, kerana { $winner } memenangi { $pairs ->
    [one] satu-satunya pasangan permainan
   *[other] kesemua { $pairs } pasangan permainan
}
match-elo = Elo { $first } berbanding { $second }: { $interval }, daripada { $pairs } pasangan permainan
match-sprt-h1 = H1 diterima: kemungkinan { $first } lebih kuat sebanyak { $elo } Elo jauh lebih tinggi daripada { $elo0 } Elo (anggaran di atas menunjukkan sebanyak mana)
match-sprt-h0 = H0 diterima: kemungkinan { $first } lebih kuat sebanyak { $elo0 } Elo jauh lebih tinggi daripada { $elo } Elo (anggaran di atas menunjukkan sebanyak mana)
match-sprt-open = belum diputuskan
match-sprt-too-few = belum diputuskan: ujian membuat keputusan mulai { $min } pasangan
match-sprt-bounds = had { $lower }, { $upper }
perft-status = perft { $depth }: { $counted } urutan setakat ini, { $done } daripada { $first_moves } langkah pertama selesai
perft-total = jumlah { $total }
match-no-rounds = --rounds: perlawanan memainkan permainan tunggal dan mengiranya; siri pusingan dimainkan dengan pasang --rounds
match-status = permainan { $game }/{ $games }: { $plies } langkah dimainkan; { $seconds } s setakat ini
bench-ka-heading = peraturan: { $rules }, susunan: { $setup }
bench-bell-heading = permainan Bell: { $rules }, susunan: { $setup }
bench-perft = perft { $depth }: { $nodes } nod dalam { $seconds } s = { $rate } juta nod/s
bench-cut = {" "}(dipotong oleh --seconds)
bench-not-run = perft { $depths }: tidak dijalankan, --seconds sudah habis
bench-random-games = permainan rawak: { $count } dalam { $seconds } s = { $rate } permainan/s ({ $moves } langkah setiap permainan)
bench-bell-random-games = permainan rawak, lompatan demi lompatan: { $count } dalam { $seconds } s = { $rate } permainan/s ({ $moves } langkah, { $choices } pilihan setiap permainan)
bench-search = carian: { $nodes } nod hingga kedalaman { $depth } dalam { $seconds } s = { $rate } juta nod/s
bench-search-threads = carian dengan { $threads } bebenang: carian yang sama hingga kedalaman { $depth } dalam { $seconds } s, { $speedup } kali ganda kelajuan satu bebenang
bench-search-cut = {" "}(dipotong oleh --seconds: { $searched } daripada { $positions } kedudukan dicari sepenuhnya)
bench-search-status = carian: kedudukan { $position } daripada { $positions } hingga kedalaman { $depth }
bench-frames = bingkai terminal: { $count } pada 100×32 dalam { $seconds } s = { $micros } µs sebingkai

## rules: the games' words and the reasons a move is illegal (helper cli)

seat-south = Selatan
seat-west = Barat
seat-north = Utara
seat-east = Timur
seat-initial-south = S
seat-initial-west = B
seat-initial-north = U
seat-initial-east = T
list-and = { $rest } dan { $last }
list-comma = { $rest }, { $next }
stone-black = hitam
stone-white = putih
ka-phase-column = makan lajur
ka-phase-entry = ka masuk
ka-phase-moves = ka bergerak
ka-outcome-draw = seri, { $south }–{ $north }
ka-outcome-win = { $player } menang { $south }–{ $north } (Selatan–Utara)
ka-outcome-suntuk = { $player } menang secara suntuk, dicatat 120–0 ({ $other } tidak dapat makan; mata yang diperoleh { $south }–{ $north })
ka-outcome-series-win = { $player } memenangi siri, pusingan { $won_s }–{ $won_n }, mata { $south }–{ $north } (Selatan–Utara)
ka-outcome-series-draw = siri seri, pusingan { $won_s }–{ $won_n }, mata { $south }–{ $north }
ka-line-north = utara
ka-line-south = selatan
ka-line-east = timur
ka-line-west = barat
ka-line-north-south = utara dan selatan
ka-line-east-west = timur dan barat
ka-illegal-move = { $mv } tidak sah: { $reason }
ka-illegal-game-over = permainan sudah tamat
ka-illegal-column-expected = dua langkah pertama mengambil lajur; tulis hurufnya, contohnya c
ka-illegal-columns-taken = kedua-dua lajur sudah diambil; gerakkan ka
ka-illegal-empty-column = { $player } tiada buah di lajur { $file } dalam separuh papannya
ka-illegal-not-on-passage = ka masuk ke laluan { $player }, lajur { $passage }, dalam separuh papan { $player } (baris { $ranks })
ka-illegal-not-along-rank = ka masuk di sepanjang barisnya sendiri: { $from } dan { $to } berlainan baris
ka-illegal-occupied = { $to } sudah berisi
ka-illegal-no-stone = tiada buah di { $from } untuk dijadikan ka
ka-entry-how-slide = menggelongsor masuk dari lajur di sebelah laluan
ka-entry-how-jump = melompat masuk dari jarak dua lajur
ka-entry-how-either = menggelongsor masuk dari lajur sebelah atau melompat masuk dari jarak dua lajur
ka-illegal-entry-distance = dengan peraturan ka masuk { $rule }, ka { $how }
ka-illegal-jump-over-empty = ka yang melompat memerlukan buah untuk dilompati, tetapi { $over } kosong
ka-illegal-not-your-ka = ka { $player } di { $ka }, bukan di { $from }
ka-illegal-not-straight = ka bergerak sepanjang baris atau lajur; { $from } dan { $to } tidak sebaris dan tidak selajur
ka-illegal-no-move = ka mesti bergerak
ka-illegal-blocked = jalan dari { $from } ke { $to } terhalang di { $at }
ka-illegal-centre = lubang tengah f6 bukan titik: ka tidak boleh berhenti di situ atau melaluinya
ka-illegal-axis-rank = selepas bergerak di sepanjang baris, ka makan di sepanjang lajur (N, S atau NS)
ka-illegal-axis-file = selepas bergerak di sepanjang lajur, ka makan di sepanjang baris (E, W atau EW)
ka-line-even-whole = barisan { $line } melalui { $at } ada { $n } buah { $colour } (genap); hanya barisan ganjil boleh dimakan
ka-line-not-one = buah di sebelah { $line } { $at } bukan satu barisan: warnanya lain atau satu sisi kosong; makan sisi { $up } atau { $down }
ka-line-no-stones-blocks = tiada buah di sebelah { $line } { $at } sebelum tepi papan, ka lawan atau lubang tengah
ka-line-no-stones-open = tiada buah di sebelah { $line } { $at } sebelum tepi papan atau ka lawan
ka-line-only-whole = buah { $colour } di sebelah { $line } { $at } ialah satu barisan; makan semuanya ({ $both })
ka-line-even-side = barisan di sebelah { $line } { $at } ada { $n } buah { $colour } (genap); hanya barisan ganjil boleh dimakan
ka-line-part-too-many = hanya ada { $has } buah di sebelah { $line } { $at }, bukan { $asked }
ka-line-part-even = buah yang dimakan mesti ganjil bilangannya; bahagian barisan melalui { $at } ini ada { $taken }
ka-line-part-whole = itulah seluruh barisan melalui { $at }: tulis { $line } tanpa bilangan
ka-line-part-sides = bilangan buah yang dimakan dari { $at } tidak sepadan dengan sisi yang disebut dalam { $line }
ka-illegal-whole-lines-only = peraturan ini hanya membenarkan makan seluruh barisan; untuk makan sebahagian, pilih Makan: sebahagian di skrin permainan baharu (`--captures partial`) atau peraturan tradisional
ka-ban-quadrant-east = { $first } mengambil { $taken }; { $second } mesti memilih lajur g hingga k, di sukuan yang bertentangan secara pepenjuru
ka-ban-quadrant-west = { $first } mengambil { $taken }; { $second } mesti memilih lajur a hingga e, di sukuan yang bertentangan secara pepenjuru
ka-ban-middle = { $first } mengambil f, jadi { $second } boleh mengambil mana-mana lajur kecuali f
ka-ban-mirror = { $second } tidak boleh meniru { $first }: { $file } ialah cerminan lajur { $taken } { $first }
ka-move-unreadable = langkah '{ $text }' tidak dapat dibaca: { $fault }
syntax-empty = ia kosong
ka-syntax-not-a-file = lajur ditulis dengan hurufnya, a hingga k
ka-syntax-no-dash = sepatutnya huruf lajur (c) atau DARI-KExBARISAN (d3-c3xN)
ka-syntax-no-capture = sepatutnya ada 'x' dan barisan selepas titik tuju, contohnya d3-c3xN
syntax-bad-from = titik mula bukan titik dari a1 hingga k11
ka-syntax-bad-to = titik tuju bukan titik dari a1 hingga k11
ka-syntax-bad-line = barisan mesti salah satu daripada N, S, E, W, NS, EW
ka-syntax-bad-count = bilangan buah ditulis sebagai nombor 1 hingga 10 selepas N, S, E atau W, sekali bagi setiap sisi, contohnya N3 atau E1W2
ka-diagram-rows = { $found } baris, sepatutnya 11
ka-diagram-row-length = baris { $row } ada { $found } titik, sepatutnya 11
ka-diagram-centre = lubang tengah f6 mesti '.'
ka-diagram-character = { $point }: aksara '{ $found }' tidak dikenali
ka-diagram-missing-ka = kedua-dua ka, S (Selatan) dan N (Utara), mesti ada di papan; tulis N untuk ka Utara
ka-diagram-second-ka = { $point }: ka kedua bagi { $player }
ka-unknown-choice = nilai { $option } '{ $found }' tidak dikenali (sepatutnya salah satu daripada: { $expected })
ka-bad-rounds = satu siri ada 1 hingga { $most } pusingan, bukan '{ $found }'
ka-no-such-player = permainan ka tiada pemain di tempat duduk { $seat }
move-at = langkah { $number } ('{ $text }'): { $error }
bell-outcome-win = { $player } menang { $scores } ({ $seats })
bell-outcome-shared = { $players } berkongsi kemenangan, { $scores } ({ $seats })
bell-illegal-game-over = permainan sudah tamat: tiada buah dapat melompat
bell-illegal-removal-first = permainan dibuka dengan membuang satu buah, contohnya xa1
bell-illegal-opening-played = buah pembukaan sudah diambil; sekarang buah melompat
bell-illegal-not-corner = { $point } bukan penjuru; pembukaan mengambil buah di { $points }
bell-illegal-not-inner = { $point } bukan penjuru lubang tengah; pembukaan mengambil buah di { $points }
bell-illegal-missing-point = { $point } berada di lubang tengah (e5–g7)
bell-illegal-no-stone = tiada buah di { $from }
bell-hop = { $hop ->
    [1] pertama
    [2] kedua
    [3] ketiga
    [4] keempat
    [5] kelima
    [6] keenam
    [7] ketujuh
   *[other] berikutnya
}
bell-illegal-not-a-hop = lompatan { bell-hop } ({ $from } ke { $to }) tidak melompati satu titik sepanjang baris, lajur atau pepenjuru bertanda
bell-illegal-nothing-to-jump = lompatan { bell-hop } tiada buah untuk dilompati di { $over }
bell-illegal-jumps-waiting = lompatan { bell-hop } melompati { $over } sekali lagi; buah itu menanti untuk dimakan
bell-illegal-occupied = lompatan { bell-hop } mendarat di { $to }, yang sudah berisi
bell-syntax-bad-removal = buang ditulis x dan satu titik, contohnya xa1
bell-syntax-bad-landing = titik mendarat { $landing } bukan titik dari a1 hingga k11
bell-syntax-no-hop = sepatutnya ada titik mula dan titik-titik mendaratnya, contohnya c5-c7 atau d8-b10-b8
bell-syntax-too-many-hops = { $found } lompatan; satu giliran paling banyak 7
bell-move-unreadable = '{ $text }' bukan langkah: { $fault }
standing-over = tamat: { $outcome }
seat-points = { $seat } { $points }
standing = { $points }; giliran { $player }
standing-opening = { $points }; giliran { $player } (pembukaan: ambil satu buah dari { $opening })
option-second-column-diagonal = pemain kedua mengambil lajur dari sukuan yang bertentangan secara pepenjuru dengan lajur pemain pertama (kecuali f jika f telah diambil)
option-second-column-free = pemain kedua mengambil mana-mana lajur kecuali cerminan lajur pemain pertama
option-ka-slide = ka menggelongsor masuk dari lajur di sebelah laluan
option-ka-jump = ka melompat masuk melepasi satu buah dari jarak dua lajur
option-ka-either = ka boleh menggelongsor masuk atau melompat masuk
option-centre-blocks = barisan makan berhenti di lubang tengah
option-centre-open = barisan makan melepasi lubang tengah seperti titik kosong
option-rules-classic = lajur kedua pepenjuru, ka masuk menggelongsor, lubang tengah menghalang barisan
option-rules-marbles = edisi guli: lajur kedua bebas, ka masuk menggelongsor atau melompat, lubang tengah terbuka
option-rules-traditional = peraturan klasik dengan makan sebahagian, seperti permainan tradisional
option-captures-whole = setiap kali makan, seluruh barisan dimakan
option-captures-partial = makan seluruh barisan, atau bilangan ganjil buahnya yang paling hampir dengan ka
option-first-south = Selatan mengambil lajur pertama dan bergerak dahulu
option-first-north = Utara mengambil lajur pertama dan bergerak dahulu
option-pattern-first = permainan ka: corak tradisional pertama
option-pattern-second = permainan ka: corak tradisional kedua (dibetulkan mengikut simetri)
option-game-ka = permainan ka Brunei, untuk dua orang: buka laluan, kemudian makan dengan ka
option-game-bell = permainan lompat-makan Bell, untuk 2 hingga 4 orang: mana-mana buah melompat, buah dimakan dalam bilangan ganjil
option-opening-corner = pemain pertama mengambil satu buah dari penjuru: a1, k1, a11 atau k11
option-opening-inner = pemain pertama mengambil satu buah di sebelah lubang tengah: d4, h4, d8 atau h8 (Lhôte)
option-pattern-checker = permainan Bell: papan catur, hitam di penjuru
option-pattern-quarters = permainan Bell: dua suku hitam dan dua suku putih
option-pattern-rings = permainan Bell: gelang di sekeliling lubang tengah, hitam dan putih
option-not-for-ka = { $option } bukan pilihan permainan ka; ia untuk permainan Bell (--game bell)
option-not-for-bell = { $option } bukan pilihan permainan Bell, yang menerima `--players`, `--opening`, `--pattern checker|quarters|rings` atau `--setup`
label-second-column-diagonal = pepenjuru
label-second-column-free = bebas
label-ka-slide = gelongsor
label-ka-jump = lompat
label-ka-either = gelongsor atau lompat
label-centre-blocks = menghalang
label-centre-open = terbuka
label-captures-whole = seluruh barisan
label-captures-partial = sebahagian
label-first-south = Selatan
label-first-north = Utara
label-rules-classic = klasik
label-rules-marbles = guli
label-rules-traditional = tradisional
label-pattern-first = pertama
label-pattern-second = kedua
label-pattern-checker = papan catur
label-pattern-quarters = suku
label-pattern-rings = gelang
label-opening-corner = penjuru
label-opening-inner = dalam
label-rules-custom = lajur kedua { $second }, ka masuk { $entry }, lubang tengah { $centre }
label-rules-captures = { $rules }, makan { $captures }
label-rules-first = { $rules }, { $first } dahulu
label-rules-rounds = { $rules }, { $rounds } pusingan
label-bell-rules = { $players } pemain, pembukaan { $opening }
player-human = pemain manusia
player-computer = AI { $level ->
    [random] rawak
    [easy] mudah
    [medium] sederhana
   *[hard] sukar
}
unknown-player = pemain '{ $player }' tidak dikenali: sepatutnya `human`, `ai:random`, `ai:easy`, `ai:medium` atau `ai:hard`
unknown-seat-player = pemain '{ $player }' tidak dikenali: sepatutnya `human`, `remote`, `ai:random`, `ai:easy`, `ai:medium` atau `ai:hard`
number-not-a-number = '{ $text }' bukan nombor
number-out-of-range = { $text } di luar julat { $min } hingga { $max }
duration-not-a-duration = '{ $text }' bukan tempoh masa: tulis nombor dan unitnya, contohnya 90s, 5m atau 1h 30m
duration-out-of-range = '{ $text }' tidak antara { $min } hingga { $max }
number-not-whole = '{ $text }' bukan nombor bulat dari 0 hingga { $max }
clock-not-a-number = jam ditulis MINIT+SAAT, contohnya 5+3 atau 0.5+2
clock-negative = minit dan saat jam tidak boleh kurang daripada sifar
clock-zero = jam perlu bermula dengan beberapa minit
clock-too-large = jam paling banyak { $minutes } minit dan { $seconds } saat setiap langkah
sprt-not-a-pair = '{ $text }' bukan dua perbezaan Elo yang disambung dengan koma, contohnya 0,10
sprt-not-increasing = Elo pertama ({ $elo0 }) mesti lebih rendah daripada yang kedua ({ $elo1 })

## tui: the terminal game, both games (helper tui)

tui-level = { $level ->
    [random] rawak
    [easy] mudah
    [medium] sederhana
   *[hard] sukar
}
tui-stones-points = { $stones } buah, { $points } mata
tui-prompt = Langkah:
tui-too-small = Pasang memerlukan terminal yang lebih besar.
tui-too-small-size = Sekurang-kurangnya { $min_width }×{ $min_height } diperlukan; terminal ini { $width }×{ $height }.
tui-too-small-quit = Keluar daripada permainan yang belum tamat ini? y / n
tui-too-small-enlarge = Besarkan tetingkap, atau tekan q untuk keluar.

# Baris mesej: apa yang berlaku.
note-played = { $player } memainkan { $mv }: makan { $stones } buah, { $points } mata.
note-undone = { $after ->
    [0] { $mv } diundur; U membuatnya semula.
    [one] { $mv } dan balasannya diundur; U membuat kedua-duanya semula.
   *[other] { $mv } dan { $after } langkah selepasnya diundur; U membuat semuanya semula.
}
note-redone = { $mv } dibuat semula.
note-new-game = Permainan baharu. { $player } mula dahulu.
note-round-won = Pusingan { $round } milik { $player }, { $south }–{ $north }. { $next } makan buah terakhir dan memulakan pusingan { $next_round }.
note-round-suntuk = Pusingan { $round } milik { $player } secara suntuk, 120–0. { $player } memulakan pusingan { $next_round }.
note-round-drawn = Pusingan { $round } seri, { $south }–{ $north }. { $next } makan buah terakhir dan memulakan pusingan { $next_round }.
note-continued = Diteruskan dari langkah { $ply }; { $dropped } langkah selepasnya menunggu di U (buat semula).
note-suggested = Cadangan: { $mv }, makan { $stones } buah, { $points } mata. Enter memainkannya.
note-saved = Disimpan dalam { $path }; pasang --load membukanya semula.
note-save-failed = Tidak dapat menyimpan: { $error }
note-saving-off = Penyimpanan dimatikan dalam paparan ini.
note-not-this-file = Lajur { $file } tidak boleh diambil: { $reason }
note-entry-captures-nothing = ka dari { $from } tiada apa untuk dimakan di { $to }, sedangkan setiap langkah mesti makan
note-cannot-enter = { $from } tidak boleh menjadi ka { $player }: { $reason }. Pilih buah yang bertanda.
note-choose-the-stone = Pilih buah yang masuk: { $a } atau { $b }, bukan titik tempat ia tiba.
note-move-the-ka = Gerakkan ka: pilih titik bertanda yang boleh dicapainya dari { $ka }.
note-no-odd-line = tiada barisan ganjil untuk dimakan merentasi langkah ke situ
note-ka-cannot-go = Ka tidak boleh bergerak ke { $to }: { $reason }.
note-computer-turn = { $player } ialah komputer (AI { $level }): tunggu langkahnya, atau u untuk mengundur langkah anda.
note-replay-at = Kembali ke kedudukan selepas langkah { $n }.
note-replay-move = Langkah { $n }: { $player } memainkan { $mv }, makan { $stones } buah, { $points } mata.
refused-game-over = Permainan sudah tamat: n untuk permainan baharu, u untuk mengundur langkah.
refused-nothing-to-undo = Tiada langkah untuk diundur.
refused-nothing-of-yours = Tiada langkah anda untuk diundur: hanya komputer yang sudah melangkah.
refused-nothing-to-redo = Tiada langkah untuk dibuat semula.
refused-replay = Ini ulang tayang: → dan ← untuk melihat langkah demi langkah, q untuk keluar.
refused-in-the-past = Ini kedudukan lalu: Enter untuk meneruskan dari sini, End untuk kembali ke masa kini.

# Yang dikatakan oleh kedua-dua permainan; $unit: move (permainan ka) atau turn (permainan Bell).
told-hint-thinking = Sedang memikirkan { $unit ->
    [turn] giliran
   *[move] langkah
} untuk dicadangkan…
told-computer-to-move = Sekarang giliran komputer.
told-computer-lost = Komputer berhenti tanpa { $unit ->
    [turn] giliran
   *[move] langkah
}; ia akan mencuba lagi.
told-computer-failed = Komputer tidak dapat dimulakan: { $error }.
told-autosave-failed = Simpan automatik gagal: { $error }. Ia mencuba lagi pada setiap { $unit ->
    [turn] giliran
   *[move] langkah
}; ! di panel selagi gagal.
told-autosave-recovered = Simpan automatik berfungsi semula: permainan disimpan.
told-replay-first = Kedudukan pertama: → untuk maju.
told-replay-last = Kedudukan terakhir: ← untuk balik.
told-replay-start = Ulang tayang: → maju, ← balik, Home dan End melompat; q untuk keluar.
told-past = Pada { $unit ->
    [turn] giliran
   *[move] langkah
} { $ply }/{ $of }: PgUp/PgDn melangkah, { $shared ->
    [yes] End atau Enter kembali.
   *[no] End kembali, Enter teruskan dari sini.
}
told-present = Kembali ke masa kini.
told-welcome = Pemain baharu? ? bantuan · pasang learn: pelajaran · pasang puzzle: teka-teki
told-watchers = { $n } orang menonton
told-flipped = { $player } di bawah; f memusingkan papan semula. { told-flip-kept }
told-unflipped = { $player } di bawah; f memusingkan papan. { told-flip-kept }
told-flip-kept = { $kept ->
    [yes] Disimpan untuk permainan berikutnya.
   *[no] Untuk permainan ini sahaja: tiada fail tetapan.
}
told-no-saved-games = Tiada permainan tersimpan: tiada direktori data (lihat --data-dir).
told-games-unreadable = Permainan tersimpan tidak dapat disenaraikan: { $error }.

# Baris panel untuk pemain yang tiba gilirannya.
hint-thinking = { $player } (AI { $level }) sedang berfikir{ $dots } { $seconds } s
hint-thinking-undo = { $thinking } · u undur
hint-replay = Ulang tayang { $n }/{ $of } (selepas { $mv }): → maju, ← balik
hint-replay-start = Ulang tayang { $n }/{ $of } (permulaan): → maju, ← balik
hint-watching = Menonton: giliran { $seat }.
hint-elsewhere = Menunggu { $seat } (di terminal lain).
hint-past = Lalu { $n }/{ $of }: { $shared ->
    [yes] End atau Enter kembali
   *[no] End kembali, Enter teruskan dari sini
}
hint-won-by-score = { $player } menang mata.
hint-draw = Seri.
hint-won-by-suntuk = { $player } menang secara suntuk.
hint-won-series = { $player } memenangi siri.
hint-series-drawn = Siri seri.
hint-take-the-one = { $player }: Enter makan buah bertanda; Esc kembali
hint-choose = { $player }: pilihan { $at }/{ $of }; Tab seterusnya, Enter makan
hint-choose-part = { $player }: barisan { $at }/{ $of }; - dan + (atau nombor) untuk makan kurang atau lebih, Tab barisan lain, Enter makan buah bertanda
hint-choose-part-one = { $player }: - dan + (atau nombor) untuk makan kurang atau lebih daripada barisan, Enter makan buah bertanda
cursor-choice-part = { $mv }: makan { $stones } daripada { $all } buah di sebelah { $line } { $to }, { $points } mata
note-no-part-of = Barisan di sebelah { $line } tidak boleh dimakan { $stones } buah sahaja: bilangan yang dimakan mesti ganjil, bermula dari buah terdekat dengan ka, dan kurang daripada seluruh barisan.
key-next-line = barisan seterusnya
key-fewer-more = kurang/lebih
key-how-many = berapa buah
key-fewer-more-help = makan kurang atau lebih daripada barisan yang boleh dimakan sebahagian
hint-column = { $player }: makan satu lajur di separuh anda (baris { $ranks })
hint-ka-entry = { $player }: pilih buah bertanda untuk menjadi ka di lajur { $file }
hint-ka-moves = { $player }: gerakkan ka anda ({ $ka }) ke titik bertanda

# Baris mesej apabila tiada mesej: apa yang di bawah kursor.
cursor-centre = { $at }: lubang tengah, bukan titik
cursor-stone = { $at }: buah { $colour } ({ $points } mata)
cursor-ka = { $at }: ka { $player }
cursor-empty = { $at }: kosong
cursor-and = { $what } · { $then }
cursor-choice = { $mv }: makan { $stones } buah, { $points } mata dari { $to }
cursor-choice-line = { $mv }: makan { $stones } buah, { $points } mata, di sebelah { $line } { $to }
cursor-column = lajur { $file }: { $stones } buah, { $points } mata · Enter untuk makan
cursor-column-not-allowed = lajur { $file } tidak dibenarkan
cursor-enters = masuk ke { $to } sebagai ka, { $ways } cara makan · Enter
cursor-ka-takes = { $mv } makan { $stones } buah, { $points } mata · Enter
cursor-ways = { $ways } cara makan · Enter untuk memilih

# Panel sisi.
panel-title = Pasang · { $setup } · { $rules }
panel-title-short = { $setup } · { $rules }
panel-unsaved-title = ! tidak disimpan · { $rules }
panel-past-title = LALU · selepas { $ply }/{ $of } langkah
panel-points = { $n ->
   *[other] mata
}
panel-computer = AI { $level }
panel-took = makan { $black } hitam, { $white } putih
panel-clock = masa { $time }
panel-clock-running = masa { $time } – berjalan
panel-move = Langkah { $n } · { $phase }
panel-game-over = Permainan tamat
panel-round = Pusingan { $n }/{ $of } · menang { $won_s }–{ $won_n }
panel-round-scores = mata siri { $south }–{ $north }
panel-round-ends = tamat pusingan { $round }
panel-lead = Kelebihan
panel-leads = { $player } di depan { $by }
panel-level = Mata sama
panel-took-more = { $player } lebih { $by } mata
panel-level-at-end = Mata diperoleh sama
panel-moves = Langkah
panel-no-moves = (belum ada)

# Kotak di atas papan.
popup-result-title = Permainan tamat
popup-key-review = v ulasan
popup-key-new-game = n baharu
popup-key-undo = u undur
popup-key-rematch = { $shared ->
    [yes] :lagi ajak bermain semula
   *[no] :lagi bermain semula
}
popup-key-see-board = Esc lihat papan
popup-replay-result-keys = ← balik · Esc lihat papan
popup-replay-result-keys-review = ← balik · v ulasan · Esc lihat papan
popup-ended-resigned = { $player } menyerah kalah
popup-ended-agreed = Seri dengan persetujuan
popup-ended-out-of-time = { $player } kalah kerana masanya habis
popup-ended-absent = { $player } tidak hadir
popup-ended-aborted = { $player } membatalkan permainan
popup-ended-neither-came = Kedua-dua pemain tidak datang
popup-ended-wins = { $player } menang.
popup-ended-drawn = Tiada pemain yang menang: dikira seri.
popup-ended-no-one = Tidak dikira untuk sesiapa.
popup-ended-ranked = Pemain lain disusun mengikut mata mereka.
told-ending-undone = { $ending ->
    [resigned] Penyerahan kalah { $player } diundur
    [agreed] Seri dengan persetujuan diundur
    [time] Kekalahan { $player } kerana masa habis diundur, dengan jam { $time }
   *[other] Tamatnya permainan diundur
}
told-ending-undone-to-move = { $what }: giliran { $seat }.
popup-won-by-score = { $player } menang mata, { $points } lawan { $other }
popup-draw = Seri, { $south } lawan { $north }
popup-all-taken = Semua buah sudah dimakan.
popup-won-series = { $player } memenangi siri ini
popup-series-drawn = Siri ini seri
popup-series-on-rounds = Menang kerana lebih banyak pusingan.
popup-series-on-points = Pusingan sama banyak; menang berdasarkan jumlah mata semua pusingan.
popup-series-level = Pusingan dan jumlah mata semua pusingan sama banyak.
popup-series-rounds = Pusingan dimenangi: { $south } { $s }, { $north } { $n }.
popup-series-scores = Jumlah mata: { $south } { $s }, { $north } { $n }.
popup-series-round-won = Pusingan { $n }: { $player }, { $won }–{ $lost }.
popup-series-round-suntuk = Pusingan { $n }: { $player } secara suntuk, { $won }–{ $lost }.
popup-series-round-drawn = Pusingan { $n }: seri, { $south }–{ $north }.
popup-round-title = Pusingan { $round }/{ $of } tamat
popup-round-next = { $player } memulakan pusingan { $round }.
popup-round-keys = Enter teruskan
popup-won-by-suntuk = { $player } menang secara suntuk
popup-suntuk-stuck = { $player } tidak dapat makan; baki { $stones } buah.
popup-suntuk-recorded = Keputusan dicatat: { $winner } { $won }, { $loser } { $lost }.
popup-suntuk-points = Mata diperoleh: { $south } { $s }, { $north } { $n }.
popup-confirm-title = Anda pasti?
popup-offer-title = Satu tawaran
popup-yes-no = y ya · n tidak
popup-quit-saved = Keluar? Permainan sudah disimpan: pasang --resume menyambungnya.
popup-quit-unsaved = Keluar daripada permainan ini? Ia belum tamat, dan simpan automatik dimatikan.
popup-quit-guest = Tinggalkan permainan? Permainan disimpan di tempat ia dikongsi dan tempat duduk anda menunggu: perintah ssh yang sama membawa anda kembali.
popup-quit-host = Keluar? Permainan ini dikongsi dari terminal ini: sesiapa yang bermain atau menonton di terminal lain akan terputus. { $saved ->
    [yes] Permainan sudah disimpan: pasang --resume menyambungnya.
   *[no] Simpan automatik dimatikan.
}
popup-continue = Teruskan dari sini? Langkah-langkah selepasnya menunggu di U (buat semula).

# Skrin permainan tersimpan.
games-title = Permainan tersimpan
games-head = Pilih permainan untuk disambung; permainan ini kekal tersimpan.
games-empty = Belum ada permainan tersimpan: setiap permainan disimpan semasa dimainkan.
games-on-the-board = { $when }  (di papan)
games-open-elsewhere = { $when }  (dibuka dalam pasang lain)
games-unreadable-row = { $name }: tidak dapat dibaca sebagai permainan
games-refused-current = Itulah permainan di papan.
games-refused-open-elsewhere = Pasang lain sedang memainkan permainan itu: `pasang replay` untuk menontonnya, `pasang --load` untuk salinannya.
games-refused-unreadable = Fail itu tidak dapat dibaca sebagai permainan; ia dibiarkan seperti sedia ada.
games-ask-delete = Padam permainan ini untuk selama-lamanya? y ya · n tidak
games-deleted = { $name } telah dipadam.
games-delete-failed = Permainan itu tidak dapat dipadam: { $error }.

# Skrin permainan baharu.
form-title = Permainan baharu
form-no-path = (belum ada: taip laluan fail di sini)
form-path-closed = (jika susunan daripada fail)
form-movetime = Masa fikir
form-clock = Jam
form-game = Permainan
form-about-game = Permainan yang hendak dimainkan: permainan ka untuk dua orang, atau permainan Bell untuk dua hingga empat orang; ← → menukarnya.
form-no-clock = tiada
form-setup = Susunan
form-setup-file = Fail susunan
form-rules = Peraturan
form-second-column = Lajur kedua
form-ka-entry = Ka masuk
form-centre = Lubang tengah
form-captures = Makan
form-first = Bermula dahulu
form-rounds = Pusingan
form-person = pemain manusia
form-computer = komputer, AI { $level }
form-this-setup = permainan ini
form-this-setup-named = permainan ini: { $name }
form-setup-from-file = fail (laluannya di bawah)
form-custom = tersuai
form-milliseconds = { $ms } ms
form-seconds = { $s } s
form-about-person = { $player } dimainkan oleh orang di papan kekunci ini.
form-about-random = { $player } ialah komputer: ia memilih sebarang langkah sah secara rawak.
form-about-easy = { $player } ialah komputer: ia melihat satu langkah ke hadapan.
form-about-medium = { $player } ialah komputer: ia melihat lima langkah ke hadapan.
form-about-hard = { $player } ialah komputer: ia mencari sedalam yang diizinkan masanya.
form-about-movetime = Masa fikir AI sukar bagi setiap langkah (--movetime); tahap lain tidak menunggu.
form-about-no-clock = Tiada jam: ambillah masa selama mana yang anda mahu (--clock memberikan jam).
form-about-clock = { $minutes } minit setiap pemain, { $seconds } s ditambah selepas setiap langkah (--clock); sesiapa yang kehabisan masa kalah.
form-about-pattern = Susunan buah: { $description }.
form-about-this-setup = Susunan buah seperti dalam permainan yang sedang dimainkan.
form-about-setup-file = Susunan buah daripada fail susunan anda sendiri: taip laluannya di bawah.
form-about-path = Laluan fail susunan (RON), seperti untuk --setup; Enter membacanya lalu bermula.
form-about-preset = Peraturan { $rules }: { $description }.
form-about-custom = Pilihan di bawah tidak sepadan dengan mana-mana pratetap.
form-about-rounds = Satu siri { $n } pusingan pada susunan ini: setiap pusingan selepas yang pertama dimulakan oleh pemain yang makan paling akhir; siri dimenangi oleh yang menang lebih banyak pusingan, atau jika sama, oleh yang lebih banyak mata.
form-about-one-round = Satu permainan. Pilih 2 atau lebih untuk satu siri pusingan.
form-about-option = { $description }.
form-no-path-typed = Taip laluan fail susunan, atau pilih susunan lain.
form-not-read = Tidak dapat dibaca: { $error }
form-kept = Permainan ini kekal tersimpan.
form-lost = Permainan ini tidak disimpan: ia akan hilang.
form-too-small = Besarkan tetingkap untuk memilih permainan baharu; Esc untuk batal.

# Bar kekunci (pendek) dan bantuan (-help, lebih panjang).
key-name = { $key ->
    [enter] Enter
    [esc] Esc
    [tab] Tab
    [shift-tab] Shift-Tab
    [backspace] Backspace
    [pgup] PgUp
    [pgdn] PgDn
    [home] Home
    [end] End
    [space] Ruang
    [ctrl] Ctrl
    [left] Kiri
    [right] Kanan
    [up] Atas
    [down] Bawah
   *[other] ?
}
key-arrows-ascii = panah/hjkl
key-move = gerak
key-move-help = gerakkan kursor
key-start = mula
key-start-help = lihat kedudukan pertama
key-present = kini
key-present-help = kembali ke masa kini
key-flip = pusing
key-flip-help = pusingkan papan
key-open = buka
key-delete = padam
key-open-help = buka permainan tersimpan untuk disambung (mana-mana permainan)
key-help = bantuan
key-help-help = bantuan ini
key-select = pilih
key-select-help = pilih titik di bawah kursor; sahkan buah yang dimakan
key-next = seterusnya
key-next-help = barisan makan berikutnya, atau titik berikutnya untuk dipilih
key-previous = sebelum
key-previous-help = barisan makan sebelumnya, atau titik sebelumnya untuk dipilih
key-back = kembali
key-back-help = kembali selangkah; sembunyikan kotak permainan tamat
key-type = taip
key-type-help = taip langkah: c, d3-c3xN, c3-c9xS (kemudian Enter)
key-undo = undur
key-undo-help = undur satu langkah (jika menentang komputer, balasannya juga)
key-redo = semula
# $unit dalam tiga mesej berikut: move (permainan ka) atau turn (permainan Bell).
key-redo-help = buat semula { $unit ->
    [turn] giliran
   *[move] langkah
} yang diundur
key-look-back = lalu
key-look-back-help = { $unit ->
    [turn] lihat satu giliran ke belakang: papan, mata dan giliran seperti sebelumnya
   *[move] lihat semula langkah sebelumnya: papan, mata dan langkah seperti dahulu
}
key-forward = maju
key-forward-help = { $unit ->
    [turn] lihat satu giliran ke hadapan
   *[move] lihat selangkah ke hadapan
}
key-save = simpan
key-save-help = simpan ke fail baharu bersama permainan tersimpan
key-abort = batalkan
key-abort-help = batalkan permainan bersama sebelum semua pemain melangkah (:batalkan)
key-hint = petunjuk
key-hint-help = minta komputer mencadangkan langkah; langkah itu dipaparkan sedia untuk dimainkan
key-new = baharu
key-new-help = permainan baharu: susunan, peraturan dan pemain
key-quit = keluar
key-quit-help = keluar (permainan kekal tersimpan)
key-next-capture = pilihan seterusnya
key-take = makan
key-step = langkah
key-play-on = teruskan dari sini
key-first-last = awal/akhir
key-next-move-help = langkah berikutnya
key-move-before-help = langkah sebelumnya
key-first = awal
key-first-help = kedudukan pertama
key-last = akhir
key-last-help = kedudukan terakhir
key-hide-box = tutup kotak
key-hide-box-help = sembunyikan kotak permainan tamat
key-leave = keluar
key-leave-help = keluar dari ulang tayang
key-play = main
key-cancel = batal
key-erase = padam
key-scroll = tatal
key-close = tutup
key-yes = ya
key-no = tidak
key-choose = pilih
key-row = baris
key-change = tukar
key-start-game = mula
key-read-and-start = baca fail dan mula

## help: the help screens and the rules in brief (helper tui)

help-title = Bantuan · Esc untuk tutup
help-title-scrolls = Bantuan · Esc untuk tutup, ↑↓ untuk tatal
help-keys = Kekunci
help-replay-keys = Kekunci ulang tayang
help-mouse = klik tetikus
help-mouse-does = pilih titik; klik buah bertanda untuk mengesahkan
help-replay = Ulang tayang hanya menunjukkan permainan tersimpan; untuk meneruskan permainan dari sesuatu kedudukan, buka failnya dengan pasang --load FAIL.
# $unit: move atau turn, seperti dalam help-words.
help-saved = Setiap { $unit ->
    [turn] giliran
   *[move] langkah
} disimpan: o di sini atau pasang --resume menyambung permainan tersimpan.
help-learn = Baru mengenal Pasang? Keluar (q: permainan kekal tersimpan) dan jalankan:
help-learn-lessons = pasang learn — pelajaran permainan ka, langkah demi langkah
help-learn-puzzles = pasang puzzle — teka-teki dengan satu langkah yang jelas terbaik
help-last-move = Langkah terakhir ditanda pada papan: { $taken } tempat buah dimakan, { $left } tempat ka bermula, dan { $open } { $close } di kiri dan kanan ka di tempat barunya.
help-rules-heading = Peraturan ({ $rules })
help-rules-board = Papan pasang 11 × 11 dipenuhi 120 buah. { $south } memegang separuh bawah (baris 1-5) dan { $north } separuh atas (baris 7-11); { $first } mula dahulu. Setiap langkah mesti makan buah: buah hitam bernilai 1 mata, buah putih 2 mata.
help-rules-column = 1. Lajur: pada langkah pertamanya, setiap pemain makan kelima-lima buah satu lajur di separuhnya sendiri, dan lajur itu menjadi laluannya. { $second ->
    [free] { $other } boleh memilih mana-mana lajur kecuali cerminan lajur { $first }.
   *[diagonal] { $other } mesti memilih lajur di sebelah f yang bertentangan dengan lajur { $first } (jika { $first } memilih f, mana-mana lajur kecuali f).
}
help-rules-first = Dalam permainan ini { $first } bermula, seperti yang boleh dipersetujui oleh pemain permainan tradisional: { $first } mengambil lajur pertama, membawa masuk ka dahulu dan menggerakkan ka dahulu; peraturan lajur mengikat { $other }.
help-rules-entry = 2. Ka masuk: setiap pemain menjadikan satu buah di separuhnya sebagai ka ({ seat-initial-south } atau { seat-initial-north } di papan). { $entry ->
    [jump] Buah itu melompat ke dalam laluan dari jarak dua lajur, melompati buah di antaranya,
    [either] Buah itu boleh menggelongsor masuk dari lajur di sebelah laluan, atau melompat masuk dari jarak dua lajur dengan melompati sebiji buah,
   *[slide] Buah itu menggelongsor selangkah ke dalam laluan dari lajur di sebelahnya,
} di sepanjang barisnya sendiri, dan sebaik tiba ia mesti makan, sama ada di sepanjang baris atau lajur.
help-rules-ka-moves = 3. Ka bergerak: ka menggelongsor sejauh mana pun di sepanjang baris atau lajur melalui titik kosong, lalu makan secara melintang: selepas bergerak ke kiri atau ke kanan ia makan di sepanjang lajur, selepas bergerak ke atas atau ke bawah ia makan di sepanjang baris.
help-rules-line = Barisan: dari ka, pandang ke satu arah. Titik kosong dilangkau, dan buah yang sewarna dengan buah pertama yang ditemui dikumpulkan hingga ke tepi papan, buah warna lain atau ka lawan. Jika kedua-dua arah sama warnanya, keduanya menjadi satu barisan. Hanya barisan yang bilangan buahnya ganjil boleh dimakan.
help-rules-partial = Makan sebahagian, seperti dalam permainan tradisional: barisan yang boleh dimakan boleh juga dimakan sebahagiannya sahaja, iaitu bilangan buah yang ganjil, yang paling dekat dengan ka, kurang daripada semuanya. Bagi barisan di kedua-dua belah ka, makan buah yang paling dekat di satu belah, di belah yang lain atau di kedua-duanya, ganjil jumlahnya. Dalam notasi, makan sebahagian ditulis dengan bilangannya bagi setiap belah: d3-c3xN3, b5-c5xE1W2. Barisan genap tidak boleh dimakan walaupun sebahagian; makan lajur sentiasa mengambil kelima-lima buah.
help-rules-centre = { $centre ->
    [open] Lubang tengah papan (f6) bukan titik: ka tidak boleh melintasinya, tetapi barisan bersambung melepasinya.
   *[blocks] Lubang tengah papan (f6) bukan titik: tiada apa-apa boleh berhenti di situ atau melintasinya, dan barisan terputus di situ.
}
help-rules-end = Permainan tamat apabila semua buah habis dimakan (mata terbanyak menang), atau apabila pemain yang tiba gilirannya tidak dapat makan lagi: itulah suntuk, dan pemain itu kalah 0 lawan 120.
help-rules-rounds = Ini satu siri { $rounds } pusingan pada susunan yang sama. Setiap pusingan selepas yang pertama dimulakan oleh pemain yang makan buah terakhir dalam pusingan sebelumnya (selepas suntuk, pemenangnya). Siri dimenangi oleh pemain yang menang lebih banyak pusingan; jika sama banyak, oleh jumlah mata tercatat yang lebih tinggi bagi semua pusingan (suntuk dikira 120–0); jika kedua-duanya sama, siri itu seri.

## bell-tui: Bell's terminal game (helper bell)

bell-tui-removed = { $seat } membuang { $point }: { $points }.
bell-tui-played = { $seat } memainkan { $turn }: { $points }.
bell-tui-undone = { $after ->
    [0] { $turn } diundur; U membuatnya semula.
    [one] { $turn } dan giliran selepasnya diundur; U membuat kedua-duanya semula.
   *[other] { $turn } dan { $after } giliran selepasnya diundur; U membuat semuanya semula.
}
bell-tui-redone = { $turn } dibuat semula.
bell-tui-new-game = Permainan baharu: Selatan bermula dengan membuang sebiji buah bertanda.
bell-tui-continued = Diteruskan dari giliran { $ply }; { $dropped } giliran selepasnya menunggu pada U (buat semula).
bell-tui-suggested = Cadangan: { $turn }, { $points }. Enter memainkannya; Esc mengundur lompatannya.
bell-tui-no-hop = { $point } tidak dapat melompat: perlu buah di sebelah dan titik kosong di seberangnya.
bell-tui-chosen = { $point } dipilih: { $landings } titik mendarat bertanda. Esc meletakkannya semula.
bell-tui-hopped-waiting = Lompatan { $hop }: { $points } setakat ini. { $waiting } menanti: dimakan jika lompat lagi, kekal jika berhenti.
bell-tui-hopped = Lompatan { $hop }: { $points } setakat ini. Lompat lagi, atau Enter pada buah menamatkan giliran.
bell-tui-hop-taken-back = Satu lompatan diundur; { $hops } lompatan dibuat dalam giliran ini.
bell-tui-stone-dropped = Buah diletakkan semula; pilih buah lain.
bell-tui-turn-full = Tujuh lompatan sudah dibuat: giliran hanya boleh ditamatkan.
bell-tui-no-landing = Tidak boleh melompat ke { $point }: { $reason }.
bell-tui-computer-turn = { $seat } ialah komputer (AI { $level }): tunggu gilirannya, atau u untuk mengundur giliran anda.
bell-tui-replay-at = Kedudukan selepas giliran { $ply }.
bell-tui-game-over = Permainan sudah tamat: n untuk permainan baharu, u untuk mengundur satu giliran.
bell-tui-nothing-to-undo = Tiada giliran untuk diundur.
bell-tui-nothing-of-yours = Tiada giliran pemain untuk diundur: hanya komputer yang sudah bermain.
bell-tui-nothing-to-redo = Tiada giliran untuk dibuat semula.
bell-tui-replay-refused = Ini ulang tayang: → dan ← untuk melihat giliran demi giliran, q untuk keluar.
bell-tui-in-the-past = Ini kedudukan lalu: Enter untuk meneruskan dari sini, End untuk kembali ke masa kini.
bell-tui-title = Bell · { $players } pemain · { $opening }
bell-tui-unsaved-title = ! tidak disimpan · { $players } pemain
bell-tui-past-title = LALU · selepas { $ply }/{ $of } giliran
bell-tui-score-unit = { $n ->
       *[other] mata
    }
bell-tui-computer = AI { $level }
bell-tui-order = Urutan { $seats }
bell-tui-turn = Giliran { $n }
bell-tui-turn-opening = Giliran { $n } · pembukaan
bell-tui-over = Permainan tamat
bell-tui-this-turn = Giliran ini
bell-tui-turn-so-far = { $hops } daripada 7 lompatan · { $points }
bell-tui-waiting = { $point } menanti: dimakan jika lompat lagi
bell-tui-turns = Giliran dimainkan
bell-tui-no-turns = (belum ada)
bell-tui-thinking = { $seat } (AI { $level }) sedang berfikir… { $seconds } s
bell-tui-now-replay = Ulang tayang, giliran { $ply } daripada { $of }: → maju, ← balik
bell-tui-now-past = Lalu { $ply }/{ $of }: { $shared ->
    [yes] End atau Enter kembali
   *[no] End kembali, Enter teruskan dari sini
}
bell-tui-now-over = Permainan sudah tamat.
bell-tui-now-opening = { $seat } membuka: buang satu buah ({ $points })
bell-tui-now-choose = { $seat }: pilih buah bertanda untuk melompat
bell-tui-now-landing = { $seat }: pilih titik mendarat bertanda (Tab beralih)
bell-tui-now-hop = { $seat }: lompat lagi, atau Enter pada buah menamatkan giliran
bell-tui-cursor-missing = lubang tengah, bukan titik
bell-tui-cursor-stone = buah { $stone ->
        [white] putih
       *[black] hitam
    } ({ $points })
bell-tui-cursor-empty = kosong
bell-tui-cursor = { $point }: { $what }
bell-tui-cursor-landing = { $point }: { $what } · titik mendarat: Enter untuk melompat ke sini
bell-tui-wins = { $seat } menang dengan { $points }
bell-tui-wins-how = Tiada buah dapat melompat: permainan tamat.
bell-tui-share = { $seats } berkongsi kemenangan
bell-tui-share-how = { $points } setiap seorang; tiada buah dapat melompat.
bell-tui-rules-heading = Pasang Bell ({ $players } pemain, pembukaan { $opening })
key-bell-mouse = klik tetikus
key-bell-mouse-help = pilih buah, kemudian titik mendarat; klik buah itu sekali lagi untuk menamatkan giliran
bell-help-last-move = Giliran terakhir ditanda pada papan: { $taken } tempat buah dimakan, { $left } tempat buah bermula dan tempat setiap lompatan sebelum yang akhir mendarat, dan { $open } { $close } di kiri dan kanan buah di tempat barunya.
bell-tui-rules-players = { $n } pemain bermain bergilir-gilir: { $seats }. Papannya 11 kali 11 titik tanpa 3 kali 3 di tengahnya (e5-g7). Buah hitam bernilai 1 mata, buah putih 2 mata. Buah tidak dimiliki sesiapa: setiap pemain boleh menggerakkan mana-mana buah.
bell-tui-rules-opening = Pembukaan: { $seat } membuang sebiji buah { $opening ->
        [inner] di salah satu penjuru lubang tengah (d4, h4, d8, h8)
       *[corner] di salah satu daripada empat penjuru papan (a1, k1, a11, k11)
    } dan mendapat matanya.
bell-tui-rules-hops = Selepas itu, dalam setiap giliran, sebiji buah melompati buah di sebelahnya ke titik kosong di seberangnya, sepanjang baris, lajur atau salah satu daripada empat pepenjuru bertanda (a1-d4, k1-h4, a11-d8, k11-h8). Buah yang sama boleh terus melompat dari tempat ia mendarat, hingga tujuh lompatan, dan pemain boleh berhenti selepas mana-mana lompatan.
bell-tui-rules-captures = Buah dimakan dalam bilangan ganjil. Lompatan pertama, ketiga, kelima dan ketujuh makan buah yang dilompati berserta buah yang sedang menanti; lompatan kedua, keempat dan keenam membiarkan buah yang dilompati menanti (dilukis berasingan): ia tidak boleh dilompati lagi, dan kekal di papan jika giliran berhenti di situ. Jadi 1-2 lompatan makan 1 buah, 3-4 makan 3, 5-6 makan 5 dan 7 makan 7.
bell-tui-rules-end = Permainan tamat apabila pemain yang tiba gilirannya tidak dapat melompat di mana-mana. Mata tertinggi menang; jika mata tertinggi sama, kemenangan dikongsi.
bell-tui-rules-unlike = Berbeza daripada permainan ka, di sini tiada ka, tiada makan lajur dan tiada barisan: setiap buah boleh melompat, dua hingga empat orang bermain, dan peraturan ganjil menentukan berapa buah dimakan dalam satu giliran.
bell-tui-form-title = Permainan baharu · Pasang Bell
bell-tui-form-keys = ↑↓ baris · ←→ tukar · Enter mula · Esc batal
bell-tui-form-players = Pemain
bell-tui-form-opening = Pembukaan
bell-tui-form-players-value = { $players } pemain
bell-tui-form-opening-value = { $opening } ({ $points })
bell-tui-form-about-players = { $players } pemain, mengikut giliran: { $seats }.
bell-tui-form-about-random = { $player } ialah komputer: ia memainkan sebarang giliran yang sah secara rawak.
bell-tui-form-about-easy = { $player } ialah komputer: ia melihat satu giliran ke hadapan, dengan mengira mata sahaja.
bell-tui-form-about-medium = { $player } ialah komputer: ia melihat dua giliran ke hadapan jika dua pemain, satu giliran jika lebih.
key-bell-select = pilih
key-bell-select-help = pilih buah di bawah kursor, kemudian titik mendarat bertanda; pada buah yang sedang melompat, tamatkan giliran (semasa pembukaan: buang buah bertanda)
key-bell-next = seterusnya
key-bell-next-help = buah berikutnya yang boleh melompat, atau titik mendarat berikutnya
key-bell-previous = sebelum
key-bell-previous-help = buah sebelumnya yang boleh melompat, atau titik mendarat sebelumnya
key-bell-back = kembali
key-bell-back-help = undur lompatan terakhir giliran ini; letak semula buah yang dipilih; sembunyikan kotak permainan tamat
key-bell-type = taip
key-bell-type-help = taip satu giliran: xa1, c5-c7, d8-b10-b8 (kemudian Enter)
key-bell-undo = undur
key-bell-undo-help = undur giliran terakhir (menentang komputer: kembali ke giliran anda yang terakhir)
key-bell-hint = petunjuk
key-bell-hint-help = minta komputer mencadangkan satu giliran; giliran itu dipaparkan sedia, Enter memainkannya
key-bell-new = baharu
key-bell-new-help = permainan baharu: bilangan pemain, pembukaan dan siapa duduk di mana
key-bell-quit = keluar
key-bell-quit-help = keluar (bertanya dahulu jika permainan belum tamat)
key-bell-next-landing = titik seterusnya
key-bell-hop-there = lompat / tamat giliran
key-bell-take-back-hop = undur lompatan
key-bell-move = gerak
key-bell-help = bantuan

## settings: the settings screen and language switching (helper bell)

settings-title = Tetapan
settings-language = Bahasa
settings-flipped = Papan
settings-flipped-value = { $flipped ->
        [yes] Utara di bawah
       *[no] Selatan di bawah
    }
settings-ascii = Lukisan
settings-ascii-value = { $ascii ->
        [yes] ASCII biasa
       *[no] garisan Unicode
    }
settings-bell = Loceng terminal
settings-bell-value = { $bell ->
        [yes] berbunyi pada giliran anda
       *[no] senyap
    }
settings-rules = Peraturan ka
settings-first = Mula dahulu (ka)
settings-rounds = Pusingan ka
settings-pattern = Corak ka
settings-level = Komputer
settings-movetime = Masa fikir
settings-movetime-value = { $seconds } s
settings-default = lalai
settings-keys = ↑↓ baris · ←→ tukar · Enter simpan · Esc batal
settings-about = Bahasa, papan, lukisan dan loceng bertukar serta-merta; yang lain untuk permainan berikutnya.
settings-language-now = Bahasa Melayu dipilih; L menukar bahasa sekali lagi.
settings-language-not-kept = Bahasa Melayu dipilih, tetapi tidak disimpan: { $error }
settings-not-kept = Tetapan tidak disimpan: { $error }
settings-saved = Tetapan disimpan.
settings-no-file = Tetapan ditukar untuk permainan ini sahaja: tiada fail tetapan untuk menyimpannya.
settings-bad-file = { $path } bukan fail tetapan: { $error }
key-language = bahasa
key-language-help = tukar bahasa serta-merta (disimpan untuk lain kali)
key-settings = tetapan
key-settings-help = tetapan: bahasa, papan, lukisan, pilihan lalai
key-chat = sembang
key-chat-help = seluruh sembang permainan yang dikongsi antara terminal
chat-key-scroll = tatal
chat-key-scroll-help = tatal sembang (PgUp/PgDn satu halaman)
chat-key-spectators = penonton
chat-key-spectators-help = sembunyikan atau tunjukkan baris-baris penonton (pilihan pemain, di terminal ini sahaja)
chat-key-close = tutup
chat-key-close-help = kembali ke papan
key-settings-row = baris
key-settings-change = tukar
key-settings-save = simpan
key-settings-cancel = batal

## Review: pasang review and the review screen (helper review)

cli-help-review = Ulas semula permainan tersimpan: enjin menilai setiap langkah dan menunjukkan langkah yang lebih baik
cli-help-review-file = Rekod permainan (RON); - membaca input standard
cli-help-review-nodes = Bilangan kedudukan yang dicari enjin bagi setiap langkah, 1 hingga 1000000000 [lalai: 40000]: ulasan yang sama pada mana-mana mesin
cli-help-review-movetime = Atau masa fikir bagi setiap langkah, dalam milisaat, 10 hingga 600000
review-not-ka = { $path } ialah permainan Bell: ulasan hanya untuk permainan ka
review-illegal = langkah { $number } dalam rekod tidak dapat dimainkan: { $error }
review-progress = Menilai permainan: { $done } daripada { $total } kedudukan
interrupted-review = dihentikan selepas { $seconds } s: ulasan telah menilai { $done } daripada { $total } kedudukan
review-heading = Ulasan { $path }: { $moves } langkah, { $budget } bagi setiap langkah
review-round = Pusingan { $round }, dimulakan oleh { $player }:
review-budget-nodes = { $nodes } nod
review-budget-movetime = { $ms } ms
review-mark-best = terbaik
review-mark-good = baik
review-mark-inaccuracy = kurang tepat
review-mark-mistake = silap
review-mark-blunder = silap besar
review-mark-unclear = tidak pasti
review-turning-missed-suntuk = terlepas kemenangan suntuk
review-turning-into-suntuk = masuk perangkap suntuk
review-turning-threw-win = melepaskan kemenangan yang sudah di tangan
review-turning-threw-draw = melepaskan keputusan seri yang sudah di tangan
review-turning-unsettled-suntuk-win = enjin tidak dapat memastikan sama ada langkah ini mengekalkan kemenangan suntuk
review-turning-unsettled-win = enjin tidak dapat memastikan sama ada langkah ini mengekalkan kemenangan
review-turning-points-left = meninggalkan { $points } mata di papan
review-value-estimate = { $points } mata
review-value-draw = seri
review-value-win = menang dengan beza { $points } mata
review-value-loss = kalah dengan beza { $points } mata
review-value-suntuk-win = menang secara suntuk
review-value-suntuk-loss = kalah secara suntuk
review-mark-turning = { $mark }, { $turning }
review-proven-win = { $mark }, terbukti: menang dengan beza { $points } mata
review-proven-loss = { $mark }, terbukti: kalah dengan beza { $points } mata
review-proven-draw = { $mark }, terbukti: seri
review-proven-suntuk-win = { $mark }, terbukti: menang secara suntuk
review-proven-suntuk-loss = { $mark }, terbukti: kalah secara suntuk
review-move = { $number }. { $player } { $mv }: { $judgement }
review-move-better = { $number }. { $player } { $mv }: { $judgement }; lebih baik { $best }, { $value } bagi { $player }: { $line }
review-better = Lebih baik { $best }, { $value } bagi { $player }: { $line }
review-summary = { $player }: ketepatan { $accuracy }%, { $best } terbaik, { $good } baik, { $inaccuracies } kurang tepat, { $mistakes } silap, { $blunders } silap besar{ $unclear ->
    [0] {""}
   *[other] , { $unclear } tidak pasti
  }; purata kerugian { $loss } mata
review-accuracy = Ketepatan: { $south } { $south_accuracy }%, { $north } { $north_accuracy }%
review-key = ulasan
review-key-help = ulas semula permainan yang tamat: penilaian dan langkah yang lebih baik
review-key-step = langkah
review-key-step-help = langkah sebelumnya atau berikutnya dalam ulasan
review-key-ends = awal/akhir
review-key-ends-help = langkah pertama atau terakhir
review-key-close = kembali
review-key-close-help = kembali ke permainan (ulasan yang sedang berjalan dihentikan)
review-not-over = Ulasan dibuka setelah permainan tamat.
review-no-moves = Tiada apa-apa untuk diulas: permainan tamat sebelum langkah pertamanya.
review-title = Ulasan
review-title-round = Ulasan · pusingan { $round }/{ $of }
review-working = Menilai permainan: { $done } daripada { $total } kedudukan. Esc untuk berhenti.
review-stopped = Ulasan dihentikan.
review-start = Permulaan: giliran { $player }. → untuk melihat langkah.
review-played = { $number }. { $player } memainkan { $mv }: { $judgement }
review-chart = Kelebihan Selatan

## Puzzles: the puzzle generator (helper puzzles)
puzzle-gen-status = { $done } daripada { $games } permainan dimainkan, { $found } teka-teki dijumpai
puzzle-gen-found = teka-teki { $id }: { $theme }, penarafan { $rating }, { $moves } langkah
puzzle-gen-summary = { $found } teka-teki: { $suntuk } suntuk, { $capture } makan, { $escape } lolos suntuk
puzzle-gen-interrupted = dihentikan selepas { $seconds } s: { $played } daripada { $games } permainan dimainkan; { $found } teka-teki yang ditulis datang daripada permainan itu sahaja
cli-help-make-puzzles = Untuk pembangun: cari teka-teki dalam permainan enjin sendiri dan tulis ke output standard seperti assets/puzzles.ron (lihat README)
cli-help-make-puzzles-seed = Benih untuk pembukaan permainan dan pilihan enjin
cli-help-make-puzzles-games = Bilangan permainan, 1 hingga 10000
cli-help-make-puzzles-nodes = Nod enjin bagi setiap langkah dalam permainan itu, 1 hingga 1000000000
cli-help-make-puzzles-max-stones = Kedudukan yang mempunyai lebih banyak buah daripada ini tidak diselesaikan, 1 hingga 30
cli-help-make-puzzles-solve-nodes = Nod yang boleh digunakan oleh penyelesai tepat bagi satu kedudukan, 1000 hingga 100000000
cli-help-make-puzzles-max-moves = Penyelesaian terpanjang, dalam langkah penyelesai, 1 hingga 10
cli-help-make-puzzles-count = Berhenti sebaik sahaja bilangan teka-teki ini dijumpai, 1 hingga 10000
cli-help-make-puzzles-first-id = Nombor pengenalan teka-teki pertama, 1 hingga 1000000

## learn: the lessons, the puzzles screen and progress (helper learn)

learn-list-title = Belajar Pasang
learn-list-about = Pelajaran di atas papan sebenar. Pilih dengan ↑↓ dan tekan Enter; pelajaran boleh diambil dalam apa-apa urutan.
learn-step = Bahagian { $n } daripada { $of } · anda bermain sebagai { $player }
learn-their-move = { $player } sedang membalas…
learn-so-far = { $stars } · { $tries } kesilapan atau petunjuk setakat ini
learn-missed = Belum tepat: { $look } Tekan sebarang kekunci untuk mengundur langkah itu.
learn-missed-back = Sudah diundur. { $look }
learn-wrong = { $mv } bukan langkah yang betul di sini. Tekan sebarang kekunci untuk mengundurnya.
learn-wrong-watch = { $mv } bukan langkahnya: lihat balasan { $player }.
learn-refuted-shut-in = { $player } membalas { $reply }{ $points ->
    [0] {""}
   *[other] , mendapat { $points } mata
}: ka anda terkurung, suntuk. Tekan sebarang kekunci untuk mencuba lagi.
learn-refuted-they-win = { $player } membalas { $reply }{ $points ->
    [0] {""}
   *[other] , mendapat { $points } mata
}: kini { $player } boleh menang jika bermain dengan tepat. Tekan sebarang kekunci untuk mencuba lagi.
learn-refuted-draw = { $player } membalas { $reply }{ $points ->
    [0] {""}
   *[other] , mendapat { $points } mata
}: kemenangan sudah terlepas; paling baik pun hanya seri. Tekan sebarang kekunci untuk mencuba lagi.
learn-replied = { $player } membalas { $mv }. Giliran anda.
learn-took-back = Sudah diundur: cuba lagi.
learn-hint-column = Petunjuk: ambil lajur { $file }.
learn-hint-ka = Petunjuk: gerakkan buah atau ka di { $from } ({ $mv }).
learn-hint-look-column = Petunjuk: cari lajur yang bernilai { tui-stones-points }. Tekan H lagi untuk melihat lajurnya.
learn-hint-look-entry = Petunjuk: mulakan dari buah di { $from }. Tekan H lagi untuk melihat langkahnya.
learn-hint-look-ka = Petunjuk: langkah yang dicari makan { tui-stones-points }. Tekan H lagi untuk melihat langkahnya.
learn-hint-look-quiet = Petunjuk: langkah yang dicari tidak makan sebarang buah. Tekan H lagi untuk melihat langkahnya.
learn-hint-and-cost = { $hint } { $cost }
learn-hint-cost-rating-alone = Petunjuk (di panel) dikira sebagai tersilap: penarafan anda turun daripada { $from } kepada { $to }.
learn-hint-cost-star = Petunjuk ini mengurangkan satu bintang.
learn-hint-cost-rating = Petunjuk ini dikira sebagai tersilap: penarafan anda turun daripada { $from } kepada { $to }.
learn-hint-costs-star = H memberi petunjuk dengan harga satu bintang; H lagi memberi langkahnya secara percuma.
learn-hint-free = H memberi petunjuk; kini ia tidak lagi mengurangkan bintang.
learn-hint-costs-rating = H memberi petunjuk; petunjuk dikira sebagai tersilap, sama seperti langkah yang salah: penarafan anda akan turun daripada { $from } kepada { $to }.
learn-puzzle-missed = Tersilap pada cubaan pertama: penarafan anda turun daripada { $from } kepada { $to }. Petunjuk tidak lagi dikenakan kos.
learn-puzzle-unrated = Hanya cubaan pertama sesuatu teka-teki mengubah penarafan anda: petunjuk tidak dikenakan kos di sini.
learn-done = Syabas! Enter untuk terus.
learn-solved-later = Selesai, walaupun bukan pada cubaan pertama. Enter untuk terus.
learn-restarted = Bahagian ini bermula semula; kesilapan dan petunjuknya tidak lagi dikira.
learn-puzzle-restarted = Teka-teki ini bermula semula; hanya cubaan pertamanya mengubah penarafan anda.
learn-lesson-done = Pelajaran selesai: { $stars } ({ $tries } kesilapan atau petunjuk)
learn-progress-not-kept = Kemajuan tidak disimpan kali ini: { $why }
learn-progress-broken = { $path } bukan fail kemajuan ({ $error }); ia dibiarkan seperti sedia ada
learn-progress-newer = { $path } ditulis oleh pasang yang lebih baharu (versi { $version }); ia dibiarkan seperti sedia ada
learn-too-small = Besarkan tetingkap, atau tekan q untuk kembali.
learn-key-choose = pilih
learn-key-start = mula
learn-key-theme = tema
learn-key-again = ulang
learn-key-list = senarai
learn-key-next = seterusnya
cli-help-learn = Pelajaran di atas papan: peraturan langkah demi langkah, dengan kemajuan disimpan
cli-help-learn-lesson = Pelajaran untuk dimulakan: nombor atau namanya [lalai: senarai]
cli-help-learn-data-dir = Tempat kemajuan disimpan [lalai: seperti semasa bermain]
cli-no-such-lesson = tiada pelajaran '{ $lesson }': beri nombor 1 hingga { $count } atau salah satu daripada: { $names }
cli-learn-needs-terminal = learn memerlukan terminal: pelajaran dimainkan di atas papan
learn-lesson-n = Pelajaran { $n }
learn-puzzles-title = Teka-teki · penarafan anda { $rating }
learn-puzzles-about = Kedudukan yang mempunyai satu langkah yang jelas terbaik; selesaikan di atas papan. ✓ selesai pada cubaan pertama, x tersilap pada cubaan pertama. Cubaan pertama setiap teka-teki mengubah penarafan anda.
learn-puzzles-all = Semua tema · Tab menunjukkan satu tema pada satu masa
learn-puzzles-theme = “{ learn-theme }” sahaja · Tab untuk tema berikutnya
learn-puzzles-streak = Berturut-turut selesai pada cubaan pertama: { $streak } · rekod: { $best }
learn-puzzle-row = #{ $id }  { $rating }  { learn-theme }
learn-puzzle-n = Teka-teki #{ $id }
learn-theme = { $theme ->
    [suntuk] Menang secara suntuk
    [capture] Makan yang memenangi permainan
   *[escape] Lolos daripada suntuk
}
learn-puzzle-task = Anda bermain sebagai { $player }: menang dalam { $moves } langkah. Balasan lawan dimainkan untuk anda.
learn-puzzle-scores = Mata: Selatan { $south }, Utara { $north }
learn-puzzle-rating = Penarafan teka-teki { $rating } · anda { $yours }
learn-puzzle-solved = Selesai pada cubaan pertama! Enter: teka-teki berikutnya.
learn-puzzle-solved-later = Selesai. Enter: teka-teki berikutnya.
cli-help-puzzle = Teka-teki di atas papan: satu langkah jelas terbaik; penarafan disimpan
cli-help-puzzle-id = Teka-teki untuk dimulakan, mengikut nombornya [lalai: senarai]
cli-help-puzzle-data-dir = Tempat kemajuan disimpan [lalai: seperti semasa bermain]
cli-no-such-puzzle = tiada teka-teki { $id }: teka-teki bernombor { $first } hingga { $last }
cli-puzzle-needs-terminal = puzzle memerlukan terminal: teka-teki diselesaikan di atas papan

## Engine

cli-help-threads = Bilangan bebenang yang digunakan ai:hard untuk mencari (dalam permainan, petunjuk, perlawanan dan enjin), 1 hingga 64 [lalai: satu bagi setiap teras]; dengan 1 dan had nod, langkahnya sentiasa sama
cli-help-tune = Untuk pembangun: tala pemberat penilaian dengan permainan berbenih yang dimainkan menentang diri sendiri (penalaan Texel) dan cetak sebagai Rust. Ctrl-C menghentikannya
cli-help-tune-games = Bilangan permainan menentang diri sendiri, 1 hingga 10000
cli-help-tune-seed = Benih pembukaan dan pilihan permainan
cli-help-tune-search-depth = Kedalaman carian kedua-dua pemain, 1 hingga 121
cli-help-tune-random-plies = Langkah rawak pada permulaan setiap permainan, 0 hingga 120
tune-data = { $positions } kedudukan daripada { $games } permainan menentang diri sendiri pada kedalaman { $depth } ({ $seconds } s)
tune-result = Skala k { $k }: ralat { $before } dengan pemberat yang digunakan, { $after } selepas { $rounds } pusingan penalaan; pemberatnya:

## Network: a game shared with another terminal (play over SSH)

net-refused-elsewhere = Sekarang giliran { $seat }, yang bermain di terminal lain: langkahnya akan dipaparkan di sini.
net-refused-shared = Dalam permainan rangkaian, langkah diundur hanya jika pemain lain bersetuju (:tarikbalik); permainan baharu hanya dengan :lagi selepas tamat, dan tiada petunjuk.
net-presence-here = { $seat } ada di sini.
net-round-called = Pusingan baharu kejohanan anda sudah bermula: inilah permainan anda.
net-presence-away = { $seat } telah pergi; tempat duduknya dikekalkan sehingga dia kembali.
net-presence-left = { $seat } telah keluar.
net-presence-empty = { $seat } belum masuk.
heard-offered = { $offer ->
    [draw] { $seat } menawarkan seri.
    [rematch] { $seat } mengajak bermain semula.
   *[takeback] { $seat } meminta untuk menarik balik langkah terakhirnya.
}
heard-accepted = { $offer ->
    [draw] { $seat } menerima seri.
    [rematch] { $seat } bersetuju bermain semula.
   *[takeback] { $seat } bersetuju: langkah itu ditarik balik.
}
heard-declined = { $offer ->
    [draw] { $seat } menolak seri: permainan diteruskan.
    [rematch] { $seat } tidak mahu bermain semula.
   *[takeback] { $seat } tidak bersetuju: langkah itu kekal.
}
heard-said = { $seat } berkata: { $text }
chat-a-spectator = Seorang penonton
chat-spectator-named = { $name } (menonton)
chat-line = { $name }: { $text }
chat-title = { $hidden ->
    [yes] Sembang · penonton disembunyikan
   *[no] Sembang
}
chat-empty = Belum ada yang berkata apa-apa: taip :kata dan kata-kata anda.
chat-muted = { $name } disenyapkan di sini: baris-barisnya tidak lagi ditunjukkan (:dengar { $name } menunjukkannya semula).
chat-unmuted = Baris-baris { $name } ditunjukkan semula di sini.
chat-no-such-speaker = Tiada sesiapa bernama “{ $name }” yang berkata apa-apa dalam sembang ini.
chat-spectators-hidden = { $hidden ->
    [yes] Baris-baris penonton disembunyikan di sini: w dalam sembang menunjukkannya semula.
   *[no] Baris-baris penonton ditunjukkan semula di sini.
}
heard-ended = Permainan tamat: { $ending }.
question-offer = { $offer ->
    [draw] { $by } menawarkan seri. { $seat }, terima?
    [rematch] { $by } mengajak bermain semula. { $seat }, terima?
   *[takeback] { $by } meminta untuk menarik balik langkah terakhirnya. { $seat }, setuju?
}
hint-ended = Permainan tamat: { $ending }.
hint-over = { $what } { $keys }
refused-no-seat = Tiada tempat duduk di sini yang dimainkan oleh manusia.
refused-pending = Satu tawaran masih menunggu jawapan.
refused-nothing-asked = Tiada tawaran yang menunggu jawapan anda.
refused-not-shared = Sembang hanya untuk permainan antara terminal.
refused-nothing-said = Tiada apa-apa untuk dikatakan: taip :kata dan kata-kata anda.
refused-too-fast = Terlalu banyak baris sekali gus: tunggu beberapa saat.
refused-not-over = Permainan semula hanya selepas permainan tamat.
refused-too-late-to-abort = Kedua-dua pemain sudah melangkah: permainan tidak boleh dibatalkan lagi (menyerah, atau tawarkan seri).
refused-not-abortable = Hanya permainan bersama terminal lain boleh dibatalkan, dan bukan permainan kejohanan: menyerah, atau tawarkan seri.
refused-shared-over = Permainan sudah tamat: :lagi untuk bermain semula, v untuk ulasan, q untuk keluar.
word-unknown = “{ $word }” bukan langkah atau perkataan yang dikenali di sini: menyerah, batalkan, seri, tarikbalik, lagi, kata TEKS, senyap NAMA, dengar NAMA.
word-resign = menyerah
word-abort = batalkan
word-draw = seri
word-takeback = tarikbalik
word-rematch = lagi
word-say = kata
word-mute = senyap
word-unmute = dengar
word-yes = ya
word-no = tidak
net-seat-here = jauh
net-seat-away = tiada
net-seat-empty = belum masuk
net-waiting = Menunggu { $seats } menyertai dengan: { $command }
lobby-title = Pasang: bermain melalui rangkaian
lobby-welcome = Mulakan permainan dan berikan kodnya kepada kawan anda, atau sertai satu.
lobby-game = Permainan
lobby-pattern = Corak
lobby-seat = Tempat duduk anda
lobby-opponents = Menentang
lobby-start = Mulakan permainan
lobby-join = Sertai permainan dengan kodnya
lobby-watch = Tonton permainan ({ $n } sedang dimainkan)
lobby-mine = Kembali ke permainan anda ({ $n })
lobby-leave = Keluar
lobby-visitors = orang lain yang menyertai dengan kod
lobby-computer = komputer, { $level }
lobby-ka = permainan ka
lobby-bell = permainan Bell, { $players } pemain
lobby-code-prompt = Kod permainan (Enter untuk menyertai, Esc untuk kembali):
lobby-watch-title = Permainan sedang dimainkan (Enter untuk menonton, Esc untuk kembali)
lobby-mine-title = Permainan anda yang belum selesai (Enter untuk duduk, Esc untuk kembali)
lobby-here = ada
lobby-open = kosong
lobby-clocked = { $game }, jam { $clock }
lobby-seat-state = { $seat } { $state }
lobby-seat-player = { $player } ({ $seat }, { $state })
lobby-summary = { $game }: { $seats }; { $moves } { $unit ->
    [turn] giliran
   *[move] langkah
}, { $watchers } menonton
lobby-summary-coded = { $code }  { $summary }
lobby-not-a-code = “{ $typed }” bukan kod: kod mempunyai lapan huruf dan angka, seperti k7m2qx9p.
lobby-no-such-game = Tiada permainan di sini dengan kod { $code }.
lobby-wait = Terlalu banyak kod salah dari alamat anda: cuba lagi dalam { $seconds } saat.
lobby-no-more-codes = Terlalu banyak kod salah: keluar dan masuk semula untuk mencuba lagi.
lobby-full = Pelayan sudah penuh dengan permainan: cuba lagi nanti.
lobby-too-many = Anda sudah mempunyai { $limit } permainan belum selesai di sini yang disertai orang lain: habiskan satu dahulu.
lobby-not-kept = Permainan tidak dapat ditulis di pelayan, jadi ia tidak dimulakan.
lobby-none-to-watch = Tiada permainan sedang dimainkan.
lobby-none-of-yours = Anda tidak mempunyai permainan yang belum selesai di sini (permainan dikenali melalui kunci SSH anda).
lobby-language = Bahasa: Bahasa Melayu.
panel-tag = { $name } · { $rating }
panel-rating-change = penarafan { $before } → { $rating }, { $change }
lobby-rated = Cabaran terbuka
lobby-rated-yes = berpenarafan
lobby-rated-no = santai (penarafan tidak berubah)
lobby-rated-never = santai: { $players ->
    [2] permainan ini tidak berpenarafan
   *[other] hanya permainan berdua yang berpenarafan
}
lobby-seek = Buka cabaran (sesiapa boleh menyahutnya)
lobby-withdraw = Tarik balik cabaran anda (menunggu…)
lobby-anyone = Bermain dengan sesiapa sahaja sekarang (penarafan paling hampir)
lobby-seeks = Sahut cabaran ({ $n } terbuka)
lobby-players = Pemain dan penarafan mereka
lobby-here-row = Siapa yang ada ({ $n })
lobby-here-title = Siapa yang ada ({ $n }), penarafan { $kind }
lobby-here-title-unrated = Siapa yang ada ({ $n })
lobby-present = { $who }{ $me ->
    [yes] {" "}(anda)
   *[no] {""}
 } · { $doing }
lobby-doing-lobby = di lobi
lobby-doing-playing = sedang bermain
lobby-doing-watching = sedang menonton permainan
lobby-doing-replaying = melihat permainan yang tamat
lobby-asked-title = Cabaran untuk anda
lobby-asked = { $who } mencabar anda: { $game } · { $rules } · { $rated ->
    [yes] berpenarafan
   *[no] santai
 } · anda bermain sebagai { $seat }. Jika tidak dijawab, cabaran ini luput dalam seminit.
lobby-calling-title = Cabaran anda
lobby-calling = Menunggu { $name } menjawab cabaran anda: { $game } · { $rated ->
    [yes] berpenarafan
   *[no] santai
 }. Cabaran ini luput dalam seminit jika tidak dijawab.
lobby-unmet = { $why ->
    [declined] { $name } menolak cabaran anda.
    [expired] { $name } tidak menjawab cabaran anda dalam masa.
    [busy] { $name } sudah pergi ke sebuah permainan: cabaran anda ditarik balik.
   *[away] { $name } sudah keluar dari pelayan: cabaran anda ditarik balik.
}
lobby-asked-gone = Cabaran { $name } tidak lagi terbuka: ditarik balik, atau tidak dijawab dalam masa.
lobby-asked-gone-unnamed = Cabaran itu tidak lagi terbuka: ditarik balik, atau tidak dijawab dalam masa.
lobby-declined = Anda menolak cabaran { $name }.
lobby-declined-unnamed = Anda menolak cabaran itu.
lobby-unnamed = Hanya pemain yang bernama mempunyai halaman dan boleh dicabar dengan nama.
lobby-challenge-away = Pemain itu tiada di lobi sekarang.
lobby-challenge-busy = Pemain itu sedang bermain, menonton, atau menunggu jawapan cabarannya sendiri: cuba lagi nanti.
lobby-challenge-asked = Pemain itu ada cabaran lain untuk dijawab dahulu: cuba lagi dalam seminit.
lobby-challenge-calling = Anda sedang menunggu jawapan kepada satu cabaran: tarik balik cabaran itu dahulu.
lobby-challenge-paced = Pemain itu baru sahaja dicabar dari sini: cuba lagi dalam { $seconds } saat.
lobby-name = Nama anda: { $name } (Enter membuka halaman anda)
lobby-name-choose = Pilih nama anda (sekali sahaja; nama ini dilihat oleh orang lain)
lobby-name-guest = Anda tetamu (datang dengan kunci SSH untuk menyimpan nama)
lobby-me = Anda: { $name } · { $ratings }
lobby-me-rating = { $kind } { $rating }
lobby-me-guest = Anda tetamu: permainan anda tidak dikira dalam penarafan.
lobby-no-name = (belum bernama)
lobby-guest = tetamu
lobby-rated-ka = ka
lobby-rated-bell = Bell berdua
lobby-seek-line = { $who } · { $game } · { $rules } · { $rated ->
    [yes] berpenarafan
   *[no] santai
 } · anda bermain sebagai { $seat }{ $mine ->
    [yes] {" "}(cabaran anda)
   *[no] {""}
 }
lobby-seeks-title = Cabaran terbuka (Enter menyahut, Esc kembali)
lobby-players-title = Pemain mengikut penarafan, { $kind } (← → permainan satu lagi, Esc kembali)
lobby-player-line = { $place }. { $name }  { $rating }  ({ $games } permainan berpenarafan)
lobby-page-rating = { $kind }: { $rating } selepas { $games } permainan berpenarafan, bermula { $first } (tertinggi { $highest })
lobby-page-against = Menentang pemain lain (menang–seri–kalah): { $results }
lobby-page-games = Permainan terkini:
lobby-page-no-games = Belum ada permainan yang selesai di sini.
lobby-page-game = #{ $id } { $game }: { $result ->
    [won] menang menentang { $others }
    [lost] kalah kepada { $others }
    [shared] seri dengan { $others }
   *[none] dibatalkan, bersama { $others }
 }
lobby-page-game-rated = { $game }, { $before } → { $after } ({ $change })
lobby-name-prompt = Nama anda, 2 hingga 20 huruf (Enter simpan, Esc kembali):
lobby-posted = Cabaran anda terbuka: permainan bermula di sini apabila ada orang menyahutnya.
lobby-withdrawn = Cabaran anda sudah ditarik balik.
lobby-no-seeks = Belum ada cabaran terbuka: buka satu, atau bermain dengan sesiapa sahaja dan tunggu.
lobby-named = Selamat datang, { $name }: orang lain akan mengenali anda dengan nama ini.
lobby-seek-gone = Cabaran itu sudah disahut orang lain, atau sudah ditarik balik.
lobby-seek-own = Itu cabaran anda sendiri: tunggu orang lain menyahutnya.
lobby-seek-not-two = Cabaran terbuka untuk permainan berdua sahaja: mulakan permainan dan berikan kodnya kepada yang lain.
lobby-seek-unrated = Permainan berpenarafan memerlukan kunci SSH di kedua-dua pihak (dan permainan berdua): pilih santai.
lobby-seek-new-today = { $limit } pemain baharu dari alamat anda sudah mula bermain berpenarafan hari ini: sehingga esok, kunci baharu dari alamat itu bermain santai sahaja.
lobby-name-length = Nama mesti { $min } hingga { $max } huruf.
lobby-name-character = Nama hanya boleh mengandungi huruf, angka, ruang dan - _ . ' (bukan { $character }).
lobby-name-taken = Sudah ada pemain bernama { $name }: pilih nama lain.
lobby-name-reserved = “{ $name }” ialah panggilan bagi yang datang tanpa kunci: pilih nama lain.
lobby-name-chosen = Nama anda { $name }: nama dipilih sekali sahaja.
lobby-name-no-key = Hanya pelawat yang ada kunci SSH boleh menyimpan nama dan penarafan: datang semula dengan `ssh -i KUNCI`.
lobby-name-not-kept = Pelayan tidak dapat menulis nama anda: cuba lagi nanti.
lobby-name-full = Tiada lagi nama boleh dipilih dari sini sekarang: cuba lagi hari lain.
lobby-tournaments = Kejohanan ({ $n })
lobby-new-tournament = Kejohanan baharu
lobby-format-swiss = sistem Swiss, { $rounds } pusingan
lobby-tournament-line = { $name } · { $format } · { $game } · { $players } pemain · { $finished ->
    [yes] sudah tamat
   *[no] { $played } daripada { $rounds } pusingan selesai
 }
lobby-tournaments-title = Kejohanan (Enter membuka, Esc kembali)
lobby-tournament-finished = Kejohanan sudah tamat.
lobby-tournament-between = Pusingan { $round } daripada { $rounds } sudah tamat: pusingan berikutnya bermula apabila pengendali memulakannya.
lobby-tournament-entering = Penyertaan dibuka: { $players } pemain setakat ini.
lobby-tournament-playing = Pusingan { $round } daripada { $rounds } sedang dimainkan: { $left } permainan belum habis.
lobby-tournament-in = Anda salah seorang pesertanya.
lobby-tournament-out = Anda bukan pesertanya.
lobby-help-title = Kekunci (tekan sebarang kekunci untuk menutup)
lobby-key-leave = keluar
lobby-key-leave-help = keluar dari lobi dan pelayan sekali gus tanpa ditanya (dari mana-mana paparan)
lobby-key-ask-leave-help = keluar dari lobi dan pelayan, setelah anda menjawab ya
lobby-leave-question = Keluar dari pelayan?
lobby-leave-withdraws = Cabaran terbuka anda akan ditarik balik.
lobby-key-language-help = tukar bahasa serta-merta (untuk lawatan ini)
lobby-key-back-help = kembali ke paparan sebelumnya
lobby-key-row-help = baris di atas atau di bawah
lobby-key-change-help = tukar pilihan baris ini
lobby-key-do = laksanakan
lobby-key-do-help = laksanakan apa yang tertulis pada baris; pada baris pilihan, pilihan seterusnya
lobby-key-watch = tonton
lobby-key-watch-help = tonton permainan yang ditanda
lobby-key-sit = duduk
lobby-key-sit-help = duduk semula di permainan yang ditanda
lobby-key-take = sahut
lobby-key-take-help = sahut cabaran yang ditanda: permainannya bermula
lobby-key-open = buka
lobby-key-open-help = kejohanan yang ditanda: jadual mata dan kekuncinya
lobby-key-other-game = permainan lain
lobby-key-other-game-help = penarafan permainan yang satu lagi (juga Tab)
lobby-key-page = halaman
lobby-key-page-help = halaman pemain yang ditanda: penarafan, sejarahnya dan permainan terkini
lobby-key-challenge = cabar
lobby-key-challenge-help = cabar pemain yang ditanda untuk permainan, jam dan penarafan yang dipilih pada baris
lobby-key-accept = terima
lobby-key-decline = tolak
lobby-key-withdraw-challenge = tarik balik
lobby-key-withdraw-challenge-help = tarik balik cabaran anda sebelum dijawab
lobby-key-replay = ulang tayang
lobby-key-replay-help = ulang tayang permainan yang ditanda, langkah demi langkah
lobby-key-save = simpan
lobby-key-save-help = cara menyimpan permainan yang ditanda sebagai fail di mesin anda sendiri, untuk pasang review
lobby-key-enter = sertai
lobby-key-enter-help = sertai kejohanan (dengan kunci SSH dan nama)
lobby-key-withdraw = tarik diri
lobby-key-withdraw-help = tarik diri daripada kejohanan sebelum pusingan pertamanya
lobby-key-next-round = pusingan seterusnya
lobby-key-next-round-help = pasangkan dan mulakan pusingan seterusnya
lobby-key-settle = selesaikan
lobby-key-settle-help = selesaikan permainan pusingan ini yang pemainnya tidak datang (ditanya dahulu)
lobby-key-join = sertai
lobby-key-keep = simpan
lobby-key-make = buat
lobby-tournament-comes = permainan anda datang sendiri apabila pusingan bermula
lobby-tournament-kept = jadual mata disimpan di pelayan sebagai teks
lobby-tournament-name-prompt = Nama kejohanan (Enter membuatnya untuk permainan dan jam yang dipilih, Esc kembali):
lobby-entered = Anda sudah menyertai: permainan anda datang ke skrin anda di lobi ini apabila pusingan bermula.
lobby-left = Anda sudah menarik diri daripada kejohanan.
lobby-round-started = Pusingan { $round } bermula: permainan setiap pemain sedang menunggu mereka.
lobby-settle-board = Papan { $board }: { $south } ({ $south_presence }) lawan { $north } ({ $north_presence })
lobby-settle-never-came = tidak datang
lobby-settle-question = { $n ->
    [one] Selesaikan permainan ini: dimenangi pemain yang ada atau yang datang, seri jika kedua-duanya tidak datang? y ya · n tidak
   *[other] Selesaikan { $n } permainan ini: masing-masing dimenangi pemain yang ada atau yang datang, seri jika kedua-duanya tidak datang? y ya · n tidak
}
lobby-bye = Anda rehat dalam pusingan { $round } { $name }: dikira menang tanpa bermain. Permainan anda yang berikutnya akan dibawa kepada anda apabila pusingan baharu bermula.
lobby-tournament-over = { $count ->
    [one] { $name } sudah tamat: dimenangi { $winners } dengan { $points } mata.
   *[other] { $name } sudah tamat: { $winners } berkongsi tempat pertama dengan { $points } mata.
}
lobby-settled = { $n ->
    [0] Tiada permainan diselesaikan: semua permainan yang tinggal sedang dimainkan.
   *[other] { $n } permainan diselesaikan: dimenangi pemain yang datang (tanpa penarafan), atau seri jika kedua-duanya tidak datang.
}
lobby-no-tournaments = Belum ada kejohanan di sini: pengendali pelayan yang membuatnya.
lobby-no-replay = Tiada permainan di sini untuk diulang tayang.
lobby-save = Untuk menyimpan permainan #{ $id } sebagai fail, taip ini di mesin anda sendiri: { $command }
lobby-tournament-not-admin = Hanya pengendali pelayan boleh membuat kejohanan dan memulakan pusingannya.
lobby-tournament-no-such = Kejohanan itu sudah tiada di sini.
lobby-tournament-not-rated = Kejohanan untuk permainan ka atau permainan Bell berdua: pilih salah satu.
lobby-tournament-no-name = Untuk menyertai, datang dengan kunci SSH dan pilih nama anda dahulu.
lobby-tournament-full = Pelayan sudah menyimpan sebanyak mungkin kejohanan.
lobby-tournament-games = Permainan pusingan ini tidak dapat dimulakan: pelayan sudah penuh.
lobby-tournament-started = Pusingan pertamanya sudah dipasangkan: tiada siapa boleh masuk atau keluar sekarang.
lobby-tournament-already-in = Anda sudah menyertainya.
lobby-tournament-not-in = Anda bukan pesertanya.
lobby-tournament-unfinished = Pusingan { $round } belum tamat: { $left } permainan belum habis.
lobby-tournament-too-few = Kejohanan memerlukan sekurang-kurangnya 2 pemain ({ $players } setakat ini).
lobby-tournament-no-pairing = Pusingan berikutnya tidak dapat dipasangkan tanpa pertemuan berulang: kejohanan tamat di sini.
net-code-prompt = Kod sertai: 
net-lobby-prompt = Kod permainan, atau Enter untuk ke lobi: 
net-port-in-use = { $address } sedang digunakan: program lain mendengar di situ; pilih yang lain dengan --listen, cth. --listen 0.0.0.0:2223
net-cannot-listen = tidak dapat mendengar di { $address }
net-cannot-keep = tidak dapat menyimpan permainan pelayan di { $dir }
net-cannot-log = tidak dapat menulis log pelayan { $path }
net-bad-address = '{ $text }' bukan alamat yang sah untuk didengar: tulis ALAMAT:PORT, contohnya 0.0.0.0:2222
net-tournament-unreadable = kejohanan { $id } { $problem }
net-admin-key = { $key } bukan fail kunci awam dan bukan cap jari (SHA256:…)
net-already-serving = pasang serve yang lain menyimpan permainannya di { $dir }: hentikannya, atau berikan --data-dir lain kepada yang ini
net-game-unreadable = pasang serve: { $path } bukan permainan yang dapat dibacanya ({ $why }); ia dibiarkan seperti sedia ada
net-serving = pasang serve: mendengar di { $address }.
    Pelawat masuk dengan: { $command }
    Kunci hos: { $fingerprint } (ssh pelawat menunjukkannya pada kali pertama).
    { $games ->
        [0] Tiada permainan yang belum selesai; permainan disimpan di { $dir }.
       *[other] { $games } permainan belum selesai, disimpan di { $dir }.
    }
    Ctrl-C menghentikan pelayan; permainan disimpan.
net-stopped = pasang serve: berhenti; permainan disimpan.
net-no-host-key = tidak dapat membuat atau membaca kunci hos SSH di { $dir }
net-host-needs-terminal = tempat duduk jauh memerlukan terminal di sini, tempat permainan turut dimainkan (pasang serve menjalankan pelayan tanpanya)
cli-help-serve = Jalankan pelayan permainan yang boleh disertai sesiapa dengan ssh: lobi untuk memulakan, menyertai dan menonton permainan; permainan kekal walaupun pelayan dimulakan semula
cli-help-serve-listen = Tempat pelayan mendengar (port 0: mana-mana port yang bebas)
cli-help-serve-name = Alamat yang diberitahu kepada pelawat [lalai: alamat mesin ini]
cli-help-serve-data-dir = Tempat permainan dan kunci hos disimpan [lalai: seperti semasa bermain]
cli-help-serve-max-visitors = Bilangan maksimum pelawat serentak, 1 hingga 10000
cli-help-serve-per-address = Bilangan maksimum pelawat serentak dari satu alamat, 1 hingga 10000
cli-help-serve-log = Tempat pelayan mencatat siapa datang dan pergi, permainan, penarafan dan penolakan, ditambah di hujung [lalai: ralat standard]
cli-help-serve-admin = Kunci awam pengendali, yang membuat kejohanan di lobi: failnya (.pub) atau cap jarinya (SHA256:…)
cli-help-serve-grace = Berapa lama pemain kejohanan boleh lambat datang ke permainan pusingannya sebelum dikira kalah luput, contohnya 90s, 5m atau 1h [lalai: 5m]
cli-help-listen = Dengan tempat duduk jauh: tempat pelayan SSH untuk pemainnya mendengar


## SSH: what the SSH server itself says to a visitor (helper ssh)

ssh-needs-terminal = pasang memaparkan skrin permainan dan memerlukan terminal: sambung dengan ssh biasa (atau ssh -t), tanpa perintah.
ssh-refused = Di sini hanya skrin permainan disediakan: { $what } ditolak.
ssh-one-command = Di sini hanya skrin permainan disediakan (sambung tanpa perintah), dan satu perintah: record N, yang menulis rekod permainan tamat bernombor N di pelayan ini.
ssh-no-record = Tiada permainan tamat bernombor { $id } di pelayan ini.
ssh-too-many = Terlalu banyak sambungan ke pelayan pasang ini; cuba lagi nanti.
ssh-idle = Ditutup: tiada kekunci ditekan untuk tempoh yang terlalu lama.
ssh-flood = Ditutup: terlalu banyak input sekali gus.
ssh-broken = Skrin ini gagal dan ditutup; pelayan terus berjalan. Sila beritahu hos.
ssh-stopped = Pelayan permainan berhenti (hos menamatkan permainan, atau pelayan ditutup).
ssh-bad-host-key = { $path } tidak dapat dibaca ({ $why }): alihkan fail itu dan kunci baharu akan dibuat (pelawat akan diberi amaran bahawa kunci telah berubah)
ssh-host-key-not-a-file = ia { $kind }, bukan fail
ssh-host-key-too-large = ia lebih besar daripada { $limit } bait, jauh lebih besar daripada kunci hos
ssh-host-key-not-text = ia bukan teks
ssh-host-key-not-openssh = ia bukan kunci peribadi OpenSSH
ssh-host-key-not-made = kunci hos tidak dapat dibuat di { $path } ({ $why })
ssh-host-key-library = pustaka kunci tidak dapat membuat kunci Ed25519 dalam format OpenSSH


## Tournaments

tournament-swiss = sistem Swiss
tournament-round-robin = sistem liga
tournament-title = { $name }: { $format }, { $played } daripada { $rounds } pusingan selesai
tournament-number = Bil.
tournament-place = Tempat
tournament-name = Nama
tournament-rating = Penarafan
tournament-points = Mata
tournament-buchholz = Buchholz
tournament-sonneborn-berger = S-B
tournament-wins = Menang
tournament-round = P{ $n }
tournament-bye = rehat
# Keputusan yang diberi tanpa permainan (luput), lepas nombor lawan: +4l.
tournament-forfeit-mark = l

## steps: Langkah, permainan kecil untuk ujian (dibina dengan ciri test-game sahaja)

game-name-steps = permainan Langkah
option-game-steps = permainan Langkah, permainan kecil untuk ujian: langkahkan buah anda ke titik kosong
option-not-for-steps = { $option } bukan pilihan permainan Langkah, yang menerima `--limit`, `--pattern steps` atau `--setup`
summary-steps = permainan Langkah, { $setup }, { $rules }
lobby-steps = permainan Langkah
label-steps-limit = paling banyak { $steps } langkah
label-steps-pattern-alternating = steps (berselang-seli)
cli-help-limit = permainan Langkah (permainan ujian): berapa langkah sebelum seri [lalai: 20]
cli-value-limit = HAD
check-steps-setup = { $path }: susunan permainan Langkah yang sah: '{ $name }'
check-steps-record = { $path }: rekod permainan Langkah yang sah: susunan '{ $setup }', { $rules }, { $moves } langkah
steps-no-match = permainan Langkah tiada perlawanan
steps-bench-heading = permainan Langkah: had { $limit }, susunan: { $setup }
steps-bench-random-games = permainan rawak, langkah demi langkah: { $count } dalam { $seconds } s = { $rate } permainan/s ({ $steps } langkah setiap permainan)
steps-illegal-over = permainan sudah tamat
steps-illegal-not-next = titik itu tidak bersebelahan dengan titik kosong
steps-illegal-not-yours = buah itu bukan buah anda
steps-move-unreadable = langkah ialah titik asal buah, seperti e6
steps-outcome-stuck = { $seat } tidak dapat melangkah dan kalah
steps-outcome-limit = langkah sudah habis: seri
steps-tui-played = { $seat } melangkah dari { $from } ke { $to }.
steps-tui-undone = { $step } diundur.
steps-tui-redone = Melangkah dari { $step } sekali lagi.
steps-tui-new-game = Permainan baharu: { $seat } melangkah dahulu.
steps-tui-continued = Diteruskan dari langkah { $ply }.
steps-tui-refused = Bukan sekarang.
steps-tui-computer-turn = { $seat } ialah komputer (AI { $level }): tunggu langkahnya.
steps-tui-replay-at = Kedudukan selepas langkah { $ply }.
steps-tui-suggested = Petunjuk: { $step }. Enter memainkannya.
steps-tui-step = Langkah { $n }
steps-tui-to-move = giliran { $seat }
steps-tui-form-title = Permainan Langkah baharu
steps-help-last-move = Langkah terakhir ditanda di titik asal buah.
steps-help-rules = Selatan bermain putih, Utara hitam. Satu langkah memindahkan buah anda dari titik bersebelahan dengan titik kosong ke dalamnya; pemain yang tidak dapat melangkah kalah, dan apabila langkah habis permainan seri.
key-steps-mouse = klik tetikus
key-steps-mouse-help = langkahkan buah yang diklik ke titik kosong
