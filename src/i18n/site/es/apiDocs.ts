/** Spanish: the public cases API documentation. */
import type { Messages } from '../en/index.ts';

export const apiDocs = {
  title: 'API pública de casos',
  intro:
    'Nuestros casos de éxito están disponibles en formato JSON para socios e integraciones. La API es pública, de solo lectura y no requiere clave.',
  endpoint: 'Punto de conexión',
  parameters: 'Parámetros',
  lngParam: 'Código de idioma: en, ru, id, es, fr o pt. Si se omite, la respuesta se devuelve en inglés.',
  response: 'Respuesta',
  responseText: 'Una lista JSON de casos, cada uno con id, title, summary, body y cover_img.',
  errors: 'Errores',
  errorsText: 'Un código de idioma no admitido devuelve un error 400 con un mensaje de error en JSON.',
  caching: 'Caché',
  cachingText:
    'Las respuestas pueden almacenarse en caché por idioma; la cabecera Cache-Control de cada respuesta indica durante cuánto tiempo.',
  example: 'Ejemplo',
} satisfies Messages['apiDocs'];
