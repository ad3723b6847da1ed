/** Russian: the success stories: list, cards and story pages. */
import type { Messages } from '../en/index.ts';

export const cases = {
  title: 'Истории успеха',
  subtitle: 'Как наши клиенты экономят время и увеличивают выручку с помощью ИИ-агентов',
  listLabel: 'Кейсы',
  empty: 'Для этого языка кейсов пока нет',
  noContent: 'Материал недоступен на этом языке',
  listUnavailable: 'Сейчас не удаётся показать истории успеха. Попробуйте ещё раз через минуту.',
  unavailable: 'Сейчас не удаётся показать этот кейс. Попробуйте ещё раз через минуту.',
  readMore: 'Читать далее',
  readMoreAbout: 'Читать далее: {title}',
  industry: 'Отрасль',
  technologies: 'Технологии',
  results: 'Результаты',
  backToList: 'Все истории успеха',
  numbers: {
    title: 'Результаты в цифрах',
    efficiency: { value: '250%', label: 'средняя эффективность после запуска (до запуска — 100%)' },
    timeSaving: { value: '75%', label: 'средняя экономия времени сотрудников на рутинных задачах' },
    projects: { value: '50+', label: 'успешных проектов' },
    satisfaction: { value: '95%', label: 'довольных клиентов' },
  },
  cta: {
    title: 'Готовы написать свою историю успеха?',
    text: 'Расскажите о своих процессах, и мы покажем, где ИИ-агент окупится быстрее всего.',
    discuss: 'Обсудить проект',
    viewAll: 'Все кейсы',
  },
  caseCta: {
    title: 'Хотите такие же результаты?',
    text: 'Мы изучим ваш процесс и оценим эффект ещё до начала работ.',
    button: 'Обсудить проект',
  },
} satisfies Messages['cases'];
