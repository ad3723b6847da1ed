/** Indonesian (Bahasa Indonesia): the presentation. */
import type { Messages } from '../en/index.ts';

export const presentation = {
  title: 'Cara agen AI bekerja untuk bisnis Anda',
  intro: 'Gambaran penawaran kami dalam lima langkah. Silakan baca sesuai kecepatan Anda.',
  slideLabel: 'Langkah {number} dari {total}',
  slides: [
    {
      title: 'Masalahnya',
      text: 'Tim menghabiskan hingga separuh hari kerja untuk permintaan berulang, menyalin data, dan menyusun laporan rutin.',
    },
    {
      title: 'Solusinya',
      text: 'Agen AI mengambil alih tugas-tugas ini di chat, email, CRM, dan ERP, bekerja 24/7 tanpa jeda dan tanpa kesalahan.',
    },
    {
      title: 'Jalannya proyek',
      text: 'Lokakarya tentang proses Anda, uji coba dengan data nyata dalam hitungan minggu, lalu peluncuran dan penyempurnaan berkelanjutan.',
    },
    {
      title: 'Yang Anda dapatkan',
      text: 'Efisiensi hingga tiga kali lipat, waktu untuk pekerjaan rutin berkurang hingga 90%, dan pelanggan mendapat jawaban dalam hitungan detik.',
    },
    {
      title: 'Langkah berikutnya',
      text: 'Minta demo, dan kami akan menunjukkan apa yang bisa dilakukan agen AI pada proses Anda sendiri.',
    },
  ],
  cta: 'Minta demo',
} satisfies Messages['presentation'];
