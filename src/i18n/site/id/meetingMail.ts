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
};
