/** Spanish: the privacy policy. */
import type { Messages } from '../en/index.ts';

export const privacy = {
  title: 'Política de privacidad',
  intro:
    'Esta página explica qué datos recogen los formularios de este sitio web, para qué, cuánto tiempo los conservamos y cómo contactarnos sobre sus datos.',
  collect: {
    title: 'Qué datos recogemos',
    text: 'Solo lo que usted escribe en un formulario: su nombre, su correo electrónico y, si nos los facilita, su empresa, teléfono, asunto, mensaje, horario preferido para la llamada u oficina para la reunión. Junto con ello conservamos la página y el idioma del formulario, los parámetros de campaña del enlace que siguió, si nuestro equipo recibió el aviso de su solicitud y las notas que el equipo añade mientras la atiende.',
  },
  purpose: {
    title: 'Para qué los recogemos',
    text: 'Para responder a su solicitud, organizar la llamada, la demo o la reunión que nos pidió y preparar una propuesta. No vendemos sus datos ni los utilizamos para publicidad ajena a su solicitud.',
  },
  retention: {
    title: 'Cuánto tiempo los conservamos',
    text: 'Conservamos su solicitud, con sus notas e historial, hasta que nos pida eliminarla o hasta que venza el plazo de conservación que hayamos fijado, lo que ocurra primero. Las solicitudes cuyo plazo ha vencido se eliminan automáticamente cada día.',
  },
  cookies: {
    title: 'Uso de cookies',
    text: 'Utilizamos una sola cookie, lang, que recuerda el idioma que ha elegido. No utilizamos cookies publicitarias ni de seguimiento.',
  },
  visits: {
    title: 'Estadísticas de visitas',
    text: 'Para saber qué páginas y campañas nos traen solicitudes, contamos las visitas en nuestro propio servidor: sin cookies, sin guardar nada en su dispositivo y sin servicios de terceros. Cada día, una clave aleatoria nueva convierte su dirección IP y el nombre de su navegador en un código que solo distingue a los visitantes de ese día; la clave se borra al terminar el día y, a partir de entonces, nadie, ni siquiera nosotros, puede relacionar ese código con usted. Registramos la página, el sitio o la campaña de la que llega, el idioma y el tipo de dispositivo (móvil, tableta u ordenador). Si nos envía un formulario, su solicitud indica la página por la que entró y de dónde venía. Las visitas individuales se eliminan tras un breve plazo que hemos fijado; solo se conservan los totales diarios. Si su navegador envía la señal Do Not Track o Global Privacy Control, no contamos su visita.',
  },
  rights: {
    title: 'Sus derechos y a quién escribir',
    text: 'Puede preguntarnos qué datos tenemos sobre usted y recibir una copia, corregirlos o pedir que eliminemos todas las solicitudes enviadas con su dirección de correo. Escriba a {email} desde esa dirección y le responderemos en un plazo de 30 días.',
  },
} satisfies Messages['privacy'];
