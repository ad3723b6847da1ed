/** Portuguese: the public cases API documentation. */
import type { Messages } from '../en/index.ts';

export const apiDocs = {
  title: 'API pública de casos',
  intro:
    'Nossos casos de sucesso estão disponíveis em JSON para parceiros e integrações. A API é pública, somente leitura e não exige chave de acesso.',
  endpoint: 'Endereço da API',
  parameters: 'Parâmetros',
  lngParam: 'Código do idioma: en, ru, id, es, fr ou pt. Sem ele, a resposta vem em inglês.',
  response: 'Resposta',
  responseText: 'Uma lista JSON de casos, cada um com id, title, summary, body e cover_img.',
  errors: 'Erros',
  errorsText: 'Um código de idioma não suportado retorna 400 com uma mensagem de erro em JSON.',
  caching: 'Armazenamento em cache',
  cachingText:
    'As respostas podem ficar em cache para cada idioma; o cabeçalho Cache-Control de cada resposta indica por quanto tempo.',
  example: 'Exemplo',
} satisfies Messages['apiDocs'];
