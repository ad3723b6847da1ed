/**
 * The three success stories the store starts with, in the import format (`npm run cases --
 * import`): the facts here, each language's translation in `case-stories/{lang}.ts`.
 */
import type { Lang } from '../i18n/languages.ts';
import en, { type CaseStories } from './case-stories/en.ts';
import ru from './case-stories/ru.ts';
import id from './case-stories/id.ts';
import es from './case-stories/es.ts';
import fr from './case-stories/fr.ts';
import pt from './case-stories/pt.ts';

type Slug = keyof CaseStories;

export interface SeedCase {
  slug: Slug;
  /** Name of the shipped cover image set. */
  coverImage: string;
  technologies: string[];
}

export const seedCases: readonly SeedCase[] = [
  { slug: 'fintech-customer-service', coverImage: 'fintech-customer-service', technologies: ['GPT', 'RAG', 'REST API'] },
  { slug: 'retail-analytics', coverImage: 'retail-analytics', technologies: ['PyTorch', 'ClickHouse', 'Airflow'] },
  { slug: 'hr-recruiting', coverImage: 'hr-recruiting', technologies: ['GPT', 'Telegram', 'WhatsApp'] },
];

/** Each language's translations of the stories. */
export const seedStories: Record<Lang, CaseStories> = { en, ru, id, es, fr, pt };
