# Mesej pasang dalam Bahasa Melayu. Setiap mesej ialah mesej Fluent
# (https://projectfluent.org/fluent/guide/): id, kemudian teksnya, dengan
# { $nama } untuk nilai yang dimasukkan oleh program. Istilah permainan:
# lihat glossary.md.

language-name = Bahasa Melayu

## Perkataan bersama

points = { $n } mata

## cli: the command line, its help and errors (helper cli)

## files: files, setups and records (helper cli)

## check: pasang check (helper cli)

## match: pasang match, perft and bench (helper cli)

## rules: the games' words and the reasons a move is illegal (helper cli)

## tui: the terminal game, both games (helper tui)

## help: the help screens and the rules in brief (helper tui)

## bell-tui: Bell's terminal game (helper bell)

bell-tui-removed = { $seat } membuang { $point }: { $points }.
bell-tui-played = { $seat } memainkan { $turn }: { $points }.
bell-tui-undone = { $turn } diundur; U memainkannya semula.
bell-tui-redone = { $turn } dimainkan semula.
bell-tui-new-game = Permainan baharu: Selatan bermula dengan membuang sebiji buah bertanda.
bell-tui-continued = Bermain semula dari giliran { $ply }; { $dropped } giliran selepasnya menunggu pada U (buat semula).
bell-tui-suggested = Cadangan: { $turn }, { $points }. Enter memainkannya; Esc mengundur lompatannya.
bell-tui-no-hop = Buah di { $point } tidak boleh melompat: ia perlu buah di sebelahnya dan titik kosong di seberangnya. Pilih buah bertanda.
bell-tui-chosen = { $point } dipilih: { $landings } titik mendarat bertanda. Esc meletakkannya semula.
bell-tui-hopped-waiting = Lompatan { $hop }: { $points } setakat ini. { $waiting } menanti: dimakan jika anda melompat lagi, kekal jika anda berhenti.
bell-tui-hopped = Lompatan { $hop }: { $points } setakat ini. Lompat lagi, atau Enter pada buah untuk tamatkan giliran.
bell-tui-hop-taken-back = Satu lompatan diundur; { $hops } lompatan dibuat dalam giliran ini.
bell-tui-stone-dropped = Buah diletak semula; pilih buah lain.
bell-tui-turn-full = Tujuh lompatan sudah dibuat: giliran hanya boleh ditamatkan.
bell-tui-no-landing = Tidak boleh melompat ke { $point }: { $reason }.
bell-tui-computer-turn = { $seat } dimainkan oleh komputer (ai:{ $level }): tunggu gilirannya, atau tekan u untuk mengundur giliran anda.
bell-tui-replay-at = Kedudukan selepas giliran { $ply }.
bell-tui-game-over = Permainan sudah tamat: n untuk permainan baharu, u untuk mengundur satu giliran.
bell-tui-nothing-to-undo = Tiada giliran untuk diundur.
bell-tui-nothing-of-yours = Tiada giliran pemain untuk diundur: hanya komputer yang sudah bermain.
bell-tui-nothing-to-redo = Tiada giliran untuk dibuat semula.
bell-tui-replay-refused = Ini ulang tayang: → dan ← melangkah melalui permainan, q untuk keluar.
bell-tui-in-the-past = Ini kedudukan lalu: Enter untuk terus bermain dari sini, End untuk kembali ke masa kini.
bell-tui-level = { $level ->
        [random] rawak
        [easy] mudah
        [medium] sederhana
       *[hard] sukar
    }
bell-tui-opening = { $opening ->
        [inner] dalam
       *[corner] penjuru
    }
bell-tui-title = Bell · { $players } pemain · { $opening }
bell-tui-unsaved-title = ! tidak disimpan · { $players } pemain
bell-tui-past-title = LALU · giliran { $ply }/{ $of }
bell-tui-score-unit = { $n ->
       *[other] mata
    }
bell-tui-computer = ai:{ $level }
bell-tui-order = Urutan { $seats }
bell-tui-turn = Giliran { $n }
bell-tui-turn-opening = Giliran { $n } · pembukaan
bell-tui-over = Permainan tamat
bell-tui-this-turn = Giliran ini
bell-tui-turn-so-far = { $hops } daripada 7 lompatan · { $points }
bell-tui-waiting = { $point } menanti: dimakan jika lompat
bell-tui-turns = Giliran dimainkan
bell-tui-no-turns = (belum ada)
bell-tui-thinking = { $seat } (ai:{ $level }) sedang berfikir… { $seconds } s
bell-tui-now-replay = Ulang tayang, giliran { $ply } daripada { $of }: → maju, ← undur
bell-tui-now-past = Melihat giliran { $ply } daripada { $of }: End kembali, Enter main dari sini
bell-tui-now-over = n: permainan baharu, u: undur satu giliran
bell-tui-now-opening = { $seat } membuka: buang satu buah ({ $points })
bell-tui-now-choose = { $seat }: pilih buah bertanda untuk melompat
bell-tui-now-landing = { $seat }: pilih titik mendarat bertanda (Tab beralih)
bell-tui-now-hop = { $seat }: lompat lagi, atau Enter pada buah untuk tamat giliran
bell-tui-cursor-missing = lubang tengah, bukan titik
bell-tui-cursor-stone = buah { $stone ->
        [white] putih
       *[black] hitam
    } ({ $points })
bell-tui-cursor-empty = kosong
bell-tui-cursor = { $point }: { $what }
bell-tui-cursor-landing = { $point }: { $what } · titik mendarat: Enter untuk melompat ke sini
bell-tui-wins = { $seat } menang dengan { $points }
bell-tui-wins-how = Tiada buah boleh melompat: permainan tamat.
bell-tui-share = { $seats } berkongsi kemenangan
bell-tui-share-how = { $points } setiap seorang; tiada buah boleh melompat.
bell-tui-rules-heading = Pasang Bell ({ $players } pemain, pembukaan { $opening })
key-bell-mouse = klik tetikus
key-bell-mouse-help = pilih buah, kemudian titik mendarat; klik buah itu sekali lagi untuk tamatkan giliran
bell-tui-rules-players = { $n } pemain bermain bergilir-gilir: { $seats }. Papannya 11 kali 11 titik tanpa 3 kali 3 di tengahnya (e5-g7). Buah hitam bernilai 1 mata, buah putih 2 mata. Buah tidak dimiliki sesiapa: setiap pemain boleh menggerakkan mana-mana buah.
bell-tui-rules-opening = Pembukaan: { $seat } membuang sebiji buah { $opening ->
        [inner] di salah satu penjuru lubang tengah (d4, h4, d8, h8)
       *[corner] di salah satu daripada empat penjuru papan (a1, k1, a11, k11)
    } dan mendapat matanya.
bell-tui-rules-hops = Selepas itu, setiap giliran melompatkan sebiji buah melangkaui buah di sebelahnya ke titik kosong di seberang, sepanjang baris, lajur atau salah satu daripada empat pepenjuru bertanda (a1-d4, k1-h4, a11-d8, k11-h8). Buah yang sama boleh terus melompat dari tempat ia mendarat, hingga tujuh lompatan, dan pemain boleh berhenti selepas mana-mana lompatan.
bell-tui-rules-captures = Buah dimakan dalam bilangan ganjil. Lompatan pertama, ketiga, kelima dan ketujuh memakan buah yang dilangkau berserta buah yang sedang menanti; lompatan kedua, keempat dan keenam membiarkan buah yang dilangkau menanti (dilukis berasingan): ia tidak boleh dilangkau lagi, dan kekal di papan jika giliran berhenti di situ. Jadi 1-2 lompatan memakan 1 buah, 3-4 memakan 3, 5-6 memakan 5 dan 7 memakan 7.
bell-tui-rules-end = Permainan tamat apabila pemain yang tiba gilirannya tidak dapat melompat di mana-mana. Mata tertinggi menang; jika mata tertinggi sama, kemenangan dikongsi.
bell-tui-rules-unlike = Berbeza daripada permainan ka, di sini tiada ka, tiada tangkapan lajur dan tiada barisan: setiap buah boleh melompat, dua hingga empat orang bermain, dan aturan ganjil menentukan berapa buah dimakan dalam satu giliran.
bell-tui-form-title = Permainan baharu · Pasang Bell
bell-tui-form-keys = ↑↓ baris · ←→ tukar · Enter mula · Esc batal
bell-tui-form-players = Pemain
bell-tui-form-opening = Pembukaan
bell-tui-form-person = manusia
bell-tui-form-computer = komputer, { $level }
bell-tui-form-players-value = { $players } pemain
bell-tui-form-opening-value = { $opening } ({ $points })
bell-tui-form-setup = Buah disusun mengikut susunan permainan ini.
key-bell-select = pilih
key-bell-select-help = pilih buah di bawah kursor, kemudian titik mendarat bertanda; pada buah yang sedang melompat, tamatkan giliran (semasa pembukaan: buang buah bertanda)
key-bell-next = berikut
key-bell-next-help = buah berikutnya yang boleh melompat, atau titik mendarat berikutnya
key-bell-previous = sebelum
key-bell-previous-help = buah sebelumnya yang boleh melompat, atau titik mendarat sebelumnya
key-bell-back = kembali
key-bell-back-help = undur lompatan terakhir giliran ini; letak semula buah yang dipilih; sembunyikan kotak tamat permainan
key-bell-type = taip
key-bell-type-help = taip satu giliran: xa1, c5-c7, d8-b10-b8 (kemudian Enter)
key-bell-undo = undur
key-bell-undo-help = undur giliran terakhir (menentang komputer: kembali ke giliran anda yang terakhir)
key-bell-redo = buat semula
key-bell-redo-help = mainkan semula giliran yang diundur
key-bell-look-back = lalu
key-bell-look-back-help = lihat satu giliran ke belakang: papan, mata dan giliran seperti sebelumnya
key-bell-forward = maju
key-bell-forward-help = lihat satu giliran ke hadapan
key-bell-hint = petunjuk
key-bell-hint-help = minta komputer mencadangkan satu giliran; ia ditunjukkan sedia, Enter memainkannya
key-bell-new = baharu
key-bell-new-help = permainan baharu: bilangan pemain, pembukaan dan siapa duduk di mana
key-bell-quit = keluar
key-bell-quit-help = keluar (bertanya dahulu jika permainan belum tamat)
key-bell-next-landing = titik berikut
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
settings-rules = Peraturan ka
settings-pattern = Corak ka
settings-level = Komputer
settings-movetime = Masa fikir
settings-movetime-value = { $seconds } s
settings-default = lalai
settings-keys = ↑↓ baris · ←→ tukar · Enter simpan · Esc batal
settings-about = Bahasa, papan dan lukisan bertukar serta-merta; yang lain untuk permainan seterusnya.
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
key-settings-row = baris
key-settings-change = tukar
key-settings-save = simpan
key-settings-cancel = batal
