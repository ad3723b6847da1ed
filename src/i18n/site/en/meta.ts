/** English: the head of every page: titles, descriptions and the share image text. */

export const meta = {
  home: {
    title: 'AI agents for business automation',
    description:
      'AI agents that answer customers, qualify leads and take over routine work around the clock: up to three times the efficiency and up to 90% less time spent on routine tasks.',
  },
  about: {
    title: 'About us: the team behind our AI agents',
    description:
      'Our mission, our values and how a team of engineers built AI agents that take routine work off businesses worldwide.',
  },
  solutions: {
    title: 'Solutions and pricing: AI agents for every team',
    description:
      'AI agents for customer service, analytics, process automation and sales. Compare the Start, Growth and Scale packages and their prices.',
  },
  cases: {
    title: 'Success stories: AI agents in production',
    description:
      'How companies in fintech, retail and HR cut response times, grew profit and hired faster with our AI agents. Real numbers from real projects.',
  },
  technology: {
    title: 'Technology: the platform behind our AI agents',
    description:
      'Machine learning, NLP, computer vision and secure integrations: the stack and the three-layer architecture that power our AI agents.',
  },
  contact: {
    title: 'Contact us: talk to our AI automation team',
    description:
      'Email us, request a callback or book a meeting at one of our offices. We reply to every request within 24 hours.',
  },
  callback: {
    title: 'Request a callback from our AI automation team',
    description:
      'Leave your number and a convenient time, and our team will call you back to talk about AI agents for your business.',
  },
  meeting: {
    title: 'Book a meeting with our AI automation team',
    description:
      'Book a free time with our team online, or ask for a meeting at one of our offices. We confirm every request within 24 hours.',
  },
  privacy: {
    title: 'Privacy policy',
    description:
      'What the forms on our website collect, why we collect it, how long we keep it and whom to contact about your data.',
  },
  presentation: {
    title: 'Presentation: how our AI agents work for you',
    description:
      'A short presentation of our offer: the problems AI agents solve, how a project runs and what results to expect.',
  },
  apiDocs: {
    title: 'Public cases API documentation',
    description: 'Reference for the public read-only API that returns our success stories in six languages as JSON.',
  },
  notFound: {
    title: 'Page not found',
    description: 'The page you are looking for does not exist or has moved.',
  },
  ogAlt: '{company}: AI agents for business automation. Ideas in, revenue out.',
};
