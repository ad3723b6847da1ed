/** Indonesian (Bahasa Indonesia): the public cases API documentation. */
import type { Messages } from '../en/index.ts';

export const apiDocs = {
  title: 'API publik studi kasus',
  intro:
    'Kisah sukses kami tersedia dalam format JSON untuk mitra dan integrasi. API ini bersifat publik, hanya-baca, dan tidak memerlukan kunci.',
  endpoint: 'Titik akhir',
  parameters: 'Parameter',
  lngParam: 'Kode bahasa: en, ru, id, es, fr, atau pt. Tanpa parameter ini, respons dikembalikan dalam bahasa Inggris.',
  response: 'Respons',
  responseText: 'Array JSON berisi studi kasus, masing-masing dengan id, title, summary, body, dan cover_img.',
  errors: 'Kesalahan',
  errorsText: 'Kode bahasa yang tidak didukung dijawab dengan status 400 beserta pesan kesalahan dalam format JSON.',
  caching: 'Cache',
  cachingText:
    'Respons dapat disimpan dalam cache per bahasa; header Cache-Control pada setiap respons menyebutkan berapa lama.',
  example: 'Contoh',
} satisfies Messages['apiDocs'];
