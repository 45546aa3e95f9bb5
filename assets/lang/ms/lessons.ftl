### The lessons' texts, named by the lesson's id and the step's number
### from 1: lesson-<id> is the title, lesson-<id>-<n> what step n says,
### lesson-<id>-<n>-look what to look at after a miss, lesson-<id>-<n>-done
### what is said when the step is done (assets/lessons/README.md).

## 01-board.ron

lesson-board = Papan, buah dan mata
lesson-board-1 = 11 kali 11 titik; titik tengah f6 tiada. Anda Selatan: baris 1-5 separuh anda. Buah hitam bernilai 1 mata, putih 2. Langkah pertama anda makan lima buah satu lajur di separuh anda. Ambil mana-mana lajur.
lesson-board-1-look = Pilih satu titik pada mana-mana lajur di separuh anda.
lesson-board-1-done = Setiap langkah dalam Pasang memakan sesuatu.
lesson-board-2 = Kira sebelum makan: buah putih bernilai dua kali buah hitam. Ambil lajur yang bernilai 10 mata.
lesson-board-2-look = Kira buah putih setiap lajur: lima buah putih jadi 10 mata.
lesson-board-2-done = 10 mata: paling banyak yang diberi satu lajur di sini.

## 02-second-column.ron

lesson-second-column = Makan lajur dan lajur kedua
lesson-second-column-1 = Kini anda Utara. Selatan mengambil lajur c, di barat f. Mengikut peraturan klasik, Utara mesti mengambil lajur di timur f (g hingga k). Ambil satu.
lesson-second-column-1-look = Pilih lajur g hingga k.
lesson-second-column-1-done = Laluan Selatan ialah lajur c; laluan anda ialah lajur yang baru anda ambil.
lesson-second-column-2 = Di sini Selatan mengambil lajur tengah f. Maka Utara boleh mengambil mana-mana lajur kecuali f. Ambil lajur yang memberi mata paling banyak.
lesson-second-column-2-look = Kira buah putih di separuh anda bagi setiap lajur.
lesson-second-column-2-done = Selepas f, semua lajur lain terbuka kepada Utara.
lesson-second-column-3 = Peraturan guli lebih bebas: Utara boleh mengambil mana-mana lajur kecuali cerminan lajur Selatan. Selatan mengambil c: semua lajur kecuali i terbuka. Ambil lajur e.
lesson-second-column-3-look = Sasarannya lajur e, di sebelah barat, yang dilarang oleh peraturan klasik.
lesson-second-column-3-done = Dengan peraturan guli hanya lajur cerminan ditutup.

## 03-ka-slide.ron

lesson-ka-slide = Memilih ka secara gelongsor
lesson-ka-slide-1 = Langkah kedua anda membuat ka. Ambil satu lajur; Utara menjawab; kemudian sebiji buah di sebelah laluan anda bergelongsor satu langkah ke dalamnya dan mesti makan serta-merta, sepanjang baris atau lajur.
lesson-ka-slide-1-look = Selepas lajur, pilih buah bertanda di sebelah laluan anda.
lesson-ka-slide-1-done = Buah itu kini ka anda; ia tidak pernah dikira mata.
lesson-ka-slide-2 = Anda Utara. Bawa ka anda masuk ke lajur j supaya ia makan 6 mata.
lesson-ka-slide-2-look = Lihat baris 7: tiga buah putih sebaris.
lesson-ka-slide-2-done = Tiga buah putih: 6 mata.

## 04-ka-jump.ron

lesson-ka-jump = Memilih ka secara lompat
lesson-ka-jump-1 = Dengan peraturan lompat, buah itu berada dua lajur dari laluan dan melompati buah di antaranya ke dalam laluan. Laluan anda c: lompatkan buah dari a atau e.
lesson-ka-jump-1-look = Pilih buah bertanda di lajur a atau e.
lesson-ka-jump-1-done = Ia melompati sebiji buah, yang kekal di tempatnya.
lesson-ka-jump-2 = Peraturan guli membenarkan kedua-duanya. Di sini, lompat: makan 6 mata dengan buah yang melompat ke c.
lesson-ka-jump-2-look = Lompat masuk dari a atau e, dua lajur jauhnya, di tempat buah yang dimakan di timur dan barat c berjumlah 6 mata.
lesson-ka-jump-2-done = Gelongsor atau lompat: pemain bersetuju sebelum bermain.

## 05-lines.ron

lesson-lines = Apakah barisan
lesson-lines-1 = Mulai sini ka bergerak. Ka memakan barisan: dilihat dari ka, buah sewarna yang berturut-turut (titik kosong di antaranya tidak mengapa). Barisan hanya boleh dimakan jika bilangan buahnya ganjil. Makan tiga buah putih di baris 4.
lesson-lines-1-look = Letakkan ka di baris 4, di a4: ia lalu melihat ke timur sepanjang baris.
lesson-lines-1-done = Tiga putih, kemudian buah hitam menamatkan barisan. Dua putih di baris 2 genap: tiada makan di situ.
lesson-lines-2 = Barisan genap tidak boleh dimakan langsung. Dua putih di baris 4 genap, jadi berdiri di a4 tidak memakan apa-apa. Makan buah hitam di d4, dari bawah.
lesson-lines-2-look = Itu memakan buah putih, bukan buah hitam di d4. Gerak sepanjang baris 1 ke d1: ka lalu melihat ke atas lajur d.
lesson-lines-2-done = Satu buah hitam: barisan ganjil yang tersendiri.

## 06-both-sides.ron

lesson-both-sides = Barisan di kedua-dua belah ka
lesson-both-sides-1 = Jika buah di kedua-dua belah ka sama warna, ia satu barisan, dimakan semua atau tidak langsung. Gerak ke d4: dua putih di barat, satu di timur, tiga bersama. Makan semuanya.
lesson-both-sides-1-look = Gerakkan ka ke atas lajur d hingga d4 dan makan timur dan barat bersama.
lesson-both-sides-1-done = Dua dan satu jadi tiga: barisan ganjil di kedua-dua belah.
lesson-both-sides-2 = Kini buah di timur d4 hitam. Dua warna jadi dua barisan: dua putih genap, satu hitam ganjil. Makan buah hitam itu.
lesson-both-sides-2-look = Buah hitam itu di baris 4: letakkan ka di d4.
lesson-both-sides-2-done = Satu buah hitam: barisan ganjil yang tersendiri.

## 07-stops.ron

lesson-stops = Apa yang menghentikan barisan
lesson-stops-1 = Barisan berhenti pada buah warna lain, pada ka lawan, dan (mengikut peraturan klasik bahawa gadong menghalang) pada gadong. Di sini ka Utara di e3: ia menamatkan barisan putih dari barat. Makan tiga putih di baratnya.
lesson-stops-1-look = Berdiri di a3 dan lihat ke timur: tiga putih, kemudian ka lawan.
lesson-stops-1-done = Buah putih di seberang ka, di f3, bukan sebahagian barisan.
lesson-stops-2 = Dengan peraturan klasik, gadong f6 juga menghentikan barisan. Baris 6 ada tiga putih di barat gadong dan satu di timurnya. Makan yang tiga itu.
lesson-stops-2-look = Naik lajur a ke baris 6 dan lihat ke timur.
lesson-stops-2-done = Gadong menghentikan barisan: g6 kekal. Jika gadong terbuka (peraturan guli) barisan itu empat: genap.

## 08-ka-moves.ron

lesson-ka-moves = Gerakan ka: makan melintang
lesson-ka-moves-1 = Ka bergelongsor sejauh mana pun sepanjang baris atau lajurnya melalui titik kosong, dan makan melintang: selepas bergerak sepanjang baris ia makan sepanjang lajur, selepas bergerak sepanjang lajur ia makan sepanjang baris. Makan ketiga-tiga putih di lajur e.
lesson-ka-moves-1-look = Bergerak ke atas lajur a hanya mencapai sebiji buah lajur e. Gerak sepanjang baris 1 ke e1.
lesson-ka-moves-1-done = Sepanjang baris 1, kemudian melintang: seluruh lajur.

## 09-suntuk.ron

lesson-suntuk = Suntuk
lesson-suntuk-1 = Pemain yang tidak boleh makan sedangkan masih ada buah adalah suntuk dan kalah, 120-0. Ka Utara hanya boleh ke k10, dan di situ ia makan c10. Makan c10 dahulu dan biarkan Utara tanpa makan.
lesson-suntuk-1-look = Selepas langkah itu ka Utara masih boleh ke k10 dan makan c10. Makan c10 dahulu.
lesson-suntuk-1-done = Utara tiada lagi langkah makan: suntuk, dan anda menang 120-0.

## 10-end.ron

lesson-end = Tamat permainan dan mata
lesson-end-1 = Permainan tamat apabila buah terakhir dimakan; mata tertinggi menang. Anda ada 50 mata, Utara 55. Tinggal tiga putih: makan semuanya sekaligus dan menang.
lesson-end-1-look = Satu putih 2 mata: tidak cukup. Berdiri di baris 4 untuk makan ketiga-tiganya.
lesson-end-1-done = 56 lawan 55: anda menang. Itulah seluruh permainan. Selamat bermain!

## 11-partial.ron

lesson-partial = Peraturan tradisional: makan sebahagian barisan
lesson-partial-1 = Dengan peraturan tradisional, barisan yang boleh dimakan boleh juga dimakan sebahagiannya: bilangan buah yang ganjil, yang paling dekat dengan ka, kurang daripada semuanya. Dari a4, tiga putih di baris 4 ialah satu barisan. Makan yang paling dekat sahaja, b4. Jika ditaip, sebahagian menyebut bilangannya: a1-a4xE1.
lesson-partial-1-look = Makan b4 sahaja: letakkan ka di a4 dan makan satu buah di timur, a1-a4xE1.
lesson-partial-1-done = Satu daripada tiga: ganjil, dan yang paling dekat. c4 dan d4 kekal di papan.
lesson-partial-2 = Barisan di kedua-dua belah ka dimakan sebahagiannya dari ka ke luar: buah yang paling dekat di satu belah, di belah yang lain, atau di kedua-duanya, ganjil jumlahnya. Di d4 barisan itu tiga putih di barat dan dua di timur. Makan dua yang paling dekat di barat dan satu yang paling dekat di timur: d1-d4xE1W2.
lesson-partial-2-look = Makan c4 dan b4 di barat d4 dan e4 di timurnya, tidak lebih: d1-d4xE1W2.
lesson-partial-2-done = Dua dan satu jadi tiga daripada lima. a4 dan f4, yang paling jauh, kekal.
lesson-partial-3 = Barisan yang tidak boleh dimakan semuanya tidak boleh juga dimakan sebahagiannya. Empat putih di baris 4 genap: sebiji pun tidak boleh dimakan. Baris 3 ada lima: makan tiga yang paling dekat.
lesson-partial-3-look = Berdiri di a3 dan makan tiga buah di timur, b3 hingga d3: a1-a3xE3.
lesson-partial-3-done = Barisan lima boleh dimakan satu, tiga atau lima; barisan empat tidak langsung.
lesson-partial-4 = Buah yang tidak dimakan kekal di papan, dan boleh menghalang Utara. Ka Utara hanya boleh bergerak sepanjang baris 11 dan makan ke bawah lajur. Makan seluruh baris 4 dan Utara makan c8 atau d8. Biarkan Utara tanpa makan.
lesson-partial-4-look = Makan b4 sahaja dari a4: maka lajur c dan d masing-masing ada dua putih, genap, dan b3 dan b2 dua hitam.
lesson-partial-4-done = Setiap lajur yang boleh dicapai Utara ada barisan genap: suntuk, dan anda menang 120-0.

## 12-first.ron

lesson-first = Peraturan tradisional: siapa bermula, dan pusingan
lesson-first-1 = Dalam permainan tradisional, pemain bersetuju siapa yang bermula. Di sini Utara bermula: Utara mengambil lajur pertama, dari separuh sendiri (baris 7-11), mana-mana lajur yang disukai. Anda Utara. Ambil lajur c.
lesson-first-1-look = Pilih titik pada lajur c.
lesson-first-1-done = Lajur pertama tidak pernah dihadkan, siapa pun yang mengambilnya.
lesson-first-2 = Kini Selatan mengambil lajur kedua, dan peraturan klasik mengikat Selatan seperti ia mengikat Utara: Utara mengambil c, di barat f, jadi Selatan mesti mengambil lajur di timur f (g hingga k). Anda Selatan. Ambil satu.
lesson-first-2-look = Pilih lajur g hingga k.
lesson-first-2-done = Lajur pemain kedua di seberang f.
lesson-first-3 = Jika Utara mengambil lajur tengah f, Selatan boleh mengambil mana-mana lajur kecuali f. Di sini Utara mengambil f. Ambil lajur e, di barat f.
lesson-first-3-look = Sasarannya lajur e: selepas f semua lajur lain terbuka.
lesson-first-3-done = Peraturan yang sama seperti apabila Selatan bermula, cuma tempat pemain bertukar.
lesson-first-4 = Pemain yang bermula juga membawa masuk ka dahulu, dan menggerakkan ka dahulu selepas itu. Kedua-dua lajur sudah diambil: Utara, bawa ka anda masuk ke lajur c dan makan tiga buah.
lesson-first-4-look = Lihat sepanjang baris 11: gelongsor masuk ke c11 dari b11 atau d11 dan makan timur dan barat bersama.
lesson-first-4-done = Utara bermula, jadi Utara bergerak dahulu dalam setiap fasa.
lesson-first-5 = Permainan tradisional dimainkan dalam beberapa pusingan pada susunan yang sama (pasang --rounds 3). Siapa yang membuat tangkapan terakhir dalam satu pusingan memulakan pusingan berikutnya, tidak kira siapa yang menang pusingan itu. Anda ada 40 mata, Utara 45, dan tinggal tiga buah hitam. Makan ketiga-tiganya: Utara menang pusingan ini, tetapi andalah yang memulakan pusingan seterusnya.
lesson-first-5-look = Berdiri di baris 4 dan makan seluruh barisan, bukan sebahagiannya: buah terakhir mesti anda yang makan.
lesson-first-5-done = Papan sudah kosong. Utara menang pusingan ini 45-43, dan anda membuat tangkapan terakhir, jadi anda memulakan pusingan kedua.
lesson-first-6 = Pusingan yang dimenangi secara suntuk dicatat 120-0, dan pemenangnya, yang membuat tangkapan terakhir, memulakan pusingan berikutnya. Siri dimenangi oleh pemain yang menang lebih banyak pusingan; jika sama banyak, oleh jumlah mata tercatat yang lebih tinggi bagi semua pusingan. Makan c10 dan biarkan Utara tanpa tangkapan.
lesson-first-6-look = Ka Utara hanya boleh ke k10, dan di situ ia makan c10. Makan c10 dahulu.
lesson-first-6-done = Suntuk: pusingan ini milik anda, 120-0, dan anda memulakan pusingan berikutnya.
