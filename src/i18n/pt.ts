/** Portuguese messages; the shape is checked against the English catalog. */
import type { Messages } from './en';

const pt: Messages = {
  meta: {
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
  },
  common: {
    skipToContent: 'Ir para o conteúdo principal',
    requestDemo: 'Agendar demo',
    openMenu: 'Abrir menu',
    closeMenu: 'Fechar menu',
    chooseLanguage: 'Escolher idioma',
    currentLanguage: '— idioma: {language}',
    redirecting: 'Redirecionando para a versão em português...',
    redirectLink: 'Continuar para a versão em português',
  },
  nav: {
    label: 'Navegação principal',
    home: 'Início',
    about: 'Quem somos',
    solutions: 'Soluções',
    cases: 'Casos',
    technology: 'Tecnologia',
    contact: 'Contato',
  },
  footer: {
    tagline: 'Agentes de IA que transformam trabalho rotineiro em resultados para empresas do mundo todo.',
    pages: 'Páginas',
    company: 'Empresa',
    languages: 'Idiomas',
    privacy: 'Política de privacidade',
    apiDocs: 'API de casos',
    rights: '© {year} {company}. Todos os direitos reservados.',
  },
  hero: {
    badge: 'Agentes de IA para empresas',
    title: 'Da ideia ao faturamento',
    subtitle: 'Agentes de IA que trabalham para a sua empresa 24 horas por dia',
    description:
      'Criamos e operamos agentes de IA que atendem clientes, qualificam leads, analisam dados e automatizam processos rotineiros, para que sua equipe possa se concentrar no crescimento.',
    ctaDemo: 'Agendar demonstração',
    ctaPresentation: 'Ver apresentação',
    statsLabel: 'Resultados que nossos clientes alcançam',
    stats: {
      efficiency: { value: '3x', label: 'ganho máximo de eficiência' },
      uptime: { value: '24/7', label: 'agentes de IA sempre em operação' },
      timeSaving: { value: '90%', label: 'economia máxima de tempo em tarefas rotineiras' },
    },
  },
  demo: {
    title: 'Solicite uma demonstração',
    description:
      'Conte-nos sobre a sua empresa e mostraremos, com os seus próprios processos, o que um agente de IA pode tirar das mãos da sua equipe. Uma conversa de 30 minutos, sem compromisso.',
    orReach: 'Ou fale conosco diretamente',
    emailLabel: 'E-mail',
    phoneLabel: 'Telefone',
  },
  about: {
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
  },
  solutions: {
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
  },
  cases: {
    title: 'Casos de sucesso',
    subtitle: 'Como nossos clientes economizam tempo e aumentam a receita com agentes de IA',
    listLabel: 'Estudos de caso',
    empty: 'Ainda não há casos disponíveis neste idioma',
    noContent: 'Conteúdo indisponível neste idioma',
    listUnavailable: 'Não é possível mostrar os casos de sucesso agora. Tente de novo em um minuto.',
    unavailable: 'No momento não é possível mostrar este caso de sucesso. Tente novamente em um minuto.',
    readMore: 'Leia mais',
    readMoreAbout: 'Leia mais: {title}',
    industry: 'Setor',
    technologies: 'Tecnologias',
    results: 'Resultados',
    backToList: 'Todos os casos de sucesso',
    numbers: {
      title: 'Resultados em números',
      efficiency: { value: '250%', label: 'eficiência média após a implantação (antes = 100%)' },
      timeSaving: { value: '75%', label: 'economia média de tempo da equipe em tarefas rotineiras' },
      projects: { value: '50+', label: 'projetos bem-sucedidos' },
      satisfaction: { value: '95%', label: 'de satisfação dos clientes' },
    },
    cta: {
      title: 'Pronto para escrever a sua própria história de sucesso?',
      text: 'Conte-nos sobre seus processos e mostraremos onde um agente de IA traz o retorno mais rápido.',
      discuss: 'Discutir projeto',
      viewAll: 'Ver todos os casos',
    },
    caseCta: {
      title: 'Quer resultados como estes?',
      text: 'Analisamos o seu processo e estimamos o impacto antes de começar qualquer trabalho.',
      button: 'Discutir projeto',
    },
  },
  technology: {
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
  },
  tech_core: {
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
  },
  contact: {
    title: 'Fale conosco',
    subtitle: 'Conte-nos qual é o seu desafio. Respondemos a todas as solicitações em até 24 horas.',
    formTitle: 'Envie uma mensagem',
    info: {
      title: 'Dados de contato',
      email: 'E-mail',
      phone: 'Telefone',
      office: 'Escritório central',
      hours: 'Horário de atendimento',
      weekdays: 'Seg. a sex., das 9h às 18h (horário de Moscou, UTC+3)',
      weekends: 'Fins de semana, com agendamento',
    },
    quick: {
      title: 'Ações rápidas',
      call: { title: 'Solicitar uma ligação', text: 'Ligamos para você no horário que for mais conveniente.' },
      consultation: { title: 'Consultoria online', text: 'Uma videochamada com um especialista sobre o seu desafio.' },
      presentation: { title: 'Apresentação das soluções', text: 'Uma visão geral rápida do que nossos agentes fazem.' },
    },
    offices: {
      title: 'Nossos escritórios',
      subtitle: 'Nossos escritórios ficam na Rússia, e atendemos clientes no mundo todo.',
      main: 'Escritório central',
      bookMeeting: 'Agendar reunião',
      bookMeetingIn: 'Agendar reunião em {city}',
      moscow: 'Moscou',
      saintPetersburg: 'São Petersburgo',
      novosibirsk: 'Novosibirsk',
    },
    direct: {
      title: 'Tem alguma dúvida?',
      text: 'Ligue ou escreva diretamente para nós, como preferir.',
      call: 'Ligar',
      email: 'Enviar e-mail',
    },
    replyPromise: 'Respondemos em até 24 horas.',
  },
  contact_form: {
    firstName: { label: 'Nome', placeholder: 'Seu nome' },
    lastName: { label: 'Sobrenome', placeholder: 'Seu sobrenome' },
    email: { label: 'E-mail', placeholder: 'nome@empresa.com' },
    company: { label: 'Empresa', placeholder: 'Nome da empresa' },
    phone: { label: 'Telefone', placeholder: '+55 11 91234-5678' },
    subject: { label: 'Assunto', placeholder: 'Descreva brevemente a sua dúvida' },
    message: { label: 'Mensagem', placeholder: 'Conte-nos mais sobre seus desafios e objetivos...' },
    package: { label: 'Pacote', none: 'Ainda não decidi' },
    consent: 'Concordo com o tratamento dos meus dados nos termos da',
    consentLink: 'política de privacidade',
    required: 'obrigatório',
    requiredNote: 'Os campos marcados com * são obrigatórios.',
    submit: 'Enviar mensagem',
    sending: 'Enviando...',
    subjects: {
      individual: 'Solução sob medida',
      project: 'Discussão de projeto',
      technical: 'Consultoria técnica',
      consultation: 'Consultoria online',
      package: 'Pacote: {name}',
    },
    success: {
      title: 'Obrigado! Recebemos a sua mensagem.',
      text: 'Nossa equipe responderá em até 24 horas.',
    },
    errors: {
      summary: 'Corrija os campos destacados.',
      required: 'Preencha este campo.',
      email: 'Informe um e-mail no formato nome@empresa.com.',
      tooLong: 'Use no máximo {max} caracteres.',
      phone: 'Informe um telefone usando apenas dígitos, espaços e + ( ) -.',
      consent: 'Para continuar, aceite a política de privacidade.',
      rateLimited: 'Muitas solicitações. Aguarde um minuto e tente novamente.',
      tooLarge: 'A mensagem é longa demais para ser enviada.',
      busy: 'Estamos recebendo muitas solicitações agora. Sua mensagem continua aqui; envie-a de novo em alguns segundos.',
      generic: 'Algo deu errado do nosso lado. Sua mensagem continua aqui; tente novamente.',
      choice: 'Escolha uma das opções.',
      date: 'Escolha a data de hoje ou uma posterior.',
      network: 'Não foi possível conectar ao nosso servidor. Verifique sua conexão e tente novamente; sua mensagem continua aqui.',
      characters: 'Este campo contém caracteres que não podem ser enviados, como códigos de controle. Digite-o novamente.',
    },
    demo: {
      title: 'Solicite uma demonstração',
      name: { label: 'Seu nome', placeholder: 'Seu nome' },
      submit: 'Solicitar demonstração',
      success: 'Obrigado! Entraremos em contato em até 24 horas para agendar a demonstração.',
    },
    callback: {
      title: 'Solicitar uma ligação',
      intro: 'Deixe o seu número e ligaremos para você.',
      time: { label: 'Horário preferido (horário de Moscou, UTC+3)', placeholder: 'Por exemplo, dias úteis após as 14h' },
      submit: 'Solicitar ligação',
      success: 'Obrigado! Ligaremos no horário que você escolheu.',
    },
    meeting: {
      title: 'Agendar reunião',
      intro: 'Escolha um escritório e uma data, e confirmaremos a reunião.',
      office: 'Escritório',
      date: { label: 'Data preferida', placeholder: '' },
      submit: 'Agendar reunião',
      success: 'Obrigado! Confirmaremos a reunião em até 24 horas.',
    },
  },
  privacy: {
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
    rights: {
      title: 'Seus direitos e a quem escrever',
      text: 'Você pode perguntar quais dados temos sobre você e receber uma cópia, corrigi-los ou pedir a exclusão de todas as solicitações enviadas com o seu e-mail. Escreva para {email} a partir desse endereço e responderemos em até 30 dias.',
    },
  },
  presentation: {
    title: 'Como os agentes de IA trabalham para a sua empresa',
    intro: 'Uma visão geral da nossa oferta em cinco etapas. Leia no seu próprio ritmo.',
    slideLabel: 'Etapa {number} de {total}',
    slides: [
      {
        title: 'O problema',
        text: 'As equipes gastam até metade do dia com solicitações repetitivas, cópia de dados e relatórios rotineiros.',
      },
      {
        title: 'A solução',
        text: 'Os agentes de IA assumem essas tarefas no chat, no e-mail, no CRM e no ERP, trabalhando 24/7, sem pausas nem erros.',
      },
      {
        title: 'Como funciona um projeto',
        text: 'Uma sessão de trabalho sobre os seus processos, um piloto com dados reais em poucas semanas e, depois, o lançamento e a melhoria contínua.',
      },
      {
        title: 'O que você ganha',
        text: 'Até três vezes mais eficiência, até 90% menos tempo gasto com tarefas rotineiras e respostas aos clientes em segundos.',
      },
      {
        title: 'Próximo passo',
        text: 'Solicite uma demonstração e mostraremos o que um agente pode fazer com os seus próprios processos.',
      },
    ],
    cta: 'Agendar demonstração',
  },
  apiDocs: {
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
    cachingText: 'As respostas podem ficar em cache para cada idioma; o cabeçalho Cache-Control de cada resposta indica por quanto tempo.',
    example: 'Exemplo',
  },
  notFound: {
    code: '404',
    title: 'Ops! Página não encontrada',
    text: 'A página que você procura não existe ou foi movida.',
    home: 'Voltar ao início',
  },
  errorPages: {
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
  },
};

export default pt;
