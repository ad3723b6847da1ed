/** Indonesian (Bahasa Indonesia): the about page. */
import type { Messages } from '../en/index.ts';

export const about = {
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
} satisfies Messages['about'];
