/** Portuguese: the privacy policy. */
import type { Messages } from '../en/index.ts';

export const privacy = {
  title: 'Política de privacidade',
  intro:
    'Esta página explica o que os formulários deste site coletam, por quê, por quanto tempo guardamos os dados e como falar conosco sobre eles.',
  collect: {
    title: 'O que coletamos',
    text: 'Apenas o que você digita em um formulário: seu nome, e-mail e, se informados, empresa, telefone, assunto, mensagem, horário preferido para a ligação ou escritório para a reunião. Junto com isso, guardamos a página e o idioma do formulário, os parâmetros de campanha do link pelo qual você chegou, se nossa equipe foi avisada da sua solicitação e as anotações que a equipe faz ao atendê-la.',
  },
  purpose: {
    title: 'Por que coletamos',
    text: 'Para responder à sua solicitação, agendar a ligação, a demonstração ou a reunião que você pediu e preparar uma proposta. Não vendemos seus dados nem os usamos para publicidade sem relação com o seu pedido.',
  },
  retention: {
    title: 'Por quanto tempo guardamos',
    text: 'Guardamos sua solicitação, com as anotações e o histórico, até que você peça a exclusão ou até o fim do prazo de guarda que definimos, o que ocorrer primeiro. Solicitações com o prazo vencido são excluídas automaticamente todos os dias.',
  },
  cookies: {
    title: 'Cookies',
    text: 'Usamos um único cookie, lang, que guarda o idioma escolhido. Não usamos cookies de publicidade nem de rastreamento.',
  },
  visits: {
    title: 'Estatísticas de visitas',
    text: 'Para saber quais páginas e campanhas nos trazem pedidos, contamos as visitas no nosso próprio servidor: sem cookies, sem guardar nada no seu dispositivo e sem serviços de terceiros. Todos os dias, uma nova chave aleatória transforma o seu endereço IP e o nome do seu navegador em um código que só distingue os visitantes daquele dia; a chave é apagada ao fim do dia e, a partir daí, ninguém, nem mesmo nós, consegue associar esse código a você. Registramos a página, o site ou a campanha de onde você veio, o idioma e o tipo de aparelho (celular, tablet ou computador). Se você enviar um formulário, o pedido registra a página por onde você entrou e de onde veio. As visitas individuais são apagadas após um prazo curto que definimos; ficam apenas os totais diários. Se o seu navegador enviar o sinal Do Not Track ou Global Privacy Control, a sua visita não é contada.',
  },
  rights: {
    title: 'Seus direitos e a quem escrever',
    text: 'Você pode perguntar quais dados temos sobre você e receber uma cópia, corrigi-los ou pedir a exclusão de todas as solicitações enviadas com o seu e-mail. Escreva para {email} a partir desse endereço e responderemos em até 30 dias.',
  },
} satisfies Messages['privacy'];
