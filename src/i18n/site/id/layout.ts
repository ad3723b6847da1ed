/** Indonesian (Bahasa Indonesia): what every page shares: skip link, menu, language switcher, navigation, footer. */
import type { Messages } from '../en/index.ts';

export const common = {
  skipToContent: 'Langsung ke konten utama',
  requestDemo: 'Minta demo',
  openMenu: 'Buka menu',
  closeMenu: 'Tutup menu',
  chooseLanguage: 'Pilih bahasa',
  currentLanguage: '— bahasa: {language}',
  redirecting: 'Mengalihkan ke versi Bahasa Indonesia...',
  redirectLink: 'Lanjutkan ke versi Bahasa Indonesia',
} satisfies Messages['common'];

export const nav = {
  label: 'Navigasi utama',
  home: 'Beranda',
  about: 'Tentang',
  solutions: 'Solusi',
  cases: 'Studi Kasus',
  technology: 'Teknologi',
  contact: 'Kontak',
} satisfies Messages['nav'];

export const footer = {
  tagline: 'Agen AI yang mengubah pekerjaan rutin menjadi hasil nyata bagi bisnis di seluruh dunia.',
  pages: 'Halaman',
  languages: 'Bahasa',
  privacy: 'Kebijakan privasi',
  rights: '© {year} {company}. Hak cipta dilindungi undang-undang.',
} satisfies Messages['footer'];
