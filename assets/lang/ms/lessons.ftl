### The lessons' texts, named by the lesson's id and the step's number
### from 1: lesson-<id> is the title, lesson-<id>-<n> what step n says,
### lesson-<id>-<n>-look what to look at after a miss, lesson-<id>-<n>-done
### what is said when the step is done (assets/lessons/README.md).

## 01-board.ron

lesson-board = Papan, buah dan mata
lesson-board-1 = 11 kali 11 titik, tetapi lubang tengah (f6) bukan titik. Anda Selatan: baris 1-5 ialah separuh anda. Buah hitam bernilai 1 mata, putih 2. Langkah pertama anda makan kelima-lima buah satu lajur di separuh anda. Ambil mana-mana lajur.
lesson-board-1-look = Pilih satu titik pada mana-mana lajur di separuh anda.
lesson-board-1-done = Setiap langkah dalam Pasang mesti makan buah.
lesson-board-2 = Kira sebelum makan: buah putih bernilai dua kali ganda buah hitam. Ambil lajur yang bernilai 10 mata.
lesson-board-2-look = Kira buah putih dalam setiap lajur: lima buah putih bernilai 10 mata.
lesson-board-2-done = 10 mata: paling banyak bagi satu lajur di sini.

## 02-second-column.ron

lesson-second-column = Makan lajur dan lajur kedua
lesson-second-column-1 = Kini anda Utara. Selatan mengambil lajur c, di sebelah barat f. Mengikut peraturan klasik, Utara mesti mengambil lajur di sebelah timur f (g hingga k). Ambil satu.
lesson-second-column-1-look = Pilih satu lajur dari g hingga k.
lesson-second-column-1-done = Laluan Selatan ialah lajur c; laluan anda ialah lajur yang baru anda ambil.
lesson-second-column-2 = Di sini Selatan mengambil lajur tengah f. Jadi Utara boleh mengambil mana-mana lajur kecuali f. Ambil lajur yang memberikan mata paling banyak.
lesson-second-column-2-look = Kira buah putih setiap lajur di separuh anda.
lesson-second-column-2-done = Selepas f, semua lajur lain terbuka bagi Utara.
lesson-second-column-3 = Peraturan guli lebih bebas: Utara boleh mengambil mana-mana lajur kecuali cerminan lajur Selatan. Selatan mengambil c: semua lajur kecuali i terbuka. Ambil lajur e.
lesson-second-column-3-look = Sasarannya ialah lajur e, di sebelah barat, yang dilarang oleh peraturan klasik.
lesson-second-column-3-done = Mengikut peraturan guli, hanya lajur cerminan yang tertutup.

## 03-ka-slide.ron

lesson-ka-slide = Memilih ka dengan menggelongsor
lesson-ka-slide-1 = Dengan langkah kedua, anda memilih ka. Ambil satu lajur; Utara membalas; kemudian sebiji buah di sebelah laluan anda menggelongsor selangkah ke dalamnya dan mesti makan serta-merta, di sepanjang baris atau lajur.
lesson-ka-slide-1-look = Selepas mengambil lajur, pilih buah bertanda di sebelah laluan anda.
lesson-ka-slide-1-done = Buah itu kini ka anda; ka tidak pernah dikira mata.
lesson-ka-slide-2 = Anda Utara. Bawa ka anda masuk ke lajur j supaya anda mendapat 6 mata.
lesson-ka-slide-2-look = Lihat baris 7: tiga buah putih berturut-turut.
lesson-ka-slide-2-done = Tiga buah putih: 6 mata.

## 04-ka-jump.ron

lesson-ka-jump = Memilih ka dengan melompat
lesson-ka-jump-1 = Mengikut peraturan lompat, buah itu terletak dua lajur dari laluan dan melompat masuk ke dalamnya, melompati buah di antaranya. Laluan anda c: lompatkan sebiji buah masuk dari a atau e.
lesson-ka-jump-1-look = Pilih buah bertanda di lajur a atau e.
lesson-ka-jump-1-done = Buah itu melompati sebiji buah, yang kekal di tempatnya.
lesson-ka-jump-2 = Peraturan guli membenarkan kedua-duanya. Di sini pilih lompat: dapatkan 6 mata dengan buah yang melompat masuk ke c.
lesson-ka-jump-2-look = Lompat masuk dari a atau e, dua lajur dari c, di baris yang memberi 6 mata di timur dan barat c.
lesson-ka-jump-2-done = Menggelongsor atau melompat: pemain bersetuju sebelum bermain.

## 05-lines.ron

lesson-lines = Apa itu barisan
lesson-lines-1 = Mulai sekarang, ka bergerak. Ka makan satu barisan: dilihat dari ka, buah sewarna yang berturut-turut (titik kosong di celah-celahnya tidak diambil kira). Barisan hanya boleh dimakan jika bilangan buahnya ganjil. Makan tiga buah putih di baris 4.
lesson-lines-1-look = Bawa ka ke baris 4, di a4: dari situ ia memandang ke timur di sepanjang baris.
lesson-lines-1-done = Tiga putih, kemudian buah hitam menamatkan barisan. Dua putih di baris 2 genap: di situ tiada yang boleh dimakan.
lesson-lines-2 = Barisan genap tidak boleh dimakan langsung. Dua putih di baris 4 genap, jadi ka di a4 tidak dapat makan apa-apa. Sebaliknya, makan buah hitam di d4 dari bawah.
lesson-lines-2-look = Langkah itu makan buah putih, bukan buah hitam di d4. Gerakkan ka di sepanjang baris 1 ke d1: dari situ ia memandang ke atas lajur d.
lesson-lines-2-done = Sebiji buah hitam: itu pun barisan ganjil.

## 06-both-sides.ron

lesson-both-sides = Barisan di kedua-dua belah ka
lesson-both-sides-1 = Jika buah di kedua-dua belah ka sama warnanya, semuanya satu barisan: dimakan semua atau tidak langsung. Gerakkan ka ke d4: dua putih di barat, satu di timur, jumlahnya tiga. Makan semuanya.
lesson-both-sides-1-look = Gerakkan ka ke atas lajur d hingga d4 dan makan di timur dan barat sekali gus.
lesson-both-sides-1-done = Dua dan satu menjadi tiga: barisan ganjil di kedua-dua belah.
lesson-both-sides-2 = Kini buah di sebelah timur d4 berwarna hitam. Dua warna bermakna dua barisan: dua putih genap, satu hitam ganjil. Makan buah hitam itu.
lesson-both-sides-2-look = Buah hitam itu di baris 4: bawa ka ke d4.
lesson-both-sides-2-done = Sebiji buah hitam: satu barisan ganjil yang berasingan.

## 07-stops.ron

lesson-stops = Apa yang menghentikan barisan
lesson-stops-1 = Barisan berhenti pada buah warna lain, pada ka lawan, dan pada lubang tengah (jika lubang tengah menghalang, seperti dalam peraturan klasik). Di sini ka Utara berada di e3: ia menamatkan barisan putih dari barat. Makan tiga putih di sebelah baratnya.
lesson-stops-1-look = Bawa ka ke a3 dan pandang ke timur: tiga putih, kemudian ka lawan.
lesson-stops-1-done = Buah putih di f3, di seberang ka, bukan sebahagian daripada barisan itu.
lesson-stops-2 = Mengikut peraturan klasik, lubang tengah (f6) juga menghentikan barisan. Di baris 6 ada tiga putih di sebelah barat lubang tengah dan satu di sebelah timurnya. Makan yang tiga itu.
lesson-stops-2-look = Naik ke baris 6 di lajur a dan pandang ke timur.
lesson-stops-2-done = Lubang tengah menghentikan barisan: g6 kekal. Sekiranya lubang tengah terbuka (peraturan guli), barisan itu empat buah: genap.

## 08-ka-moves.ron

lesson-ka-moves = Ka bergerak: makan melintang
lesson-ka-moves-1 = Ka menggelongsor sejauh mana pun sepanjang baris atau lajurnya melalui titik kosong, dan makan melintang: selepas bergerak sepanjang baris ia makan sepanjang lajur, selepas bergerak sepanjang lajur ia makan sepanjang baris. Makan ketiga-tiga putih di lajur e.
lesson-ka-moves-1-look = Bergerak ke atas lajur a hanya mencapai sebiji buah lajur e. Gerakkan ka sepanjang baris 1 ke e1.
lesson-ka-moves-1-done = Sepanjang baris 1, kemudian melintang: seluruh lajur.

## 09-suntuk.ron

lesson-suntuk = Suntuk
lesson-suntuk-1 = Pemain yang tidak dapat makan sedangkan buah masih ada menjadi suntuk dan kalah, 120-0. Ka Utara hanya dapat bergerak ke k10, dan di situ ia makan c10. Makan c10 dahulu supaya Utara tidak dapat makan.
lesson-suntuk-1-look = Selepas langkah itu, ka Utara masih dapat sampai ke k10 dan makan c10. Makan c10 dahulu.
lesson-suntuk-1-done = Utara tidak dapat makan lagi: suntuk, dan anda menang 120-0.

## 10-end.ron

lesson-end = Tamat permainan dan mata
lesson-end-1 = Permainan tamat apabila buah terakhir dimakan; pemain yang lebih banyak mata menang. Mata anda 50, Utara 55. Tinggal tiga putih: makan ketiga-tiganya sekali gus untuk menang.
lesson-end-1-look = Sebiji putih hanya 2 mata: tidak cukup. Bawa ka ke baris 4 untuk makan ketiga-tiganya.
lesson-end-1-done = 56 lawan 55: anda menang. Itulah keseluruhan permainan. Semoga berjaya!

## 11-partial.ron

lesson-partial = Peraturan tradisional: makan sebahagian barisan
lesson-partial-1 = Mengikut peraturan tradisional, barisan yang boleh dimakan boleh juga dimakan sebahagiannya: bilangan buah yang ganjil, yang paling dekat dengan ka, kurang daripada semuanya. Dari a4, tiga putih di baris 4 membentuk satu barisan. Makan yang paling dekat sahaja, iaitu b4. Dalam notasi, makan sebahagian ditulis dengan bilangannya: a1-a4xE1.
lesson-partial-1-look = Makan b4 sahaja: bawa ka ke a4 dan makan sebiji buah di timur, a1-a4xE1.
lesson-partial-1-done = Satu daripada tiga: ganjil, dan yang paling dekat. c4 dan d4 kekal di papan.
lesson-partial-2 = Barisan di kedua-dua belah ka dimakan sebahagiannya dari ka ke luar: buah yang paling dekat di satu belah, di belah yang lain, atau di kedua-duanya, ganjil jumlahnya. Di d4, barisan itu terdiri daripada tiga putih di barat dan dua di timur. Makan dua yang paling dekat di barat dan satu yang paling dekat di timur: d1-d4xE1W2.
lesson-partial-2-look = Makan c4 dan b4 di barat d4, dan e4 di timurnya, tidak lebih: d1-d4xE1W2.
lesson-partial-2-done = Dua dan satu menjadi tiga daripada lima. a4 dan f4, yang paling jauh, kekal.
lesson-partial-3 = Barisan yang tidak boleh dimakan seluruhnya juga tidak boleh dimakan sebahagiannya. Empat putih di baris 4 genap: sebiji pun tidak boleh dimakan. Di baris 3 ada lima: makan tiga yang paling dekat.
lesson-partial-3-look = Bawa ka ke a3 dan makan tiga buah di timur, b3 hingga d3: a1-a3xE3.
lesson-partial-3-done = Barisan lima buah boleh dimakan satu, tiga atau lima; barisan empat buah tidak boleh dimakan langsung.
lesson-partial-4 = Buah yang tertinggal selepas makan sebahagian kekal di papan, dan boleh menghalang Utara. Ka Utara hanya dapat bergerak sepanjang baris 11 dan makan ke bawah lajur. Jika anda makan semua buah di baris 4, Utara makan c8 atau d8. Pastikan Utara tidak dapat makan.
lesson-partial-4-look = Makan b4 sahaja dari a4: dengan itu lajur c dan d masing-masing ada dua putih, genap, manakala b3 dan b2 dua hitam.
lesson-partial-4-done = Setiap lajur yang dapat dicapai Utara ada barisan genap: suntuk, dan anda menang 120-0.

## 12-first.ron

lesson-first = Peraturan tradisional: siapa bermula, dan pusingan
lesson-first-1 = Dalam permainan tradisional, pemain bersetuju tentang siapa yang bermula. Di sini Utara bermula: Utara mengambil lajur pertama dari separuhnya sendiri (baris 7-11), mana-mana lajur yang dikehendakinya. Anda Utara. Ambil lajur c.
lesson-first-1-look = Pilih satu titik pada lajur c.
lesson-first-1-done = Lajur pertama sentiasa bebas, tidak kira siapa yang mengambilnya.
lesson-first-2 = Kini Selatan mengambil lajur kedua, dan peraturan klasik mengikat Selatan sebagaimana ia mengikat Utara: Utara mengambil c, di sebelah barat f, jadi Selatan mesti mengambil lajur di sebelah timur f (g hingga k). Anda Selatan. Ambil satu.
lesson-first-2-look = Pilih satu lajur dari g hingga k.
lesson-first-2-done = Lajur pemain kedua terletak di seberang f.
lesson-first-3 = Sekiranya Utara mengambil lajur tengah f, Selatan boleh mengambil mana-mana lajur kecuali f. Di sini Utara memang mengambil f. Ambil lajur e, di sebelah barat f.
lesson-first-3-look = Sasarannya ialah lajur e: selepas f, semua lajur lain terbuka.
lesson-first-3-done = Peraturan yang sama seperti apabila Selatan bermula, cuma tempat pemain bertukar.
lesson-first-4 = Pemain yang bermula juga membawa masuk ka dahulu, dan menggerakkan ka dahulu selepas itu. Kedua-dua lajur sudah diambil: Utara, bawa ka anda masuk ke lajur c dan makan tiga buah.
lesson-first-4-look = Lihat baris 11: masuk ke c11 dengan menggelongsor dari b11 atau d11, dan makan di timur dan barat sekali gus.
lesson-first-4-done = Utara bermula, jadi Utara bergerak dahulu dalam setiap fasa.
lesson-first-5 = Permainan tradisional dimainkan dalam beberapa pusingan pada susunan yang sama (pasang --rounds 3). Pemain yang makan buah terakhir dalam sesuatu pusingan memulakan pusingan berikutnya, tidak kira siapa yang memenangi pusingan itu. Mata anda 40, Utara 45, dan tinggal tiga buah hitam. Makan ketiga-tiganya: Utara memenangi pusingan ini, tetapi andalah yang memulakan pusingan berikutnya.
lesson-first-5-look = Bawa ka ke baris 4 dan makan seluruh barisan, bukan sebahagiannya: buah terakhir mesti anda yang makan.
lesson-first-5-done = Papan sudah kosong. Utara memenangi pusingan ini 45-43, dan anda makan buah terakhir, jadi anda memulakan pusingan kedua.
lesson-first-6 = Pusingan yang dimenangi secara suntuk dicatat 120-0, dan pemenangnya, yang makan buah terakhir, memulakan pusingan berikutnya. Siri dimenangi oleh pemain yang memenangi lebih banyak pusingan; jika sama banyak, oleh pemain yang jumlah mata tercatatnya bagi semua pusingan lebih tinggi. Makan c10 supaya Utara tidak dapat makan.
lesson-first-6-look = Ka Utara hanya dapat sampai ke k10, dan di situ ia makan c10. Makan c10 dahulu.
lesson-first-6-done = Suntuk: pusingan ini milik anda, 120-0, dan anda memulakan pusingan berikutnya.
