/** The staff area's copy in Russian; the shape is checked against the English catalog. */
import type { StaffMessages } from './en.ts';

const ru: StaffMessages = {
  common: {
    area: 'Рабочий кабинет',
    skipLink: 'Перейти к содержимому',
    nav: {
      label: 'Разделы кабинета',
      leads: 'Заявки',
      dashboard: 'Сводка',
      cases: 'Кейсы',
      team: 'Команда',
      audit: 'Журнал действий',
      privacy: 'Персональные данные',
      account: 'Мой профиль',
    },
    signOut: 'Выйти',
    language: 'Язык',
    forbidden: {
      title: 'Нет доступа',
      text: 'Ваша роль не даёт доступа к этой странице. Если он нужен, обратитесь к администратору.',
    },
  },
};

export default ru;
