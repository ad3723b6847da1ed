/** Portuguese: the head of every page: titles, descriptions and the share image text. */
import type { Messages } from '../en/index.ts';

export const meta = {
  home: {
    title: 'Agentes de IA para automação empresarial',
    description:
      'Agentes de IA que atendem clientes, qualificam leads e assumem o trabalho rotineiro 24 horas por dia. Até três vezes mais eficiência e até 90% menos tempo gasto com tarefas rotineiras.',
  },
  about: {
    title: 'Quem somos: a equipe por trás dos agentes de IA',
    description:
      'Nossa missão, nossos valores e como uma equipe de engenheiros criou agentes de IA que tiram o trabalho rotineiro das empresas no mundo todo.',
  },
  solutions: {
    title: 'Soluções e preços: agentes de IA para cada equipe',
    description:
      'Agentes de IA para atendimento, análise de dados, automação de processos e vendas. Compare os pacotes Start, Growth e Scale e seus preços.',
  },
  cases: {
    title: 'Casos de sucesso: agentes de IA em produção',
    description:
      'Como empresas de fintech, varejo e RH reduziram o tempo de resposta, aumentaram o lucro e contrataram mais rápido com nossos agentes de IA. Números reais.',
  },
  technology: {
    title: 'Tecnologia: a plataforma dos nossos agentes de IA',
    description:
      'Aprendizado de máquina, NLP, visão computacional e integrações seguras: as tecnologias e a arquitetura em três camadas por trás dos nossos agentes de IA.',
  },
  contact: {
    title: 'Contato: fale com nossa equipe de automação com IA',
    description:
      'Escreva para nós, peça uma ligação ou agende uma reunião em um de nossos escritórios. Respondemos a todas as solicitações em até 24 horas.',
  },
  callback: {
    title: 'Solicite uma ligação da nossa equipe de automação com IA',
    description:
      'Deixe o seu número e um horário conveniente, e nossa equipe ligará para conversar sobre agentes de IA para o seu negócio.',
  },
  meeting: {
    title: 'Agende uma reunião com nossa equipe de automação com IA',
    description:
      'Reserve on-line um horário livre da nossa equipe ou peça uma reunião em um de nossos escritórios. Confirmamos cada pedido em até 24 horas.',
  },
  privacy: {
    title: 'Política de privacidade',
    description:
      'O que os formulários do nosso site coletam, por que coletamos, por quanto tempo guardamos os dados e com quem falar sobre eles.',
  },
  presentation: {
    title: 'Apresentação: como nossos agentes de IA trabalham',
    description:
      'Uma breve apresentação da nossa oferta: os problemas que os agentes de IA resolvem, como um projeto funciona e quais resultados esperar.',
  },
  apiDocs: {
    title: 'Documentação da API pública de casos',
    description:
      'Referência da API pública, somente leitura, que retorna nossos casos de sucesso em seis idiomas no formato JSON, sem chave de acesso.',
  },
  notFound: {
    title: 'Página não encontrada',
    description: 'A página que você procura não existe ou foi movida.',
  },
  ogAlt: '{company}: agentes de IA para automação empresarial. Da ideia ao faturamento.',
} satisfies Messages['meta'];
