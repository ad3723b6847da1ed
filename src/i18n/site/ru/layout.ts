/** Russian: what every page shares: skip link, menu, language switcher, navigation, footer. */
import type { Messages } from '../en/index.ts';

export const common = {
  skipToContent: 'Перейти к основному содержимому',
  requestDemo: 'Запросить демо',
  openMenu: 'Открыть меню',
  closeMenu: 'Закрыть меню',
  chooseLanguage: 'Выбрать язык',
  currentLanguage: '— язык: {language}',
  redirecting: 'Переходим на русскую версию…',
  redirectLink: 'Перейти к русской версии',
} satisfies Messages['common'];

export const nav = {
  label: 'Основная навигация',
  home: 'Главная',
  about: 'О нас',
  solutions: 'Решения',
  cases: 'Кейсы',
  technology: 'Технологии',
  contact: 'Контакты',
} satisfies Messages['nav'];

export const footer = {
  tagline: 'ИИ-агенты, которые превращают рутину в результат для компаний по всему миру.',
  pages: 'Страницы',
  languages: 'Языки',
  privacy: 'Политика конфиденциальности',
  rights: '© {year} {company}. Все права защищены.',
} satisfies Messages['footer'];
