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

## settings: the settings screen and language switching (helper bell)
