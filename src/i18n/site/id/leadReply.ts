/** Bahasa Indonesia: balasan tim penjualan untuk permintaan berbahasa Indonesia (bawaan; admin dapat mengubahnya di area staf). */

export const leadReply = {
  subject: 'Permintaan Anda kepada {company}',
  body: 'Halo {name},\n\nTerima kasih telah menghubungi {company}. Saya sudah membaca permintaan Anda dan dengan senang hati akan membahasnya bersama Anda. Kapan waktu yang tepat untuk panggilan singkat minggu ini?\n\nSalam hangat,\n{sender}\n{company}',
};
