/** English: the public cases API documentation. */

export const apiDocs = {
  title: 'Public cases API',
  intro:
    'Our success stories are available as JSON for partners and integrations. The API is public, read-only and needs no key.',
  endpoint: 'Endpoint',
  parameters: 'Parameters',
  lngParam: 'Language code: en, ru, id, es, fr or pt. Without it, English is returned.',
  response: 'Response',
  responseText: 'A JSON array of cases, each with id, title, summary, body and cover_img.',
  errors: 'Errors',
  errorsText: 'An unsupported language code answers 400 with a JSON error message.',
  caching: 'Caching',
  cachingText: 'Answers may be cached per language; the Cache-Control header of each answer says for how long.',
  example: 'Example',
};
