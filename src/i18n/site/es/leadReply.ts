/** Español: la respuesta de ventas a una solicitud en español (predeterminada; un administrador puede cambiarla en el área del personal). */

export const leadReply = {
  subject: 'Su solicitud a {company}',
  body: 'Hola, {name}:\n\nGracias por ponerse en contacto con {company}. He leído su solicitud y me encantaría comentarla con usted. ¿Cuándo le vendría bien una breve llamada esta semana?\n\nUn saludo cordial,\n{sender}\n{company}',
};
