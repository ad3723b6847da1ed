/** Russian: the public cases API documentation. */
import type { Messages } from '../en/index.ts';

export const apiDocs = {
  title: 'Публичный API кейсов',
  intro:
    'Наши истории успеха доступны в формате JSON для партнёров и интеграций. API открытый, работает только на чтение и не требует ключа.',
  endpoint: 'Адрес запроса',
  parameters: 'Параметры',
  lngParam: 'Код языка: en, ru, id, es, fr или pt. Если он не указан, возвращается английская версия.',
  response: 'Ответ',
  responseText: 'JSON-массив кейсов, у каждого есть поля id, title, summary, body и cover_img.',
  errors: 'Ошибки',
  errorsText: 'На неподдерживаемый код языка API отвечает кодом 400 и сообщением об ошибке в формате JSON.',
  caching: 'Кеширование',
  cachingText:
    'Ответы могут кешироваться отдельно для каждого языка; на какой срок, указывает заголовок Cache-Control каждого ответа.',
  example: 'Пример',
} satisfies Messages['apiDocs'];
