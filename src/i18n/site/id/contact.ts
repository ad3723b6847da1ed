/** Indonesian (Bahasa Indonesia): the contact page. */
import type { Messages } from '../en/index.ts';

export const contact = {
  title: 'Hubungi kami',
  subtitle: 'Ceritakan kebutuhan Anda. Kami membalas setiap permintaan dalam 24 jam.',
  formTitle: 'Kirim pesan kepada kami',
  info: {
    title: 'Informasi kontak',
    email: 'Email',
    phone: 'Telepon',
    office: 'Kantor pusat',
    hours: 'Jam kerja',
    weekdays: 'Senin–Jumat, 09.00–18.00 waktu Moskow (UTC+3)',
    weekends: 'Akhir pekan dengan janji temu',
  },
  quick: {
    title: 'Akses cepat',
    call: { title: 'Minta ditelepon', text: 'Kami akan menelepon Anda kembali pada waktu yang Anda pilih.' },
    consultation: {
      title: 'Konsultasi online',
      text: 'Panggilan video dengan pakar kami untuk membahas kebutuhan Anda.',
    },
    presentation: {
      title: 'Presentasi solusi',
      text: 'Gambaran singkat tentang apa saja yang bisa dilakukan agen kami.',
    },
  },
  offices: {
    title: 'Kantor kami',
    subtitle: 'Kantor kami berada di Rusia, dan kami bekerja sama dengan klien di seluruh dunia.',
    main: 'Kantor pusat',
    bookMeeting: 'Jadwalkan pertemuan',
    bookMeetingIn: 'Jadwalkan pertemuan di {city}',
    map: 'Peta',
    moscow: 'Moskow',
    saintPetersburg: 'Sankt Peterburg',
    novosibirsk: 'Novosibirsk',
    /** Each office's postal address as this language writes it. */
    addresses: {
      moscow: 'Presnenskaya Naberezhnaya 12, Moskow 123112, Rusia',
      saintPetersburg: 'Nevsky Prospekt 28, Sankt Peterburg 191186, Rusia',
      novosibirsk: 'Krasny Prospekt 25, Novosibirsk 630099, Rusia',
    },
  },
  direct: {
    title: 'Ada pertanyaan?',
    text: 'Telepon atau kirim email langsung kepada kami, mana pun yang lebih nyaman bagi Anda.',
    call: 'Telepon kami',
    email: 'Kirim email',
  },
  replyPromise: 'Kami membalas dalam 24 jam.',
} satisfies Messages['contact'];
