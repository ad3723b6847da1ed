/** Portuguese: the about page. */
import type { Messages } from '../en/index.ts';

export const about = {
  title: 'Quem somos',
  description:
    'Somos uma equipe de engenheiros, cientistas de dados e consultores que cria agentes de IA para tirar o trabalho rotineiro das empresas e transformá-lo em resultados mensuráveis.',
  mission: {
    title: 'Nossa missão',
    p1: 'Acreditamos que toda empresa, e não apenas as maiores, deve poder colocar a inteligência artificial para trabalhar. Nossa missão é fazer dos agentes de IA uma ferramenta prática, que se paga em poucos meses.',
    p2: 'Assumimos o trabalho repetitivo que atrasa as equipes: responder sempre às mesmas perguntas, transferir dados entre sistemas, preparar relatórios. As pessoas ganham tempo para as decisões e os relacionamentos que fazem um negócio crescer.',
  },
  cards: {
    title: 'O que nos diferencia',
    smart: {
      title: 'Soluções inteligentes',
      text: 'Agentes que entendem o contexto, aprendem com seus dados e melhoram a cada conversa.',
    },
    precise: {
      title: 'Resultados precisos',
      text: 'Todo projeto começa com metas mensuráveis, e prestamos contas sobre elas todos os meses.',
    },
    teamwork: {
      title: 'Trabalho em equipe',
      text: 'Atuamos como uma extensão da sua equipe, da primeira sessão de trabalho ao suporte em produção.',
    },
    quality: {
      title: 'Qualidade',
      text: 'Sistemas testados, monitorados e seguros, que atendem aos padrões de setores regulados.',
    },
  },
  story: {
    title: 'Como tudo começou',
    p1: 'A empresa nasceu de um único projeto: um chatbot para um banco que estava sobrecarregado de solicitações rotineiras de clientes. Em três meses, o bot já resolvia a maioria delas, e a equipe de suporte finalmente ganhou tempo para os casos complexos.',
    p2: 'Logo outras empresas pediram o mesmo. Percebemos que o verdadeiro valor não estava em um único bot, mas em agentes que se conectam a CRM, ERP e aplicativos de mensagens e levam uma tarefa do início ao fim.',
    p3: 'Hoje criamos agentes de IA para empresas de finanças, varejo, logística e RH, e seguimos ao lado de cada cliente após o lançamento, porque um agente se torna mais útil quanto mais tempo trabalha.',
  },
  values: {
    title: 'Nossos valores',
    innovation: {
      title: 'Inovação',
      text: 'Acompanhamos de perto as pesquisas e levamos métodos novos e comprovados à produção com rapidez e segurança.',
    },
    partnership: {
      title: 'Parceria',
      text: 'O nosso sucesso depende do sucesso dos clientes, por isso compartilhamos riscos, conhecimento e responsabilidade pelo resultado.',
    },
    result: {
      title: 'Resultado',
      text: 'Medimos nosso trabalho em horas economizadas, respostas mais rápidas e receita, não em linhas de código.',
    },
  },
} satisfies Messages['about'];
