/** Indonesian (Bahasa Indonesia): the success stories: list, cards and story pages. */
import type { Messages } from '../en/index.ts';

export const cases = {
  title: 'Kisah sukses',
  subtitle: 'Cara klien kami menghemat waktu dan meningkatkan pendapatan dengan agen AI',
  listLabel: 'Studi kasus',
  empty: 'Belum ada studi kasus untuk bahasa ini',
  noContent: 'Konten belum tersedia dalam bahasa ini',
  listUnavailable: 'Kisah sukses tidak dapat ditampilkan saat ini. Silakan coba lagi dalam satu menit.',
  unavailable: 'Kisah sukses ini tidak dapat ditampilkan saat ini. Silakan coba lagi dalam satu menit.',
  readMore: 'Baca selengkapnya',
  readMoreAbout: 'Baca selengkapnya: {title}',
  industry: 'Industri',
  technologies: 'Teknologi',
  results: 'Hasil',
  backToList: 'Semua kisah sukses',
  numbers: {
    title: 'Hasil dalam angka',
    efficiency: { value: '250%', label: 'efisiensi rata-rata setelah penerapan (sebelum penerapan = 100%)' },
    timeSaving: { value: '75%', label: 'rata-rata waktu karyawan yang dihemat untuk pekerjaan rutin' },
    projects: { value: '50+', label: 'proyek sukses' },
    satisfaction: { value: '95%', label: 'kepuasan klien' },
  },
  cta: {
    title: 'Siap menulis kisah sukses Anda sendiri?',
    text: 'Ceritakan proses bisnis Anda, dan kami akan menunjukkan di mana agen AI paling cepat memberikan hasil.',
    discuss: 'Diskusikan proyek',
    viewAll: 'Lihat semua studi kasus',
  },
  caseCta: {
    title: 'Ingin hasil seperti ini?',
    text: 'Kami akan mempelajari proses Anda dan memperkirakan dampaknya sebelum pekerjaan dimulai.',
    button: 'Diskusikan proyek',
  },
} satisfies Messages['cases'];
