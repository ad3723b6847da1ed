/** Spanish: the not-found page and the error pages. */
import type { Messages } from '../en/index.ts';

export const notFound = {
  code: '404',
  title: '¡Vaya! Página no encontrada',
  text: 'La página que busca no existe o se ha movido.',
  home: 'Volver al inicio',
} satisfies Messages['notFound'];

export const errorPages = {
  tooLarge: {
    title: 'Es más de lo que podemos recibir',
    text: 'Lo que ha enviado supera lo que acepta este sitio. Vuelva atrás con el botón Atrás del navegador: lo que escribió sigue en el formulario. Acórtelo y envíelo de nuevo.',
  },
  headersTooLarge: {
    title: 'Su navegador envió demasiados datos',
    text: 'Su navegador envió con esta solicitud más datos de los que aceptamos, normalmente demasiadas cookies o cookies demasiado grandes. Borre las cookies de este sitio e inténtelo de nuevo.',
  },
  serverError: {
    title: 'Algo salió mal por nuestra parte',
    text: 'No pudimos responder a esta solicitud. Inténtelo de nuevo en un momento.',
  },
  badGateway: {
    title: 'Ahora mismo no podemos acceder al sitio',
    text: 'Nuestros servidores no respondieron. Inténtelo de nuevo en un minuto; si sigue ocurriendo, escríbanos.',
  },
  unavailable: {
    title: 'El sitio no está disponible por un momento',
    text: 'Estamos muy ocupados o actualizando el sitio. Inténtelo de nuevo en un minuto.',
  },
  timeout: {
    title: 'El sitio tardó demasiado en responder',
    text: 'Nuestros servidores no respondieron a tiempo. Inténtelo de nuevo en un minuto.',
  },
  retry: 'Intentar de nuevo',
  home: 'Ir al inicio',
  write: 'Escríbanos',
} satisfies Messages['errorPages'];
