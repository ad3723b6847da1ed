/** Portuguese: the technology page. */
import type { Messages } from '../en/index.ts';

export const technology = {
  title: 'Tecnologia',
  subtitle:
    'Tecnologias comprovadas e uma plataforma em três camadas que tornam nossos agentes de IA precisos, seguros e rápidos.',
  capabilities: {
    title: 'O que nossa plataforma faz',
    ai: {
      title: 'Inteligência artificial',
      items: [
        'Grandes modelos de linguagem',
        'Processamento de linguagem natural',
        'Visão computacional',
        'Sistemas de recomendação',
      ],
    },
    data: {
      title: 'Processamento de dados',
      items: [
        'Fluxos de dados em tempo real',
        'Limpeza e enriquecimento de dados',
        'Análise preditiva',
        'Relatórios interativos',
      ],
    },
    security: {
      title: 'Segurança',
      items: [
        'Criptografia em trânsito e em repouso',
        'Controle de acesso por funções',
        'Registros de auditoria',
        'Tratamento de dados em conformidade com o GDPR',
      ],
    },
    integrations: {
      title: 'Integrações',
      items: ['APIs REST e GraphQL', 'Webhooks e eventos', 'Conectores para CRM e ERP', 'Canais de mensagens'],
    },
  },
  stack: {
    title: 'Tecnologias que usamos',
    languages: 'Linguagens',
    ml: 'Ferramentas de aprendizado de máquina e IA',
    cloud: 'Nuvem e infraestrutura',
    databases: 'Bancos de dados',
  },
  advantages: {
    title: 'Por que funciona',
    scalable: { title: 'Escalável', text: 'De um agente a centenas, sem redesenhar o sistema.' },
    secure: {
      title: 'Seguro',
      text: 'Os dados ficam protegidos em cada etapa, com acesso apenas para quem realmente precisa.',
    },
    fast: { title: 'Rápido', text: 'Respostas em menos de um segundo, mesmo nos picos de carga.' },
    reliable: { title: 'Confiável', text: 'Disponibilidade de 99,9%, monitoramento e recuperação automática.' },
  },
  architecture: {
    title: 'Arquitetura da plataforma',
    subtitle: 'Três camadas, cada uma com sua função: os dados sobem e as decisões seguem para os seus sistemas.',
    diagramLabel: 'Diagrama: a camada de dados alimenta o motor de IA, que atende a camada de API',
    flow: 'alimenta',
    data: {
      title: 'Camada de dados',
      text: 'Coleta, limpa e armazena os dados dos seus sistemas.',
      items: ['Conectores', 'Lago de dados', 'Busca vetorial'],
    },
    engine: {
      title: 'Motor de IA',
      text: 'Entende solicitações, toma decisões e aprende.',
      items: ['Modelos de linguagem', 'Orquestração de agentes', 'Monitoramento'],
    },
    api: {
      title: 'Camada de API',
      text: 'Entrega os resultados aos seus canais e sistemas.',
      items: ['REST e GraphQL', 'Webhooks', 'Aplicativos de mensagens'],
    },
  },
  cta: {
    title: 'Vamos falar de tecnologia',
    text: 'Nossos engenheiros respondem às suas dúvidas sobre arquitetura, segurança e integração.',
    consultation: 'Consultoria técnica',
    apiDocs: 'Documentação da API',
  },
} satisfies Messages['technology'];

export const tech_core = {
  title: 'Tecnologias principais',
  ml: {
    title: 'Aprendizado de máquina',
    text: 'Modelos treinados com os seus dados, que ficam mais precisos com o tempo.',
  },
  nlp: { title: 'NLP', text: 'Compreensão e redação em linguagem natural em dezenas de idiomas.' },
  cv: { title: 'Visão computacional', text: 'Leitura automática de documentos, imagens e vídeos.' },
  automation: {
    title: 'Automação de processos',
    text: 'Tarefas executadas do início ao fim, passando por todos os seus sistemas.',
  },
} satisfies Messages['tech_core'];
