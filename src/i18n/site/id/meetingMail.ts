/** Indonesian: the mail of a booked meeting and its reminders, to the visitor. */

export const meetingMail = {
  subject: 'Pertemuan Anda dengan {company}: {when}',
  hello: 'Halo {name},',
  booked: 'Pertemuan Anda sudah dipesan.',
  reminderIntro: 'Pengingat pertemuan Anda.',
  when: 'Kapan: {when}',
  length: 'Durasi: {minutes} menit',
  where: 'Tempat: {place}',
  online: 'Online: {link}',
  host: 'Bersama: {host}',
  calendar: 'Undangan terlampir: buka untuk menambahkan pertemuan ke kalender Anda.',
  reminderSubject: 'Pengingat: pertemuan Anda dengan {company}, {when}',
  signoff: 'Sampai jumpa,\n{company}',
  cancel: 'Untuk memindahkan atau membatalkan pertemuan: {link}',
  cancelled: 'Pertemuan Anda dibatalkan.',
  cancelledSubject: 'Dibatalkan: pertemuan Anda dengan {company}, {when}',
  moved: 'Pertemuan Anda dipindahkan ke waktu lain.',
  movedSubject: 'Dipindahkan: pertemuan Anda dengan {company}, {when}',
};

/** The page a meeting's link opens, to move or cancel it. */
export const meetingPage = {
  title: 'Pertemuan Anda',
  intro: '{type}, {when}.',
  ask: 'Tidak bisa datang? Batalkan pertemuan, dan waktunya jadi tersedia bagi orang lain.',
  button: 'Batalkan pertemuan',
  cancelled: 'Pertemuan dibatalkan. Kami sudah memberi tahu kontak Anda; pesan waktu lain kapan saja.',
  used: 'Tautan ini sudah dipakai: pertemuan sudah dibatalkan atau diubah. Email terbaru tentang pertemuan itu berisi tautan yang berlaku.',
  expired: 'Pertemuan ini sudah dimulai atau selesai, jadi tidak bisa dibatalkan di sini. Silakan balas emailnya.',
  invalid: 'Tautan ini tidak lengkap atau tidak berlaku. Silakan buka lagi dari email.',
  book: 'Jadwalkan pertemuan',
  change: 'Pindahkan ke waktu lain',
  moveButton: 'Pindahkan pertemuan ke waktu ini',
  moved: 'Pertemuan dipindahkan. Undangan baru sedang dikirim; tautannya bisa memindahkan atau membatalkannya lagi.',
  taken: 'Waktu itu sudah tidak tersedia. Silakan pilih waktu lain.',
  cancelTitle: 'Batalkan',
};
