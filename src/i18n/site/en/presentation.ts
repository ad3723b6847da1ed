/** English: the presentation. */

export const presentation = {
  title: 'How AI agents work for your business',
  intro: 'A five-step overview of our offer. Read it at your own pace.',
  slideLabel: 'Step {number} of {total}',
  slides: [
    {
      title: 'The problem',
      text: 'Teams spend up to half of their day on repetitive requests, copying data and routine reports.',
    },
    {
      title: 'The solution',
      text: 'AI agents take over these tasks in chat, email, CRM and ERP, working 24/7 without breaks or mistakes.',
    },
    {
      title: 'How a project runs',
      text: 'A workshop on your processes, a pilot on real data within weeks, then launch and continuous improvement.',
    },
    {
      title: 'What you get',
      text: 'Up to three times the efficiency, up to 90% less time spent on routine tasks and answers to customers in seconds.',
    },
    {
      title: 'Next step',
      text: 'Request a demo, and we will show you what an agent can do with your own processes.',
    },
  ],
  cta: 'Request demo',
};
