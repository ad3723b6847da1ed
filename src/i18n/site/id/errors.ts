/** Indonesian (Bahasa Indonesia): the not-found page and the error pages. */
import type { Messages } from '../en/index.ts';

export const notFound = {
  code: '404',
  title: 'Ups! Halaman tidak ditemukan',
  text: 'Halaman yang Anda cari tidak ada atau sudah dipindahkan.',
  home: 'Kembali ke beranda',
} satisfies Messages['notFound'];

export const errorPages = {
  tooLarge: {
    title: 'Data yang dikirim terlalu besar',
    text: 'Yang Anda kirim lebih besar dari yang diterima situs ini. Kembali dengan tombol Back di browser Anda: yang sudah Anda ketik masih ada di formulir. Persingkat, lalu kirim lagi.',
  },
  headersTooLarge: {
    title: 'Browser Anda mengirim terlalu banyak data',
    text: 'Browser Anda mengirim lebih banyak data bersama permintaan ini daripada yang kami terima, biasanya karena cookie yang terlalu banyak atau terlalu besar. Hapus cookie situs ini, lalu coba lagi.',
  },
  serverError: {
    title: 'Terjadi kesalahan di pihak kami',
    text: 'Kami tidak dapat menjawab permintaan ini. Silakan coba lagi sebentar lagi.',
  },
  badGateway: {
    title: 'Situs tidak dapat dijangkau saat ini',
    text: 'Server kami tidak menjawab. Silakan coba lagi dalam satu menit; jika terus terjadi, hubungi kami.',
  },
  unavailable: {
    title: 'Situs sedang tidak tersedia sebentar',
    text: 'Kami sedang sibuk atau memperbarui situs. Silakan coba lagi dalam satu menit.',
  },
  timeout: {
    title: 'Situs terlalu lama menjawab',
    text: 'Server kami tidak menjawab tepat waktu. Silakan coba lagi dalam satu menit.',
  },
  retry: 'Coba lagi',
  home: 'Ke beranda',
  write: 'Hubungi kami',
} satisfies Messages['errorPages'];
