/**
 * The three success stories the store starts with: facts here, text per language in
 * `case-stories/{lang}.ts`. Industry names and result figures are short, so they live here.
 */
import type { Lang } from '../i18n/languages';
import type { CaseStories } from './case-stories/en';

type Slug = keyof CaseStories;

/** A result figure as a language writes it: the value ("5x", "×5") and a label that stands on its own. */
interface SeedResult {
  value: string;
  label: string;
}

export interface SeedCase {
  slug: Slug;
  /** Name of the shipped cover image set. */
  coverImage: string;
  technologies: string[];
  result: Record<Lang, SeedResult>;
  industry: Record<Lang, string>;
}

export const seedCases: readonly SeedCase[] = [
  {
    slug: 'fintech-customer-service',
    coverImage: 'fintech-customer-service',
    technologies: ['GPT', 'RAG', 'REST API'],
    industry: { en: 'Fintech', ru: 'Финтех', id: 'Fintech', es: 'Fintech', fr: 'Fintech', pt: 'Fintech' },
    result: {
      en: { value: '5x', label: 'faster request handling' },
      ru: { value: '×5', label: 'скорость обработки обращений' },
      id: { value: '5x', label: 'kecepatan penanganan permintaan' },
      es: { value: '×5', label: 'rapidez en la atención de solicitudes' },
      fr: { value: '×5', label: 'rapidité de traitement des demandes' },
      pt: { value: '5x', label: 'agilidade no atendimento de solicitações' },
    },
  },
  {
    slug: 'retail-analytics',
    coverImage: 'retail-analytics',
    technologies: ['PyTorch', 'ClickHouse', 'Airflow'],
    industry: { en: 'Retail', ru: 'Ритейл', id: 'Ritel', es: 'Comercio minorista', fr: 'Commerce de détail', pt: 'Varejo' },
    result: {
      en: { value: '30%', label: 'profit growth' },
      ru: { value: '30%', label: 'рост прибыли' },
      id: { value: '30%', label: 'pertumbuhan laba' },
      es: { value: '30 %', label: 'crecimiento del beneficio' },
      fr: { value: '30 %', label: 'hausse du bénéfice' },
      pt: { value: '30%', label: 'crescimento do lucro' },
    },
  },
  {
    slug: 'hr-recruiting',
    coverImage: 'hr-recruiting',
    technologies: ['GPT', 'Telegram', 'WhatsApp'],
    industry: { en: 'HR', ru: 'HR', id: 'SDM', es: 'Recursos humanos', fr: 'Ressources humaines', pt: 'Recursos humanos' },
    result: {
      en: { value: '60%', label: 'shorter time to hire' },
      ru: { value: '60%', label: 'сокращение срока найма' },
      id: { value: '60%', label: 'pemangkasan waktu rekrutmen' },
      es: { value: '60 %', label: 'reducción del tiempo de contratación' },
      fr: { value: '60 %', label: 'réduction du délai de recrutement' },
      pt: { value: '60%', label: 'redução no tempo de contratação' },
    },
  },
];
