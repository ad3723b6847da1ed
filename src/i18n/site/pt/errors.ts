/** Portuguese: the not-found page and the error pages. */
import type { Messages } from '../en/index.ts';

export const notFound = {
  code: '404',
  title: 'Ops! Página não encontrada',
  text: 'A página que você procura não existe ou foi movida.',
  home: 'Voltar ao início',
} satisfies Messages['notFound'];

export const errorPages = {
  tooLarge: {
    title: 'Isso é mais do que podemos receber',
    text: 'O que você enviou é maior do que este site aceita. Volte com o botão Voltar do navegador: o que você digitou continua no formulário. Encurte o texto e envie de novo.',
  },
  headersTooLarge: {
    title: 'Seu navegador enviou dados demais',
    text: 'Seu navegador enviou com esta solicitação mais dados do que aceitamos, geralmente cookies demais ou grandes demais. Apague os cookies deste site e tente de novo.',
  },
  serverError: {
    title: 'Algo deu errado do nosso lado',
    text: 'Não conseguimos responder a esta solicitação. Tente de novo em instantes.',
  },
  badGateway: {
    title: 'Não conseguimos acessar o site agora',
    text: 'Nossos servidores não responderam. Tente de novo em um minuto; se continuar acontecendo, escreva para nós.',
  },
  unavailable: {
    title: 'O site está indisponível por um momento',
    text: 'Estamos sobrecarregados ou atualizando o site. Tente de novo em um minuto.',
  },
  timeout: {
    title: 'O site demorou demais para responder',
    text: 'Nossos servidores não responderam a tempo. Tente de novo em um minuto.',
  },
  retry: 'Tentar de novo',
  home: 'Ir para o início',
  write: 'Fale conosco',
} satisfies Messages['errorPages'];
