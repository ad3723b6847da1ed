/** Indonesian (Bahasa Indonesia): the head of every page: titles, descriptions and the share image text. */
import type { Messages } from '../en/index.ts';

export const meta = {
  home: {
    title: 'Agen AI untuk otomatisasi bisnis',
    description:
      'Agen AI yang melayani pelanggan, menyaring prospek, dan mengotomatiskan tugas sehari-hari 24/7. Efisiensi hingga tiga kali lipat dan waktu untuk pekerjaan rutin berkurang hingga 90%.',
  },
  about: {
    title: 'Tentang kami: tim di balik agen AI kami',
    description:
      'Misi, nilai, dan kisah tim insinyur kami yang membangun agen AI untuk mengambil alih pekerjaan rutin bisnis di seluruh dunia.',
  },
  solutions: {
    title: 'Solusi dan harga: agen AI untuk setiap tim',
    description:
      'Agen AI untuk layanan pelanggan, analitik, otomatisasi proses, dan penjualan. Bandingkan paket Start, Growth, dan Scale beserta harganya.',
  },
  cases: {
    title: 'Kisah sukses: agen AI yang sudah beroperasi',
    description:
      'Cara perusahaan fintech, ritel, dan SDM mempercepat respons, menaikkan laba, dan merekrut lebih cepat dengan agen AI kami. Angka nyata, proyek nyata.',
  },
  technology: {
    title: 'Teknologi: platform di balik agen AI kami',
    description:
      'Pembelajaran mesin, NLP, visi komputer, dan integrasi yang aman: rangkaian teknologi dan arsitektur tiga lapis yang menggerakkan agen AI kami.',
  },
  contact: {
    title: 'Hubungi kami: bicara dengan tim otomatisasi AI',
    description:
      'Kirim pesan, minta ditelepon, atau jadwalkan pertemuan di salah satu kantor kami. Kami membalas setiap permintaan dalam 24 jam.',
  },
  callback: {
    title: 'Minta ditelepon oleh tim otomatisasi AI kami',
    description:
      'Tinggalkan nomor dan waktu yang cocok, dan tim kami akan menelepon Anda untuk membahas agen AI bagi bisnis Anda.',
  },
  meeting: {
    title: 'Jadwalkan pertemuan dengan tim otomatisasi AI kami',
    description:
      'Pilih waktu luang tim kami secara online, atau minta pertemuan di salah satu kantor kami. Kami mengonfirmasi setiap permintaan dalam 24 jam.',
  },
  privacy: {
    title: 'Kebijakan privasi',
    description:
      'Data apa yang dikumpulkan formulir di situs kami, untuk apa, berapa lama kami menyimpannya, dan siapa yang dapat dihubungi terkait data Anda.',
  },
  presentation: {
    title: 'Presentasi: cara agen AI kami bekerja untuk Anda',
    description:
      'Presentasi singkat tentang penawaran kami: masalah yang diselesaikan agen AI, jalannya proyek, dan hasil yang dapat Anda harapkan.',
  },
  apiDocs: {
    title: 'Dokumentasi API publik studi kasus',
    description:
      'Referensi API publik hanya-baca yang menyajikan kisah sukses kami dalam enam bahasa dalam format JSON, siap untuk mitra dan integrasi.',
  },
  notFound: {
    title: 'Halaman tidak ditemukan',
    description: 'Halaman yang Anda cari tidak ada atau sudah dipindahkan.',
  },
  ogAlt: '{company}: agen AI untuk otomatisasi bisnis. Dari ide menjadi pendapatan.',
} satisfies Messages['meta'];
