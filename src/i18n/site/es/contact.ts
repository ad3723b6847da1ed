/** Spanish: the contact page. */
import type { Messages } from '../en/index.ts';

export const contact = {
  title: 'Contacto',
  subtitle: 'Cuéntenos qué necesita. Respondemos a todas las solicitudes en un plazo de 24 horas.',
  formTitle: 'Envíenos un mensaje',
  info: {
    title: 'Datos de contacto',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    office: 'Oficina central',
    hours: 'Horario de atención',
    weekdays: 'De lunes a viernes, de 9:00 a 18:00 (hora de Moscú, UTC+3)',
    weekends: 'Fines de semana, con cita previa',
  },
  quick: {
    title: 'Acciones rápidas',
    call: { title: 'Solicitar una llamada', text: 'Le llamaremos a la hora que mejor le convenga.' },
    consultation: { title: 'Consulta en línea', text: 'Una videollamada con un experto para hablar de su caso.' },
    presentation: { title: 'Presentación de soluciones', text: 'Un breve resumen de lo que hacen nuestros agentes.' },
  },
  offices: {
    title: 'Nuestras oficinas',
    subtitle: 'Nuestras oficinas están en Rusia y trabajamos con clientes de todo el mundo.',
    main: 'Oficina central',
    bookMeeting: 'Reservar una reunión',
    bookMeetingIn: 'Reservar una reunión en {city}',
    map: 'Mapa',
    moscow: 'Moscú',
    saintPetersburg: 'San Petersburgo',
    novosibirsk: 'Novosibirsk',
    /** Each office's postal address as this language writes it. */
    addresses: {
      moscow: 'Presnenskaya Naberezhnaya, 12, 123112 Moscú, Rusia',
      saintPetersburg: 'Avenida Nevski, 28, 191186 San Petersburgo, Rusia',
      novosibirsk: 'Krasny Prospekt, 25, 630099 Novosibirsk, Rusia',
    },
  },
  direct: {
    title: '¿Tiene alguna pregunta?',
    text: 'Llámenos o escríbanos directamente, como le resulte más cómodo.',
    call: 'Llamar',
    email: 'Enviar un correo',
  },
  replyPromise: 'Respondemos en un plazo de 24 horas.',
} satisfies Messages['contact'];
