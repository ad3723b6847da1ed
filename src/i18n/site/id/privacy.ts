/** Indonesian (Bahasa Indonesia): the privacy policy. */
import type { Messages } from '../en/index.ts';

export const privacy = {
  title: 'Kebijakan privasi',
  intro:
    'Halaman ini menjelaskan data apa yang dikumpulkan formulir di situs ini, untuk apa, berapa lama kami menyimpannya, dan cara menghubungi kami terkait data Anda.',
  collect: {
    title: 'Data yang kami kumpulkan',
    text: 'Hanya data yang Anda isikan di formulir: nama, email, serta, jika Anda mencantumkannya, perusahaan, telepon, subjek, pesan, waktu panggilan yang diinginkan, atau kantor untuk pertemuan. Bersama data tersebut, kami menyimpan halaman dan bahasa formulir, parameter kampanye pada tautan yang Anda buka, status pemberitahuan permintaan Anda kepada tim kami, serta catatan yang dibuat tim kami saat menanganinya.',
  },
  purpose: {
    title: 'Tujuan pengumpulan data',
    text: 'Untuk menjawab permintaan Anda, mengatur panggilan, demo, atau pertemuan yang Anda minta, serta menyiapkan penawaran. Kami tidak menjual data Anda dan tidak menggunakannya untuk iklan yang tidak berkaitan.',
  },
  retention: {
    title: 'Lama penyimpanan data',
    text: 'Kami menyimpan permintaan Anda beserta catatan dan riwayatnya sampai Anda meminta kami menghapusnya, atau sampai masa penyimpanan yang kami tetapkan berakhir, mana pun yang lebih dulu. Permintaan yang masa penyimpanannya telah berakhir dihapus secara otomatis setiap hari.',
  },
  cookies: {
    title: 'Cookie',
    text: 'Kami hanya memasang satu cookie, lang, yang mengingat bahasa pilihan Anda. Kami tidak menggunakan cookie iklan maupun pelacakan.',
  },
  visits: {
    title: 'Statistik kunjungan',
    text: 'Untuk mengetahui halaman dan kampanye mana yang mendatangkan permintaan, kami menghitung kunjungan di server kami sendiri, tanpa cookie, tanpa menyimpan apa pun di perangkat Anda, dan tanpa layanan pihak ketiga. Setiap hari, kunci acak yang baru mengubah alamat IP dan nama browser Anda menjadi kode yang hanya membedakan pengunjung pada hari itu; kunci tersebut dihapus begitu hari berakhir, sehingga tidak seorang pun, termasuk kami, dapat menghubungkan kode itu dengan Anda. Kami mencatat halaman yang dibuka, situs atau kampanye asal Anda, bahasa, serta jenis perangkat (ponsel, tablet, atau komputer). Jika Anda mengirim formulir, permintaan Anda mencatat halaman tempat Anda pertama kali masuk dan dari mana Anda datang. Catatan kunjungan per halaman dihapus setelah jangka waktu singkat yang kami tetapkan; yang tersisa hanya total harian. Jika browser Anda mengirim sinyal Do Not Track atau Global Privacy Control, kunjungan Anda tidak dihitung.',
  },
  rights: {
    title: 'Hak Anda dan kontak yang dapat dihubungi',
    text: 'Anda dapat menanyakan data apa saja yang kami simpan tentang Anda dan menerima salinannya, memperbaikinya, atau meminta agar semua permintaan yang dikirim dengan alamat email Anda dihapus. Kirim email ke {email} dari alamat tersebut, dan kami akan membalas dalam 30 hari.',
  },
} satisfies Messages['privacy'];
