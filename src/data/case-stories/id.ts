/** Indonesian (Bahasa Indonesia) text of the seeded success stories. */
import type { CaseStories } from './en';

const stories: CaseStories = {
  'fintech-customer-service': {
    title: 'Fintech: layanan nasabah lima kali lebih cepat',
    summary:
      'Sebuah bank digital mengganti lini pertama layanan nasabahnya yang kewalahan dengan agen AI, dan kini menjawab nasabah dalam hitungan detik, siang dan malam.',
    body: 'Tim layanan nasabah bank ini menerima lebih dari 20.000 permintaan per bulan, dan sebagian besar berisi pertanyaan yang sama seputar kartu, transfer, dan limit. Nasabah harus menunggu hingga satu jam untuk mendapat jawaban di chat.\n\nKami membangun agen AI yang dilatih dengan basis pengetahuan bank dan menghubungkannya ke sistem perbankan inti melalui API yang aman. Agen ini memeriksa status kartu, menjelaskan biaya, dan memblokir kartu yang hilang atas permintaan nasabah, serta meneruskan kasus yang rumit ke petugas beserta riwayat percakapan lengkapnya.\n\nDalam tiga bulan, permintaan ditangani lima kali lebih cepat, agen menyelesaikan 70% percakapan secara mandiri, dan tim layanan nasabah kini berfokus pada kasus yang membutuhkan pertimbangan manusia.',
    industry: 'Fintech',
    results: [{ value: '5x', label: 'kecepatan penanganan permintaan' }],
  },
  'retail-analytics': {
    title: 'Ritel: analitik yang menaikkan laba 30%',
    summary:
      'Jaringan 120 toko memanfaatkan agen AI untuk memprediksi permintaan dan merencanakan stok, sehingga barang yang terbuang berkurang dan laba meningkat.',
    body: 'Peritel ini merencanakan pembelian di spreadsheet, dan setiap manajer toko memperkirakan permintaan hanya dengan mengandalkan intuisi. Di satu toko raknya kosong, sementara di toko lain barang segar terpaksa terbuang.\n\nAgen AI kami menggabungkan riwayat penjualan, promosi, cuaca, dan acara lokal untuk memprediksi permintaan setiap produk di setiap toko, lalu mengusulkan pesanan yang cukup disetujui manajer dengan satu klik. Setiap pagi, agen ini mengirimkan laporan singkat tentang produk yang laku, yang tidak, dan alasannya.\n\nDi tahun pertama, barang yang terbuang berkurang sepertiga, rak lebih sering terisi penuh, dan laba naik 30%.',
    industry: 'Ritel',
    results: [{ value: '30%', label: 'pertumbuhan laba' }],
  },
  'hr-recruiting': {
    title: 'SDM: waktu rekrutmen berkurang 60%',
    summary:
      'Sebuah perusahaan logistik menyaring ribuan pelamar dengan agen AI dan mengisi lowongan dalam hitungan hari, bukan minggu.',
    body: 'Para perekrut di perusahaan ini membaca ratusan CV untuk setiap lowongan sopir dan staf gudang, dan menghabiskan hari mereka untuk mengatur jadwal wawancara lewat telepon. Kandidat yang bagus keburu menerima tawaran lain selagi menunggu.\n\nKami meluncurkan agen AI yang menjawab pelamar di aplikasi pesan, mencocokkan pengalaman dan dokumen mereka dengan persyaratan lowongan, lalu menjadwalkan wawancara langsung di kalender perekrut. Kini perekrut melihat daftar pendek kandidat yang sudah diurutkan, bukan tumpukan CV.\n\nWaktu rekrutmen turun 60%, perekrut kini bisa fokus pada wawancara, dan kandidat mendapat jawaban di hari yang sama.',
    industry: 'SDM',
    results: [{ value: '60%', label: 'pemangkasan waktu rekrutmen' }],
  },
};

export default stories;
