/**
 * The three success stories the store starts with: facts here, text per language in
 * `case-stories/{lang}.ts`. Industry names and result labels are short, so they live here.
 */
import type { Lang } from '../i18n/languages';
import type { CaseStories } from './case-stories/en';

type Slug = keyof CaseStories;

export interface SeedCase {
  slug: Slug;
  /** Name of the shipped cover image set. */
  coverImage: string;
  technologies: string[];
  result: { value: string; label: Record<Lang, string> };
  industry: Record<Lang, string>;
}

export const seedCases: readonly SeedCase[] = [
  {
    slug: 'fintech-customer-service',
    coverImage: 'fintech-customer-service',
    technologies: ['GPT', 'RAG', 'REST API'],
    industry: { en: 'Fintech', ru: 'Финтех', id: 'Fintech', es: 'Fintech', fr: 'Fintech', pt: 'Fintech' },
    result: {
      value: '5x',
      label: {
        en: 'faster request handling',
        ru: 'быстрее обработка обращений',
        id: 'lebih cepat menangani permintaan',
        es: 'más rápida la atención de solicitudes',
        fr: 'plus rapide dans le traitement des demandes',
        pt: 'mais rápido no atendimento de solicitações',
      },
    },
  },
  {
    slug: 'retail-analytics',
    coverImage: 'retail-analytics',
    technologies: ['PyTorch', 'ClickHouse', 'Airflow'],
    industry: { en: 'Retail', ru: 'Ритейл', id: 'Ritel', es: 'Comercio minorista', fr: 'Commerce de détail', pt: 'Varejo' },
    result: {
      value: '30%',
      label: {
        en: 'profit growth',
        ru: 'рост прибыли',
        id: 'pertumbuhan laba',
        es: 'de crecimiento del beneficio',
        fr: 'de croissance du bénéfice',
        pt: 'de crescimento do lucro',
      },
    },
  },
  {
    slug: 'hr-recruiting',
    coverImage: 'hr-recruiting',
    technologies: ['GPT', 'Telegram', 'WhatsApp'],
    industry: { en: 'HR', ru: 'HR', id: 'SDM', es: 'Recursos humanos', fr: 'Ressources humaines', pt: 'Recursos humanos' },
    result: {
      value: '60%',
      label: {
        en: 'shorter hiring time',
        ru: 'сокращение срока найма',
        id: 'waktu rekrutmen lebih singkat',
        es: 'menos tiempo de contratación',
        fr: 'de délai de recrutement en moins',
        pt: 'menos tempo de contratação',
      },
    },
  },
];
