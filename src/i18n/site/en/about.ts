/** English: the about page. */

export const about = {
  title: 'About us',
  description:
    'We are a team of engineers, data scientists and consultants who build AI agents that take routine work off businesses and turn it into measurable results.',
  mission: {
    title: 'Our mission',
    p1: 'We believe every company, not only the largest, should be able to put artificial intelligence to work. Our mission is to make AI agents a practical tool that pays for itself within months.',
    p2: 'We take on the repetitive work that slows teams down: answering the same questions, moving data between systems, preparing reports. People get time back for the decisions and relationships that grow a business.',
  },
  cards: {
    title: 'What sets us apart',
    smart: {
      title: 'Smart solutions',
      text: 'Agents that understand context, learn from your data and improve with every conversation.',
    },
    precise: {
      title: 'Precise results',
      text: 'Every project starts with goals you can measure, and we report against them every month.',
    },
    teamwork: {
      title: 'Teamwork',
      text: 'We work as an extension of your team, from the first workshop to support in production.',
    },
    quality: {
      title: 'Quality',
      text: 'Tested, monitored and secure systems that meet the standards of regulated industries.',
    },
  },
  story: {
    title: 'How we started',
    p1: 'The company began with a single project: a chatbot for a bank that was drowning in routine customer requests. Within three months the bot handled most of them, and the support team finally had time for complex cases.',
    p2: 'Other companies soon asked for the same. We saw that the real value was not in one bot but in agents that connect to CRM, ERP and messengers and carry a task from start to finish.',
    p3: 'Today we build AI agents for companies in finance, retail, logistics and HR, and we stay with each client after launch, because an agent grows more useful the longer it works.',
  },
  values: {
    title: 'Our values',
    innovation: {
      title: 'Innovation',
      text: 'We follow research closely and bring proven new methods into production quickly and safely.',
    },
    partnership: {
      title: 'Partnership',
      text: 'We succeed when our clients do, so we share risks, knowledge and responsibility for the outcome.',
    },
    result: {
      title: 'Results',
      text: 'We measure our work in saved hours, faster answers and revenue, not in lines of code.',
    },
  },
};
