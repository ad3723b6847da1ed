/** Indonesian (Bahasa Indonesia) messages; the shape is checked against the English catalog. */
import type { Messages } from './en';

const id: Messages = {
  meta: {
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
  },
  common: {
    skipToContent: 'Langsung ke konten utama',
    requestDemo: 'Minta demo',
    openMenu: 'Buka menu',
    closeMenu: 'Tutup menu',
    chooseLanguage: 'Pilih bahasa',
    currentLanguage: '— bahasa: {language}',
    redirecting: 'Mengalihkan ke versi Bahasa Indonesia...',
    redirectLink: 'Lanjutkan ke versi Bahasa Indonesia',
  },
  nav: {
    label: 'Navigasi utama',
    home: 'Beranda',
    about: 'Tentang',
    solutions: 'Solusi',
    cases: 'Studi Kasus',
    technology: 'Teknologi',
    contact: 'Kontak',
  },
  footer: {
    tagline: 'Agen AI yang mengubah pekerjaan rutin menjadi hasil nyata bagi bisnis di seluruh dunia.',
    pages: 'Halaman',
    company: 'Perusahaan',
    languages: 'Bahasa',
    privacy: 'Kebijakan privasi',
    apiDocs: 'API Studi Kasus',
    rights: '© {year} {company}. Hak cipta dilindungi undang-undang.',
  },
  hero: {
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
  },
  demo: {
    title: 'Minta demo',
    description:
      'Ceritakan bisnis Anda, dan kami akan menunjukkan langsung pada proses Anda sendiri pekerjaan apa saja yang bisa diambil alih agen AI. Panggilan 30 menit, tanpa komitmen.',
    orReach: 'Atau hubungi kami langsung',
    emailLabel: 'Email',
    phoneLabel: 'Telepon',
  },
  about: {
    title: 'Tentang kami',
    description:
      'Kami adalah tim insinyur, ilmuwan data, dan konsultan yang membangun agen AI untuk mengambil alih pekerjaan rutin bisnis dan mengubahnya menjadi hasil yang terukur.',
    mission: {
      title: 'Misi kami',
      p1: 'Kami percaya setiap perusahaan, bukan hanya yang terbesar, layak memanfaatkan kecerdasan buatan. Misi kami adalah menjadikan agen AI alat praktis yang sudah balik modal dalam hitungan bulan.',
      p2: 'Kami mengambil alih pekerjaan berulang yang memperlambat tim: menjawab pertanyaan yang sama, memindahkan data antarsistem, menyusun laporan. Tim Anda pun kembali punya waktu untuk keputusan dan hubungan yang menumbuhkan bisnis.',
    },
    cards: {
      title: 'Yang membedakan kami',
      smart: {
        title: 'Solusi cerdas',
        text: 'Agen yang memahami konteks, belajar dari data Anda, dan makin cakap di setiap percakapan.',
      },
      precise: {
        title: 'Hasil yang presisi',
        text: 'Setiap proyek dimulai dengan target yang terukur, dan kami melaporkan pencapaiannya setiap bulan.',
      },
      teamwork: {
        title: 'Kerja sama tim',
        text: 'Kami bekerja sebagai perpanjangan tim Anda, dari lokakarya pertama hingga dukungan saat sistem sudah beroperasi.',
      },
      quality: {
        title: 'Kualitas',
        text: 'Sistem yang teruji, terpantau, dan aman, sesuai standar industri dengan regulasi ketat.',
      },
    },
    story: {
      title: 'Awal perjalanan kami',
      p1: 'Perusahaan kami berawal dari satu proyek: chatbot untuk sebuah bank yang kewalahan oleh permintaan rutin nasabah. Dalam tiga bulan, bot itu sudah menangani sebagian besar permintaan, dan tim layanan nasabah akhirnya punya waktu untuk kasus-kasus yang rumit.',
      p2: 'Tak lama kemudian, perusahaan lain meminta hal serupa. Kami menyadari bahwa nilai sebenarnya bukan pada satu bot, melainkan pada agen yang terhubung ke CRM, ERP, dan aplikasi pesan, lalu menuntaskan tugas dari awal hingga akhir.',
      p3: 'Kini kami membangun agen AI untuk perusahaan di bidang keuangan, ritel, logistik, dan SDM. Kami tetap mendampingi setiap klien setelah peluncuran, karena makin lama sebuah agen bekerja, makin besar manfaatnya.',
    },
    values: {
      title: 'Nilai-nilai kami',
      innovation: {
        title: 'Inovasi',
        text: 'Kami mengikuti perkembangan riset dengan saksama dan menerapkan metode baru yang sudah terbukti secara cepat dan aman.',
      },
      partnership: {
        title: 'Kemitraan',
        text: 'Kami sukses jika klien kami sukses, karena itu kami berbagi risiko, pengetahuan, dan tanggung jawab atas hasilnya.',
      },
      result: {
        title: 'Hasil',
        text: 'Kami mengukur kerja kami dari jam yang dihemat, respons yang lebih cepat, dan pendapatan, bukan dari baris kode.',
      },
    },
  },
  solutions: {
    title: 'Solusi',
    description:
      'Agen AI untuk proses yang paling menyita waktu tim Anda, dengan paket untuk setiap tahap pertumbuhan.',
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
      subtitle: 'Mulai dari yang kecil, lalu berkembang: setiap paket sudah termasuk penyiapan, pelatihan dengan data Anda, dan dukungan.',
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
  },
  cases: {
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
  },
  technology: {
    title: 'Teknologi',
    subtitle:
      'Teknologi yang sudah teruji dan platform tiga lapis yang membuat agen AI kami akurat, aman, dan cepat.',
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
        items: ['Enkripsi saat transit dan saat disimpan', 'Kontrol akses berbasis peran', 'Log audit', 'Pengelolaan data sesuai GDPR'],
      },
      integrations: {
        title: 'Integrasi',
        items: ['API REST dan GraphQL', 'Webhooks dan notifikasi peristiwa', 'Konektor CRM dan ERP', 'Kanal aplikasi pesan'],
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
      secure: { title: 'Aman', text: 'Data tetap terlindungi di setiap tahap dan hanya bisa diakses oleh pihak yang memerlukannya.' },
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
  },
  tech_core: {
    title: 'Teknologi inti',
    ml: { title: 'Pembelajaran Mesin', text: 'Model yang dilatih dengan data Anda dan makin akurat dari waktu ke waktu.' },
    nlp: { title: 'NLP', text: 'Memahami dan menulis bahasa alami dalam puluhan bahasa.' },
    cv: { title: 'Visi Komputer', text: 'Membaca dokumen, gambar, dan video secara otomatis.' },
    automation: { title: 'Otomatisasi Proses', text: 'Tugas dituntaskan dari awal hingga akhir di seluruh sistem Anda.' },
  },
  contact: {
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
      consultation: { title: 'Konsultasi online', text: 'Panggilan video dengan pakar kami untuk membahas kebutuhan Anda.' },
      presentation: { title: 'Presentasi solusi', text: 'Gambaran singkat tentang apa saja yang bisa dilakukan agen kami.' },
    },
    offices: {
      title: 'Kantor kami',
      subtitle: 'Kantor kami berada di Rusia, dan kami bekerja sama dengan klien di seluruh dunia.',
      main: 'Kantor pusat',
      bookMeeting: 'Jadwalkan pertemuan',
      bookMeetingIn: 'Jadwalkan pertemuan di {city}',
      moscow: 'Moskow',
      saintPetersburg: 'Sankt Peterburg',
      novosibirsk: 'Novosibirsk',
    },
    direct: {
      title: 'Ada pertanyaan?',
      text: 'Telepon atau kirim email langsung kepada kami, mana pun yang lebih nyaman bagi Anda.',
      call: 'Telepon kami',
      email: 'Kirim email',
    },
    replyPromise: 'Kami membalas dalam 24 jam.',
  },
  contact_form: {
    firstName: { label: 'Nama depan', placeholder: 'Nama Anda' },
    lastName: { label: 'Nama belakang', placeholder: 'Nama belakang Anda' },
    email: { label: 'Email', placeholder: 'nama@perusahaan.com' },
    company: { label: 'Perusahaan', placeholder: 'Nama perusahaan' },
    phone: { label: 'Telepon', placeholder: '+62 812 3456 7890' },
    subject: { label: 'Subjek', placeholder: 'Uraian singkat pertanyaan Anda' },
    message: { label: 'Pesan', placeholder: 'Ceritakan lebih lanjut tentang kebutuhan dan tujuan Anda...' },
    package: { label: 'Paket', none: 'Belum memutuskan' },
    consent: 'Saya setuju data saya diproses sesuai dengan',
    consentLink: 'kebijakan privasi',
    required: 'wajib',
    requiredNote: 'Kolom bertanda * wajib diisi.',
    submit: 'Kirim pesan',
    sending: 'Mengirim...',
    subjects: {
      individual: 'Solusi khusus',
      project: 'Diskusi proyek',
      technical: 'Konsultasi teknis',
      consultation: 'Konsultasi online',
      package: 'Paket: {name}',
    },
    success: {
      title: 'Terima kasih! Pesan Anda sudah kami terima.',
      text: 'Tim kami akan membalas dalam 24 jam.',
    },
    errors: {
      summary: 'Mohon perbaiki kolom yang ditandai.',
      required: 'Mohon isi kolom ini.',
      email: 'Masukkan alamat email seperti nama@perusahaan.com.',
      tooLong: 'Gunakan maksimal {max} karakter.',
      phone: 'Masukkan nomor telepon dengan angka, spasi, dan + ( ) -.',
      consent: 'Mohon setujui kebijakan privasi untuk melanjutkan.',
      rateLimited: 'Terlalu banyak permintaan. Mohon tunggu satu menit, lalu coba lagi.',
      tooLarge: 'Pesan terlalu panjang untuk dikirim.',
      busy: 'Kami sedang menerima banyak permintaan. Pesan Anda masih tersimpan di sini; silakan kirim lagi dalam beberapa detik.',
      generic: 'Terjadi kesalahan di sistem kami. Pesan Anda masih tersimpan di sini, silakan coba lagi.',
      choice: 'Pilih salah satu opsi.',
      date: 'Pilih tanggal hari ini atau setelahnya.',
      network: 'Tidak dapat terhubung ke server kami. Periksa koneksi Anda, lalu coba lagi; pesan Anda masih ada di sini.',
      characters: 'Kolom ini berisi karakter yang tidak dapat dikirim, misalnya karakter kontrol. Mohon ketik ulang.',
    },
    demo: {
      title: 'Minta demo',
      name: { label: 'Nama Anda', placeholder: 'Nama Anda' },
      submit: 'Minta demo',
      success: 'Terima kasih! Kami akan menghubungi Anda dalam 24 jam untuk menjadwalkan demo.',
    },
    callback: {
      title: 'Minta ditelepon',
      intro: 'Tinggalkan nomor Anda, dan kami akan menelepon Anda kembali.',
      time: { label: 'Waktu yang diinginkan (waktu Moskow, UTC+3)', placeholder: 'Misalnya, hari kerja setelah pukul 14.00' },
      submit: 'Minta ditelepon',
      success: 'Terima kasih! Kami akan menelepon Anda pada waktu yang Anda pilih.',
    },
    meeting: {
      title: 'Jadwalkan pertemuan',
      intro: 'Pilih kantor dan tanggal, lalu kami akan mengonfirmasi pertemuan Anda.',
      office: 'Kantor',
      date: { label: 'Tanggal yang diinginkan', placeholder: '' },
      submit: 'Jadwalkan pertemuan',
      success: 'Terima kasih! Kami akan mengonfirmasi pertemuan dalam 24 jam.',
    },
  },
  privacy: {
    title: 'Kebijakan privasi',
    intro:
      'Halaman ini menjelaskan data apa yang dikumpulkan formulir di situs ini, untuk apa, berapa lama kami menyimpannya, dan cara menghubungi kami terkait data Anda.',
    collect: {
      title: 'Data yang kami kumpulkan',
      text: 'Hanya data yang Anda isikan di formulir: nama, email, serta, jika Anda mencantumkannya, perusahaan, telepon, subjek, pesan, waktu panggilan yang diinginkan, atau kantor untuk pertemuan. Bersama data tersebut, kami menyimpan halaman dan bahasa formulir, parameter kampanye pada tautan yang Anda buka, status pemberitahuan permintaan Anda kepada tim kami, serta catatan yang dibuat tim kami saat menanganinya.',
    },
    purpose: {
      title: 'Tujuan pengumpulan data',
      text: 'Untuk menjawab permintaan Anda, mengatur panggilan, demo, atau pertemuan yang Anda minta, serta menyiapkan penawaran. Kami tidak menjual data Anda dan tidak menggunakannya untuk iklan yang tidak berkaitan.',
    },
    retention: {
      title: 'Lama penyimpanan data',
      text: 'Kami menyimpan permintaan Anda beserta catatan dan riwayatnya sampai Anda meminta kami menghapusnya, atau sampai masa penyimpanan yang kami tetapkan berakhir, mana pun yang lebih dulu. Permintaan yang masa penyimpanannya telah berakhir dihapus secara otomatis setiap hari.',
    },
    cookies: {
      title: 'Cookie',
      text: 'Kami hanya memasang satu cookie, lang, yang mengingat bahasa pilihan Anda. Kami tidak menggunakan cookie iklan maupun pelacakan.',
    },
    rights: {
      title: 'Hak Anda dan kontak yang dapat dihubungi',
      text: 'Anda dapat menanyakan data apa saja yang kami simpan tentang Anda dan menerima salinannya, memperbaikinya, atau meminta agar semua permintaan yang dikirim dengan alamat email Anda dihapus. Kirim email ke {email} dari alamat tersebut, dan kami akan membalas dalam 30 hari.',
    },
  },
  presentation: {
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
  },
  apiDocs: {
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
    cachingText: 'Respons dapat disimpan dalam cache per bahasa; header Cache-Control pada setiap respons menyebutkan berapa lama.',
    example: 'Contoh',
  },
  notFound: {
    code: '404',
    title: 'Ups! Halaman tidak ditemukan',
    text: 'Halaman yang Anda cari tidak ada atau sudah dipindahkan.',
    home: 'Kembali ke beranda',
  },
  errorPages: {
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
  },
};

export default id;
