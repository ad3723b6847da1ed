/** Spanish: the lead forms: fields, messages, summaries. */
import type { Messages } from '../en/index.ts';

export const contact_form = {
  firstName: { label: 'Nombre', placeholder: 'Su nombre' },
  lastName: { label: 'Apellidos', placeholder: 'Sus apellidos' },
  email: { label: 'Correo electrónico', placeholder: 'nombre@empresa.com' },
  company: { label: 'Empresa', placeholder: 'Nombre de la empresa' },
  phone: { label: 'Teléfono', placeholder: '+34 612 345 678' },
  subject: { label: 'Asunto', placeholder: 'Describa brevemente su consulta' },
  message: { label: 'Mensaje', placeholder: 'Cuéntenos más sobre sus necesidades y objetivos...' },
  package: { label: 'Paquete', none: 'Aún no lo he decidido' },
  consent: 'Acepto el tratamiento de mis datos conforme a la',
  consentLink: 'política de privacidad',
  required: 'obligatorio',
  requiredNote: 'Los campos marcados con * son obligatorios.',
  submit: 'Enviar mensaje',
  sending: 'Enviando...',
  subjects: {
    individual: 'Solución a medida',
    project: 'Consulta sobre un proyecto',
    technical: 'Consulta técnica',
    consultation: 'Consulta en línea',
    package: 'Paquete: {name}',
  },
  success: {
    title: '¡Gracias! Hemos recibido su mensaje.',
    text: 'Nuestro equipo le responderá en un plazo de 24 horas.',
  },
  errors: {
    summary: 'Corrija los campos marcados, por favor.',
    required: 'Complete este campo, por favor.',
    email: 'Introduzca una dirección de correo como nombre@empresa.com.',
    tooLong: 'Utilice como máximo {max} caracteres.',
    phone: 'Introduzca un número de teléfono con dígitos, espacios y + ( ) -.',
    consent: 'Para continuar, acepte la política de privacidad.',
    rateLimited: 'Demasiadas solicitudes. Espere un minuto y vuelva a intentarlo.',
    tooLarge: 'El mensaje es demasiado largo para enviarlo.',
    busy: 'Ahora mismo estamos recibiendo muchas solicitudes. Su mensaje sigue aquí; vuelva a enviarlo en unos segundos.',
    generic: 'Algo ha fallado por nuestra parte. Su mensaje sigue aquí; inténtelo de nuevo.',
    choice: 'Elija una de las opciones.',
    slotTaken:
      'Esa hora acaba de ser reservada. Elija otra de las horas libres de abajo; el resto de lo que escribió se conserva.',
    date: 'Elija la fecha de hoy o una posterior.',
    network:
      'No se ha podido conectar con nuestro servidor. Compruebe su conexión y vuelva a intentarlo; su mensaje sigue aquí.',
    characters:
      'Este campo contiene caracteres que no se pueden enviar, como códigos de control. Vuelva a escribirlo, por favor.',
  },
  demo: {
    name: { label: 'Su nombre', placeholder: 'Su nombre' },
    submit: 'Solicitar demo',
    success: '¡Gracias! Nos pondremos en contacto con usted en un plazo de 24 horas para organizar la demo.',
  },
  callback: {
    title: 'Solicitar una llamada',
    intro: 'Déjenos su número y le devolveremos la llamada.',
    time: {
      label: 'Horario preferido (hora de Moscú, UTC+3)',
      placeholder: 'Por ejemplo, días laborables a partir de las 14:00',
    },
    submit: 'Solicitar una llamada',
    success: '¡Gracias! Le llamaremos a la hora que ha elegido.',
  },
  meeting: {
    title: 'Reservar una reunión',
    intro: 'Elija una oficina y una fecha, y le confirmaremos la reunión.',
    office: 'Oficina',
    date: { label: 'Fecha preferida', placeholder: '' },
    submit: 'Reservar una reunión',
    success: '¡Gracias! Le confirmaremos la reunión en un plazo de 24 horas.',
  },
  booking: {
    intro: '{name}, {minutes} minutos. Elija una hora libre y quedará reservada para usted al instante.',
    slot: 'Hora',
    zone: 'Zona horaria',
    zoneShown: 'Las horas están en la zona horaria {zone}.',
    submit: 'Reservar esta hora',
    success: '¡Gracias! Su reunión está reservada.',
    others: 'Otros tipos de reunión',
  },
} satisfies Messages['contact_form'];
