/** Portuguese: the solutions page: applications, packages, integrations. */
import type { Messages } from '../en/index.ts';

export const solutions = {
  title: 'Soluções',
  description:
    'Agentes de IA para os processos que mais consomem o tempo da sua equipe, com pacotes para cada fase de crescimento.',
  applications: {
    title: 'Onde os agentes de IA ajudam',
    customerService: {
      title: 'Atendimento ao cliente',
      text: 'Respostas instantâneas no chat, por e-mail e em aplicativos de mensagens a qualquer hora, com transferência sem atritos para um atendente nos casos complexos.',
    },
    analytics: {
      title: 'Análises e previsões',
      text: 'Agentes que reúnem dados dos seus sistemas, identificam tendências e preveem demanda, vendas e riscos.',
    },
    automation: {
      title: 'Automação de processos',
      text: 'Documentos, solicitações e dados circulando entre sistemas sem cópia manual e sem erros.',
    },
    sales: {
      title: 'Crescimento das vendas',
      text: 'Qualificação de leads, ofertas personalizadas e follow-ups que mantêm cada potencial cliente engajado.',
    },
  },
  packages: {
    title: 'Pacotes',
    subtitle: 'Comece pequeno e cresça: todo pacote inclui configuração, treinamento com seus dados e suporte.',
    popular: 'Mais procurado',
    priceFrom: 'a partir de {price}',
    perMonth: 'por mês',
    choose: 'Escolher pacote',
    featuresLabel: 'Incluído no pacote {name}',
    start: {
      description: 'Para equipes pequenas que estão dando o primeiro passo na automação.',
      features: [
        '1 agente de IA para atendimento ao cliente',
        'Respostas automáticas no chat',
        'Análises básicas',
        'Integração com 1 plataforma',
        'Suporte 8/5',
      ],
    },
    growth: {
      description: 'Para empresas em crescimento que querem automatizar vendas e marketing.',
      features: [
        '3 agentes especializados',
        'Automação de vendas e marketing',
        'Análises avançadas',
        'Integração com CRM/ERP',
        'Gerente de conta exclusivo',
        'Suporte 24/7',
      ],
    },
    scale: {
      description: 'Para grandes empresas que precisam de IA em toda a organização.',
      features: [
        'Agentes ilimitados',
        'Desenvolvimento sob medida',
        'Análises e previsões com IA',
        'Integração completa com a sua TI',
        'Equipe dedicada',
        'SLA de 99,9% e suporte prioritário',
      ],
    },
  },
  custom: {
    title: 'Precisa de algo diferente?',
    text: 'Desenvolvemos soluções sob medida para processos complexos e grandes empresas. Conte-nos qual é o seu desafio, e proporemos uma arquitetura e uma estimativa.',
    cta: 'Discutir uma solução sob medida',
  },
  integrations: {
    title: 'Integrações',
    subtitle: 'Nossos agentes se conectam às ferramentas que sua equipe já usa.',
    crm: 'CRM',
    api: 'API',
    messengers: 'Aplicativos de mensagens',
    erp: 'ERP',
  },
} satisfies Messages['solutions'];
