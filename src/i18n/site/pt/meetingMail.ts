/** Portuguese: the mail of a booked meeting and its reminders, to the visitor. */

export const meetingMail = {
  subject: 'Sua reunião com {company}: {when}',
  hello: 'Olá, {name},',
  booked: 'Sua reunião está reservada.',
  reminderIntro: 'Um lembrete da sua reunião.',
  when: 'Quando: {when}',
  length: 'Duração: {minutes} minutos',
  where: 'Onde: {place}',
  online: 'Online: {link}',
  host: 'Com: {host}',
  calendar: 'O convite está em anexo: abra-o para adicionar a reunião à sua agenda.',
  reminderSubject: 'Lembrete: sua reunião com {company}, {when}',
  signoff: 'Até breve,\n{company}',
  cancel: 'Para mudar ou cancelar a reunião: {link}',
  cancelled: 'Sua reunião foi cancelada.',
  cancelledSubject: 'Cancelada: sua reunião com {company}, {when}',
  moved: 'Sua reunião mudou para outro horário.',
  movedSubject: 'Alterada: sua reunião com {company}, {when}',
};

/** The page a meeting's link opens, to move or cancel it. */
export const meetingPage = {
  title: 'Sua reunião',
  intro: '{type}, {when}.',
  ask: 'Não pode comparecer? Cancele a reunião, e o horário fica livre para outras pessoas.',
  button: 'Cancelar a reunião',
  cancelled: 'A reunião foi cancelada. Avisamos o seu contato; reserve outro horário quando quiser.',
  used: 'Este link já foi usado: a reunião foi cancelada ou alterada. O e-mail mais recente sobre ela traz um link que funciona.',
  expired:
    'Esta reunião já começou ou terminou, então não pode mais ser cancelada aqui. Responda ao e-mail dela, por favor.',
  invalid: 'Este link está incompleto ou não é válido. Abra-o de novo a partir do e-mail.',
  book: 'Agendar reunião',
  change: 'Mudar para outro horário',
  moveButton: 'Mudar a reunião para este horário',
  moved: 'A reunião foi alterada. Um novo convite está a caminho; o link dele permite mudá-la ou cancelá-la de novo.',
  taken: 'Esse horário não está mais livre. Escolha outro, por favor.',
  cancelTitle: 'Cancelar',
};
