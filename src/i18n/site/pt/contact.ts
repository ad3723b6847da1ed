/** Portuguese: the contact page. */
import type { Messages } from '../en/index.ts';

export const contact = {
  title: 'Fale conosco',
  subtitle: 'Conte-nos qual é o seu desafio. Respondemos a todas as solicitações em até 24 horas.',
  formTitle: 'Envie uma mensagem',
  info: {
    title: 'Dados de contato',
    email: 'E-mail',
    phone: 'Telefone',
    office: 'Escritório central',
    hours: 'Horário de atendimento',
    weekdays: 'Seg. a sex., das 9h às 18h (horário de Moscou, UTC+3)',
    weekends: 'Fins de semana, com agendamento',
  },
  quick: {
    title: 'Ações rápidas',
    call: { title: 'Solicitar uma ligação', text: 'Ligamos para você no horário que for mais conveniente.' },
    consultation: { title: 'Consultoria online', text: 'Uma videochamada com um especialista sobre o seu desafio.' },
    presentation: { title: 'Apresentação das soluções', text: 'Uma visão geral rápida do que nossos agentes fazem.' },
  },
  offices: {
    title: 'Nossos escritórios',
    subtitle: 'Nossos escritórios ficam na Rússia, e atendemos clientes no mundo todo.',
    main: 'Escritório central',
    bookMeeting: 'Agendar reunião',
    bookMeetingIn: 'Agendar reunião em {city}',
    map: 'Mapa',
    moscow: 'Moscou',
    saintPetersburg: 'São Petersburgo',
    novosibirsk: 'Novosibirsk',
    /** Each office's postal address as this language writes it. */
    addresses: {
      moscow: 'Presnenskaya Naberezhnaya, 12, Moscou, 123112, Rússia',
      saintPetersburg: 'Avenida Nevsky, 28, São Petersburgo, 191186, Rússia',
      novosibirsk: 'Krasny Prospekt, 25, Novosibirsk, 630099, Rússia',
    },
  },
  direct: {
    title: 'Tem alguma dúvida?',
    text: 'Ligue ou escreva diretamente para nós, como preferir.',
    call: 'Ligar',
    email: 'Enviar e-mail',
  },
  replyPromise: 'Respondemos em até 24 horas.',
} satisfies Messages['contact'];
