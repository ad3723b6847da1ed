/** Indonesian (Bahasa Indonesia): the home page. */
import type { Messages } from '../en/index.ts';

export const hero = {
  badge: 'Agen AI untuk bisnis',
  title: 'Dari ide menjadi pendapatan',
  subtitle: 'Agen AI yang bekerja untuk bisnis Anda tanpa henti, siang dan malam',
  description:
    'Kami membangun dan mengelola agen AI yang melayani pelanggan, menyaring prospek, menganalisis data, dan mengotomatiskan proses rutin, sehingga tim Anda bisa fokus pada pertumbuhan.',
  ctaDemo: 'Minta demo',
  ctaPresentation: 'Lihat presentasi',
  statsLabel: 'Hasil yang dirasakan klien kami',
  stats: {
    efficiency: { value: '3x', label: 'peningkatan efisiensi maksimal' },
    uptime: { value: '24/7', label: 'agen AI yang selalu siaga' },
    timeSaving: { value: '90%', label: 'penghematan waktu maksimal untuk pekerjaan rutin' },
  },
} satisfies Messages['hero'];

export const demo = {
  title: 'Minta demo',
  description:
    'Ceritakan bisnis Anda, dan kami akan menunjukkan langsung pada proses Anda sendiri pekerjaan apa saja yang bisa diambil alih agen AI. Panggilan 30 menit, tanpa komitmen.',
  orReach: 'Atau hubungi kami langsung',
  emailLabel: 'Email',
  phoneLabel: 'Telepon',
} satisfies Messages['demo'];
