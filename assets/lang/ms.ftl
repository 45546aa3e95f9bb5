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
note-played = { $player } main { $mv }: makan { $stones } buah, { $points } mata.
note-undone = { $mv } diundur; U memainkannya semula.
note-redone = { $mv } dimainkan semula.
note-new-game = Permainan baharu. { $player } mula dahulu.
note-continued = Bermain terus dari langkah { $ply }; { $dropped } langkah selepasnya menunggu di U (buat semula).
note-suggested = Cadangan: { $mv }, makan { $stones } buah, { $points } mata. Enter memainkannya.
note-saved = Disimpan dalam { $path }; bukanya dengan pasang --load { $path }
note-save-failed = Tidak dapat menyimpan: { $error }
note-saving-off = Penyimpanan dimatikan dalam paparan ini.
note-not-this-file = Bukan lajur { $file }: { $reason }
note-entry-captures-nothing = dari { $from } ka akan tiba di { $to } tanpa apa-apa untuk dimakan, sedangkan setiap langkah mesti makan
note-cannot-enter = { $from } tidak boleh menjadi ka { $player }: { $reason }. Pilih buah yang bertanda.
note-choose-the-stone = Pilih buah yang masuk: { $a } atau { $b }, bukan titik tempat ia tiba.
note-move-the-ka = Gerakkan ka: pilih titik bertanda yang boleh dicapainya dari { $ka }.
note-no-odd-line = tiada barisan ganjil untuk dimakan merentasi langkah ke situ
note-ka-cannot-go = Ka tidak boleh ke { $to }: { $reason }.
note-computer-turn = { $player } dimainkan komputer (AI { $level }): tunggu langkahnya, atau tekan u untuk mengundur langkah anda.
note-replay-at = Kembali ke kedudukan selepas langkah { $n }.
note-replay-move = Langkah { $n }: { $player } main { $mv }, makan { $stones } buah, { $points } mata.
refused-game-over = Permainan sudah tamat: n untuk permainan baharu, u untuk mengundur langkah.
refused-nothing-to-undo = Tiada langkah untuk diundur.
refused-nothing-of-yours = Tiada langkah anda untuk diundur: hanya komputer yang sudah melangkah.
refused-nothing-to-redo = Tiada langkah untuk dibuat semula.
refused-replay = Ini ulang tayang: → dan ← untuk melihat langkah demi langkah, q untuk keluar.
refused-in-the-past = Ini kedudukan lalu: Enter untuk bermain terus dari sini, End untuk kembali ke masa kini.

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
told-replay-last = Kedudukan terakhir: ← untuk undur.
told-replay-start = Ulang tayang: → maju, ← undur, Home dan End melompat; q untuk keluar.
told-past = Melihat semula: selepas { $unit ->
    [turn] giliran
   *[move] langkah
} { $ply } daripada { $of }. PgUp/PgDn melangkah, End kembali, Enter bermain terus dari sini.
told-present = Kembali ke masa kini.
told-flipped = { $player } di bawah; f memusingkan papan semula.
told-unflipped = { $player } di bawah; f memusingkan papan.
told-no-saved-games = Tiada permainan tersimpan: tiada folder data (lihat --data-dir).
told-games-unreadable = Permainan tersimpan tidak dapat disenaraikan: { $error }.

# Baris panel untuk pemain yang bergiliran.
hint-thinking = { $player } (AI { $level }) berfikir{ $dots } { $seconds } s
hint-thinking-undo = { $thinking } · u undur
hint-replay = Ulang tayang { $n }/{ $of } (selepas { $mv }): → maju, ← undur
hint-replay-start = Ulang tayang { $n }/{ $of } (permulaan): → maju, ← undur
hint-past = Lihat langkah { $n }/{ $of }: End kembali, Enter main dari sini
hint-won-by-score = { $player } menang dengan mata. n: baharu, u: undur
hint-draw = Seri. n: permainan baharu, u: undur
hint-won-by-suntuk = { $player } menang secara suntuk. n: baharu, u: undur
hint-take-the-one = { $player }: Enter makan buah bertanda; Esc kembali
hint-choose = { $player }: pilihan { $at }/{ $of }; Tab lain, Enter makan
hint-column = { $player }: makan satu lajur di separuh anda (baris { $ranks })
hint-ka-entry = { $player }: pilih buah bertanda untuk menjadi ka di lajur { $file }
hint-ka-moves = { $player }: gerakkan ka anda ({ $ka }) ke titik bertanda

# Baris mesej apabila tiada mesej: apa yang di bawah kursor.
cursor-centre = { $at }: gadong, bukan titik
cursor-stone = { $at }: buah { $colour } ({ $points } mata)
cursor-ka = { $at }: ka { $player }
cursor-empty = { $at }: kosong
cursor-and = { $what } · { $then }
cursor-choice = { $mv }: makan { $stones } buah, { $points } mata dari { $to }
cursor-choice-line = { $mv }: makan { $stones } buah, { $points } mata, di { $line } { $to }
cursor-column = lajur { $file }: { $stones } buah, { $points } mata · Enter untuk makan
cursor-column-not-allowed = lajur { $file } tidak dibenarkan
cursor-enters = masuk ke { $to } sebagai ka, { $ways } cara makan · Enter
cursor-ka-takes = { $mv } makan { $stones } buah, { $points } mata · Enter
cursor-ways = { $ways } cara makan · Enter untuk memilih

# Panel sisi.
panel-title = Pasang · { $setup } · { $rules }
panel-unsaved-title = ! tidak disimpan · { $rules }
panel-past-title = LALU · langkah { $ply } daripada { $of }
panel-points = { $n ->
   *[other] mata
}
panel-computer = AI { $level }
panel-took = makan { $black } hitam, { $white } putih
panel-move = Langkah { $n } · { $phase }
panel-game-over = Permainan tamat
panel-lead = Kelebihan
panel-leads = { $player } di depan { $by }
panel-level = Mata sama
panel-initial-south = S
panel-initial-north = N
panel-moves = Langkah
panel-no-moves = (belum ada)

# Kotak di atas papan.
popup-result-title = Permainan tamat
popup-result-keys = n baharu · u undur · Esc lihat papan
popup-replay-result-keys = ← undur · Esc lihat papan
popup-won-by-score = { $player } menang dengan mata, { $points } lawan { $other }
popup-draw = Seri, { $south } lawan { $north }
popup-all-taken = Semua buah sudah dimakan.
popup-won-by-suntuk = { $player } menang secara suntuk
popup-suntuk-stuck = { $player } tiada langkah; { $stones } buah tinggal.
popup-suntuk-recorded = Keputusan direkod: { $winner } { $won }, { $loser } { $lost }.
popup-suntuk-points = Mata dimakan: { $south } { $s }, { $north } { $n }.
popup-confirm-title = Anda pasti?
popup-yes-no = y ya · n tidak
popup-quit-saved = Keluar? Permainan sudah disimpan: pasang --resume menyambungnya.
popup-quit-unsaved = Keluar dari permainan ini? Ia belum tamat, dan simpan automatik dimatikan.
popup-continue = Bermain terus dari sini? Langkah-langkah selepasnya menunggu di U (buat semula).

# Skrin permainan tersimpan.
games-title = Permainan tersimpan
games-head = Pilih permainan untuk disambung; permainan ini kekal tersimpan.
games-empty = Belum ada permainan tersimpan: setiap permainan disimpan semasa dimainkan.
games-on-the-board = { $when }  (di papan)
games-open-elsewhere = { $when }  (dibuka dalam pasang lain)
games-unreadable-row = { $name }: tidak dapat dibaca sebagai permainan
games-refused-current = Itulah permainan di papan.
games-refused-open-elsewhere = Pasang lain sedang memainkan permainan itu; pasang replay menunjukkannya, pasang --load memainkan salinannya.
games-refused-unreadable = Fail itu tidak dapat dibaca sebagai permainan; ia dibiarkan seperti asal.

# Skrin permainan baharu.
form-title = Permainan baharu
form-no-path = (belum ada: taip laluan fail di sini)
form-path-closed = (jika susunan daripada fail)
form-movetime = Masa AI sukar
form-setup = Susunan
form-setup-file = Fail susunan
form-rules = Peraturan
form-second-column = Lajur kedua
form-ka-entry = Kemasukan ka
form-centre = Gadong
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
form-about-movetime = Berapa lama AI sukar berfikir untuk setiap langkah (--movetime); tahap lain tidak menunggu.
form-about-pattern = Susunan buah: { $description }.
form-about-this-setup = Susunan buah seperti dalam permainan yang sedang dimainkan.
form-about-setup-file = Susunan buah daripada fail susunan anda sendiri: taip laluannya di bawah.
form-about-path = Laluan fail susunan (RON), seperti untuk --setup; Enter membacanya lalu bermula.
form-about-preset = Peraturan { $rules }: { $description }.
form-about-custom = Pilihan di bawah tidak sepadan dengan mana-mana pratetap.
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
    [space] Space
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
key-open-help = buka permainan tersimpan untuk disambung (mana-mana permainan)
key-help = bantuan
key-help-help = bantuan ini
key-select = pilih
key-select-help = pilih titik di bawah kursor; sahkan buah yang dimakan
key-next = lain
key-next-help = barisan makan berikutnya, atau titik berikutnya untuk dipilih
key-previous = sebelum
key-previous-help = barisan makan sebelumnya, atau titik sebelumnya untuk dipilih
key-back = kembali
key-back-help = undur selangkah dalam pilihan; sembunyikan kotak permainan tamat
key-type = taip
key-type-help = taip langkah: c, d3-c3xN, c3-c9xS (kemudian Enter)
key-undo = undur
key-undo-help = undur satu langkah (jika melawan komputer, balasannya juga)
key-redo = semula
key-redo-help = mainkan semula langkah yang diundur
key-look-back = lalu
key-look-back-help = lihat semula langkah sebelumnya: papan, mata dan langkah seperti dahulu
key-forward = maju
key-forward-help = lihat selangkah ke hadapan
key-save = simpan
key-save-help = simpan permainan dalam fail baharu di folder ini
key-hint = petunjuk
key-hint-help = minta komputer mencadangkan langkah; ia sedia untuk dimainkan
key-new = baharu
key-new-help = permainan baharu: susunan, peraturan dan pemain
key-quit = keluar
key-quit-help = keluar (permainan kekal tersimpan)
key-next-capture = pilihan lain
key-take = makan
key-step = langkah
key-play-on = main dari sini
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
key-change = ubah
key-start-game = mula
key-read-and-start = baca fail dan mula

## help: the help screens and the rules in brief (helper tui)

help-title = Bantuan · Esc untuk tutup
help-title-scrolls = Bantuan · Esc untuk tutup, ↑↓ untuk tatal
help-keys = Kekunci
help-replay-keys = Kekunci ulang tayang
help-mouse = klik tetikus
help-mouse-does = pilih titik; klik buah bertanda untuk mengesahkan
help-replay = Ulang tayang hanya menunjukkan permainan tersimpan; untuk bermain terus dari sesuatu kedudukan, buka failnya dengan pasang --load FAIL.
help-saved = Setiap langkah disimpan: o di sini atau pasang --resume menyambung permainan tersimpan.
help-rules-heading = Peraturan ({ $rules })
help-rules-board = Papan pasang 11 × 11 dipenuhi 120 buah. { $south } memegang separuh bawah (baris 1-5) dan { $north } separuh atas (baris 7-11); { $south } mula dahulu. Setiap langkah mesti makan buah: buah hitam bernilai 1 mata, buah putih 2 mata.
help-rules-column = 1. Lajur: pada langkah pertamanya, setiap pemain makan kelima-lima buah satu lajur di separuhnya sendiri, dan lajur itu menjadi laluannya. { $second ->
    [free] { $north } boleh memilih mana-mana lajur kecuali cerminan lajur { $south }.
   *[diagonal] { $north } mesti memilih lajur di seberang lajur f daripada lajur { $south } (jika { $south } memilih f, mana-mana lajur kecuali f).
}
help-rules-entry = 2. Kemasukan ka: setiap pemain menjadikan satu buah di separuhnya sebagai ka (S atau N di papan). { $entry ->
    [jump] Buah itu melompat ke dalam laluan dari jarak dua lajur, melangkaui buah di antaranya,
    [either] Buah itu boleh menggelongsor masuk dari lajur di sebelah laluan, atau melompat dari jarak dua lajur melangkaui sebuah buah,
   *[slide] Buah itu menggelongsor selangkah ke dalam laluan dari lajur di sebelahnya,
} di sepanjang barisnya sendiri, dan sebaik tiba ia mesti makan, sama ada di sepanjang baris atau lajur.
help-rules-ka-moves = 3. Gerakan ka: ka bergerak sejauh mana pun di sepanjang baris atau lajur melalui titik kosong, lalu makan secara melintang: selepas bergerak ke kiri atau ke kanan ia makan di sepanjang lajur, selepas bergerak ke atas atau ke bawah ia makan di sepanjang baris.
help-rules-line = Barisan: dari ka, pandang ke satu arah. Titik kosong dilangkau, dan buah yang sewarna dengan buah pertama ditemui dikumpulkan hingga ke tepi papan, buah warna lain atau ka lawan. Jika kedua-dua arah sama warnanya, keduanya menjadi satu barisan. Hanya barisan yang bilangan buahnya ganjil boleh dimakan.
help-rules-centre = { $centre ->
    [open] Gadong di tengah papan (f6) bukan titik: ka tidak boleh melintasinya, tetapi barisan bersambung melepasinya.
   *[blocks] Gadong di tengah papan (f6) bukan titik: tiada apa-apa boleh berhenti di situ atau melintasinya, dan barisan terputus di situ.
}
help-rules-end = Permainan tamat apabila semua buah habis dimakan (mata terbanyak menang), atau apabila pemain yang bergiliran tidak dapat makan lagi: itulah suntuk, dan pemain itu kalah 0 lawan 120.

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
