/** English: the solutions page: applications, packages, integrations. */

export const solutions = {
  title: 'Solutions',
  description:
    'AI agents for the processes that take up most of your team’s time, with a package for every stage of growth.',
  applications: {
    title: 'Where AI agents help',
    customerService: {
      title: 'Customer service',
      text: 'Instant answers in chat, email and messengers at any hour, with a smooth hand-over to people for complex cases.',
    },
    analytics: {
      title: 'Analytics and forecasts',
      text: 'Agents that gather data from your systems, spot trends and forecast demand, sales and risks.',
    },
    automation: {
      title: 'Process automation',
      text: 'Documents, requests and data moving between systems without manual copying or mistakes.',
    },
    sales: {
      title: 'Sales growth',
      text: 'Lead qualification, personal offers and follow-ups that keep every prospect warm.',
    },
  },
  packages: {
    title: 'Packages',
    subtitle: 'Start small and grow: every package includes setup, training on your data and support.',
    popular: 'Popular',
    priceFrom: 'from {price}',
    perMonth: 'per month',
    choose: 'Choose package',
    featuresLabel: 'Included in {name}',
    start: {
      description: 'For small teams taking their first step into automation.',
      features: [
        '1 AI agent for customer service',
        'Automatic chat replies',
        'Basic analytics',
        'Integration with 1 platform',
        '8/5 support',
      ],
    },
    growth: {
      description: 'For growing companies automating sales and marketing.',
      features: [
        '3 specialized agents',
        'Sales and marketing automation',
        'Advanced analytics',
        'CRM/ERP integration',
        'Dedicated account manager',
        '24/7 support',
      ],
    },
    scale: {
      description: 'For enterprises that need AI across the whole company.',
      features: [
        'Unlimited agents',
        'Custom development',
        'AI analytics and forecasting',
        'Full IT integration',
        'Dedicated team',
        '99.9% SLA and premium support',
      ],
    },
  },
  custom: {
    title: 'Need something else?',
    text: 'We design custom solutions for complex processes and large companies. Tell us about your task, and we will propose an architecture and a cost estimate.',
    cta: 'Discuss a custom solution',
  },
  integrations: {
    title: 'Integrations',
    subtitle: 'Our agents connect to the tools your team already uses.',
    crm: 'CRM',
    api: 'API',
    messengers: 'Messengers',
    erp: 'ERP',
  },
};
