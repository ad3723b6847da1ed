/** English: the home page. */

export const hero = {
  badge: 'AI agents for business',
  title: 'Ideas in, revenue out',
  subtitle: 'AI agents that work for your business around the clock',
  description:
    'We build and run AI agents that answer customers, qualify leads, analyze data and automate routine processes, so your team can focus on growth.',
  ctaDemo: 'Request demo',
  ctaPresentation: 'View the presentation',
  statsLabel: 'Results our clients see',
  stats: {
    efficiency: { value: '3x', label: 'maximum efficiency gain' },
    uptime: { value: '24/7', label: 'AI agents on duty' },
    timeSaving: { value: '90%', label: 'maximum time saved on routine tasks' },
  },
};

export const demo = {
  title: 'Request a demo',
  description:
    'Tell us about your business, and we will show you what an AI agent can take off your team’s plate, using your own processes. A 30-minute call, no obligation.',
  orReach: 'Or reach us directly',
  emailLabel: 'Email',
  phoneLabel: 'Phone',
};
