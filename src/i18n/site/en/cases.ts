/** English: the success stories: list, cards and story pages. */

export const cases = {
  title: 'Success stories',
  subtitle: 'How our clients save time and grow revenue with AI agents',
  listLabel: 'Case studies',
  empty: 'No cases available for this language yet',
  noContent: 'Content not available in this language',
  listUnavailable: 'The success stories cannot be shown right now. Please try again in a minute.',
  unavailable: 'This success story cannot be shown right now. Please try again in a minute.',
  readMore: 'Read more',
  readMoreAbout: 'Read more: {title}',
  industry: 'Industry',
  technologies: 'Technologies',
  results: 'Results',
  backToList: 'All success stories',
  numbers: {
    title: 'Results in numbers',
    efficiency: { value: '250%', label: 'average efficiency after launch (pre-launch = 100%)' },
    timeSaving: { value: '75%', label: 'average staff time saved on routine tasks' },
    projects: { value: '50+', label: 'successful projects' },
    satisfaction: { value: '95%', label: 'client satisfaction' },
  },
  cta: {
    title: 'Ready to write your own success story?',
    text: 'Tell us about your processes, and we will show you where an AI agent pays off fastest.',
    discuss: 'Discuss project',
    viewAll: 'View all cases',
  },
  caseCta: {
    title: 'Want results like these?',
    text: 'We will study your process and estimate the effect before any work starts.',
    button: 'Discuss project',
  },
};
