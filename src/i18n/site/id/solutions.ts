/** Indonesian (Bahasa Indonesia): the solutions page: applications, packages, integrations. */
import type { Messages } from '../en/index.ts';

export const solutions = {
  title: 'Solusi',
  description: 'Agen AI untuk proses yang paling menyita waktu tim Anda, dengan paket untuk setiap tahap pertumbuhan.',
  applications: {
    title: 'Peran agen AI dalam bisnis Anda',
    customerService: {
      title: 'Layanan pelanggan',
      text: 'Jawaban instan di chat, email, dan aplikasi pesan kapan saja, dengan pengalihan mulus ke staf untuk kasus yang rumit.',
    },
    analytics: {
      title: 'Analitik dan prediksi',
      text: 'Agen yang mengumpulkan data dari sistem Anda, menangkap tren, serta memprediksi permintaan, penjualan, dan risiko.',
    },
    automation: {
      title: 'Otomatisasi proses',
      text: 'Dokumen, permintaan, dan data mengalir antarsistem tanpa salin-tempel manual dan tanpa kesalahan.',
    },
    sales: {
      title: 'Pertumbuhan penjualan',
      text: 'Kualifikasi prospek, penawaran personal, dan tindak lanjut yang menjaga minat setiap calon pelanggan.',
    },
  },
  packages: {
    title: 'Paket',
    subtitle:
      'Mulai dari yang kecil, lalu berkembang: setiap paket sudah termasuk penyiapan, pelatihan dengan data Anda, dan dukungan.',
    popular: 'Populer',
    priceFrom: 'mulai {price}',
    perMonth: 'per bulan',
    choose: 'Pilih paket',
    featuresLabel: 'Termasuk dalam {name}',
    start: {
      description: 'Untuk tim kecil yang baru melangkah ke dunia otomatisasi.',
      features: [
        '1 agen AI untuk layanan pelanggan',
        'Balasan chat otomatis',
        'Analitik dasar',
        'Integrasi dengan 1 platform',
        'Dukungan 8/5',
      ],
    },
    growth: {
      description: 'Untuk perusahaan yang sedang tumbuh dan ingin mengotomatiskan penjualan serta pemasaran.',
      features: [
        '3 agen khusus',
        'Otomatisasi penjualan dan pemasaran',
        'Analitik lanjutan',
        'Integrasi CRM/ERP',
        'Manajer akun khusus',
        'Dukungan 24/7',
      ],
    },
    scale: {
      description: 'Untuk perusahaan besar yang membutuhkan AI di seluruh lini bisnis.',
      features: [
        'Agen tanpa batas',
        'Pengembangan khusus',
        'Analitik dan prediksi berbasis AI',
        'Integrasi TI menyeluruh',
        'Tim khusus untuk Anda',
        'SLA 99,9% dan dukungan premium',
      ],
    },
  },
  custom: {
    title: 'Butuh solusi lain?',
    text: 'Kami merancang solusi khusus untuk proses yang kompleks dan perusahaan besar. Ceritakan kebutuhan Anda, dan kami akan mengusulkan arsitektur beserta estimasi biayanya.',
    cta: 'Diskusikan solusi khusus',
  },
  integrations: {
    title: 'Integrasi',
    subtitle: 'Agen kami terhubung dengan alat yang sudah digunakan tim Anda.',
    crm: 'CRM',
    api: 'API',
    messengers: 'Aplikasi pesan',
    erp: 'ERP',
  },
} satisfies Messages['solutions'];
