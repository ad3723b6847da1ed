/** Spanish: the mail of a booked meeting and its reminders, to the visitor. */

export const meetingMail = {
  subject: 'Su reunión con {company}: {when}',
  hello: 'Hola, {name}:',
  booked: 'Su reunión está reservada.',
  reminderIntro: 'Le recordamos su reunión.',
  when: 'Cuándo: {when}',
  length: 'Duración: {minutes} minutos',
  where: 'Dónde: {place}',
  online: 'En línea: {link}',
  host: 'Con: {host}',
  calendar: 'La invitación va adjunta: ábrala para añadir la reunión a su calendario.',
  reminderSubject: 'Recordatorio: su reunión con {company}, {when}',
  signoff: 'Hasta pronto,\n{company}',
  cancel: 'Para cambiar o cancelar la reunión: {link}',
  cancelled: 'Su reunión está cancelada.',
  cancelledSubject: 'Cancelada: su reunión con {company}, {when}',
  moved: 'Su reunión se ha cambiado a otra hora.',
  movedSubject: 'Cambiada: su reunión con {company}, {when}',
};

/** The page a meeting's link opens, to move or cancel it. */
export const meetingPage = {
  title: 'Su reunión',
  intro: '{type}, {when}.',
  ask: '¿No puede asistir? Cancele la reunión y la hora quedará libre para otros.',
  button: 'Cancelar la reunión',
  cancelled: 'La reunión está cancelada. Hemos avisado a su contacto; reserve otra hora cuando quiera.',
  used: 'Este enlace ya se usó: la reunión se canceló o se cambió. El último correo sobre ella tiene un enlace que funciona.',
  expired: 'Esta reunión ya empezó o terminó, así que ya no se puede cancelar aquí. Responda a su correo, por favor.',
  invalid: 'Este enlace está incompleto o no es válido. Ábralo de nuevo desde el correo.',
  book: 'Reservar una reunión',
  change: 'Cambiarla a otra hora',
  moveButton: 'Cambiar la reunión a esta hora',
  moved: 'La reunión se ha cambiado. Le llega una nueva invitación; su enlace permite cambiarla o cancelarla otra vez.',
  taken: 'Esa hora ya no está libre. Elija otra, por favor.',
  cancelTitle: 'Cancelarla',
};
