/** English text of the three seeded success stories; the source the other languages translate. */
import type { CaseResult } from '../cases.ts';
const stories = {
  'fintech-customer-service': {
    title: 'Fintech: customer service five times faster',
    summary:
      'A digital bank replaced its overloaded first line of support with an AI agent and now answers customers in seconds, day and night.',
    body: 'The bank’s support team received more than 20,000 requests a month, and most of them were the same questions about cards, transfers and limits. Customers waited up to an hour for an answer in chat.\n\nWe built an AI agent trained on the bank’s knowledge base and connected it to the core banking system through a secure API. The agent checks a card’s status, explains fees and blocks a lost card on request, and hands complex cases to a person together with the full conversation.\n\nWithin three months requests were handled five times faster, the agent resolved 70% of conversations on its own, and the support team moved on to cases that need human judgment.',
    industry: 'Fintech',
    results: [{ value: '5x', label: 'faster request handling' }],
  },
  'retail-analytics': {
    title: 'Retail: analytics that grew profit by 30%',
    summary:
      'A chain of 120 stores uses an AI agent to forecast demand and plan inventory, cutting write-offs and lifting profit.',
    body: 'The retailer planned purchases in spreadsheets, and each store manager forecast demand by eye. Some stores had empty shelves while others had to write off fresh produce.\n\nOur AI agent combines sales history, promotions, weather and local events to forecast demand for every product in every store, and it proposes orders that managers approve with one click. Every morning it sends a short report on what sold, what did not and why.\n\nIn the first year write-offs fell by a third, shelves were full more often, and profit grew by 30%.',
    industry: 'Retail',
    results: [{ value: '30%', label: 'profit growth' }],
  },
  'hr-recruiting': {
    title: 'HR: hiring time cut by 60%',
    summary:
      'A logistics company screens thousands of applicants with an AI agent and fills vacancies in days instead of weeks.',
    body: 'Recruiters at the company read hundreds of résumés for every driver and warehouse vacancy and spent their days arranging interviews by phone. Good candidates accepted other offers while they waited.\n\nWe launched an AI agent that answers applicants in messengers, checks their experience and documents against the job requirements and books interviews straight into recruiters’ calendars. Recruiters now see a ranked shortlist instead of a pile of résumés.\n\nTime to hire fell by 60%, recruiters now spend their time on interviews, and candidates get an answer the same day.',
    industry: 'HR',
    results: [{ value: '60%', label: 'shorter time to hire' }],
  },
};

/** One story in one language: a case's translation as `npm run cases -- import` reads it. */
interface Story {
  title: string;
  summary: string;
  body: string;
  industry: string;
  /** Result figures as the language writes them ("5x", "×5"), each label standing on its own. */
  results: CaseResult[];
}

export type CaseStories = { [Slug in keyof typeof stories]: Story };

export default stories satisfies CaseStories;
