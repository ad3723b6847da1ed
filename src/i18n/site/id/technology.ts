/** Indonesian (Bahasa Indonesia): the technology page. */
import type { Messages } from '../en/index.ts';

export const technology = {
  title: 'Teknologi',
  subtitle: 'Teknologi yang sudah teruji dan platform tiga lapis yang membuat agen AI kami akurat, aman, dan cepat.',
  capabilities: {
    title: 'Kemampuan platform kami',
    ai: {
      title: 'Kecerdasan buatan',
      items: ['Model bahasa besar', 'Pemrosesan bahasa alami', 'Visi komputer', 'Sistem rekomendasi'],
    },
    data: {
      title: 'Pemrosesan data',
      items: ['Aliran data waktu nyata', 'Pembersihan dan pengayaan data', 'Analitik prediktif', 'Laporan interaktif'],
    },
    security: {
      title: 'Keamanan',
      items: [
        'Enkripsi saat transit dan saat disimpan',
        'Kontrol akses berbasis peran',
        'Log audit',
        'Pengelolaan data sesuai GDPR',
      ],
    },
    integrations: {
      title: 'Integrasi',
      items: [
        'API REST dan GraphQL',
        'Webhooks dan notifikasi peristiwa',
        'Konektor CRM dan ERP',
        'Kanal aplikasi pesan',
      ],
    },
  },
  stack: {
    title: 'Rangkaian teknologi',
    languages: 'Bahasa pemrograman',
    ml: 'Kerangka kerja ML/AI',
    cloud: 'Komputasi awan dan infrastruktur',
    databases: 'Basis data',
  },
  advantages: {
    title: 'Mengapa platform kami efektif',
    scalable: { title: 'Skalabel', text: 'Dari satu agen hingga ratusan, tanpa perlu merancang ulang sistem.' },
    secure: {
      title: 'Aman',
      text: 'Data tetap terlindungi di setiap tahap dan hanya bisa diakses oleh pihak yang memerlukannya.',
    },
    fast: { title: 'Cepat', text: 'Respons dalam waktu kurang dari satu detik, bahkan saat beban puncak.' },
    reliable: { title: 'Andal', text: 'Waktu aktif 99,9%, pemantauan, dan pemulihan otomatis.' },
  },
  architecture: {
    title: 'Arsitektur platform',
    subtitle: 'Tiga lapisan dengan tugasnya masing-masing: data mengalir ke atas, keputusan diteruskan ke sistem Anda.',
    diagramLabel: 'Diagram: lapisan data memasok mesin AI, yang melayani lapisan API',
    flow: 'memasok',
    data: {
      title: 'Lapisan data',
      text: 'Mengumpulkan, membersihkan, dan menyimpan data dari sistem Anda.',
      items: ['Konektor', 'Danau data', 'Pencarian vektor'],
    },
    engine: {
      title: 'Mesin AI',
      text: 'Memahami permintaan, mengambil keputusan, dan terus belajar.',
      items: ['Model bahasa', 'Orkestrasi agen', 'Pemantauan'],
    },
    api: {
      title: 'Lapisan API',
      text: 'Mengirimkan hasil ke kanal dan sistem Anda.',
      items: ['REST dan GraphQL', 'Webhooks', 'Aplikasi pesan'],
    },
  },
  cta: {
    title: 'Mari bicara soal teknologi',
    text: 'Para insinyur kami siap menjawab pertanyaan Anda seputar arsitektur, keamanan, dan integrasi.',
    consultation: 'Konsultasi teknis',
    apiDocs: 'Dokumentasi API',
  },
} satisfies Messages['technology'];

export const tech_core = {
  title: 'Teknologi inti',
  ml: {
    title: 'Pembelajaran Mesin',
    text: 'Model yang dilatih dengan data Anda dan makin akurat dari waktu ke waktu.',
  },
  nlp: { title: 'NLP', text: 'Memahami dan menulis bahasa alami dalam puluhan bahasa.' },
  cv: { title: 'Visi Komputer', text: 'Membaca dokumen, gambar, dan video secara otomatis.' },
  automation: { title: 'Otomatisasi Proses', text: 'Tugas dituntaskan dari awal hingga akhir di seluruh sistem Anda.' },
} satisfies Messages['tech_core'];
