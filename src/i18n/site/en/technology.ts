/** English: the technology page. */

export const technology = {
  title: 'Technology',
  subtitle: 'A proven stack and a three-layer platform that make our AI agents accurate, secure and fast.',
  capabilities: {
    title: 'What our platform can do',
    ai: {
      title: 'Artificial intelligence',
      items: ['Large language models', 'Natural language processing', 'Computer vision', 'Recommendation systems'],
    },
    data: {
      title: 'Data processing',
      items: ['Real-time streaming', 'Data cleaning and enrichment', 'Predictive analytics', 'Interactive reports'],
    },
    security: {
      title: 'Security',
      items: [
        'Encryption in transit and at rest',
        'Role-based access control',
        'Audit logs',
        'GDPR-ready data handling',
      ],
    },
    integrations: {
      title: 'Integrations',
      items: ['REST and GraphQL APIs', 'Webhooks and events', 'CRM and ERP connectors', 'Messenger channels'],
    },
  },
  stack: {
    title: 'Technology stack',
    languages: 'Languages',
    ml: 'ML/AI frameworks',
    cloud: 'Cloud and infrastructure',
    databases: 'Databases',
  },
  advantages: {
    title: 'Why it works',
    scalable: { title: 'Scalable', text: 'From one agent to hundreds without redesigning the system.' },
    secure: { title: 'Secure', text: 'Data stays protected at every step, with access only for those who need it.' },
    fast: { title: 'Fast', text: 'Answers in under a second, even under peak load.' },
    reliable: { title: 'Reliable', text: '99.9% uptime, monitoring and automatic recovery.' },
  },
  architecture: {
    title: 'Platform architecture',
    subtitle: 'Three layers, each with one job: data flows up, decisions flow out to your systems.',
    diagramLabel: 'Diagram: data layer feeds the AI engine, which serves the API layer',
    flow: 'feeds',
    data: {
      title: 'Data layer',
      text: 'Collects, cleans and stores data from your systems.',
      items: ['Connectors', 'Data lake', 'Vector search'],
    },
    engine: {
      title: 'AI engine',
      text: 'Understands requests, makes decisions and learns.',
      items: ['Language models', 'Agent orchestration', 'Monitoring'],
    },
    api: {
      title: 'API layer',
      text: 'Delivers results to your channels and systems.',
      items: ['REST and GraphQL', 'Webhooks', 'Messengers'],
    },
  },
  cta: {
    title: 'Let’s talk technology',
    text: 'Our engineers will answer your questions about architecture, security and integration.',
    consultation: 'Technical consultation',
    apiDocs: 'API documentation',
  },
};

export const tech_core = {
  title: 'Core technologies',
  ml: { title: 'Machine Learning', text: 'Models trained on your data that get more accurate over time.' },
  nlp: { title: 'NLP', text: 'Understanding and writing natural language in dozens of languages.' },
  cv: { title: 'Computer Vision', text: 'Reading documents, images and video automatically.' },
  automation: { title: 'Process Automation', text: 'Tasks carried from start to finish across your systems.' },
};
