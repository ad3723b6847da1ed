/** Russian: what every staff page shares: navigation, refusals, the start and not-found pages. */
import type { StaffMessages } from '../en/index.ts';

export const common = {
  area: 'Рабочий кабинет',
  skipLink: 'Перейти к содержимому',
  nav: {
    label: 'Разделы кабинета',
    leads: 'Заявки',
    dashboard: 'Сводка',
    analytics: 'Посещения',
    cases: 'Кейсы',
    content: 'Контент',
    redirects: 'Переадресации',
    team: 'Команда',
    audit: 'Журнал действий',
    privacy: 'Персональные данные',
    account: 'Мой профиль',
  },
  signOut: 'Выйти',
  badRequest: 'Запрос не удалось обработать. Обновите страницу и попробуйте ещё раз.',
  tooLarge: {
    title: 'Отправлено слишком много',
    text: 'Форма отправила больше {limit} — это её предел. Ничего не сохранено: вернитесь, сократите текст или отправьте его частями.',
    back: 'Вернуться на страницу',
  },
  forbidden: {
    title: 'Нет доступа',
    text: 'Ваша роль не даёт доступа к этой странице. Если он нужен, обратитесь к администратору.',
  },
} satisfies StaffMessages['common'];

export const home = {
  title: 'Здравствуйте, {name}',
  role: 'Ваша роль: {role}.',
  sections: 'Ваши разделы',
} satisfies StaffMessages['home'];

export const notFound = {
  title: 'Страница не найдена',
  text: 'По этому адресу в кабинете ничего нет.',
} satisfies StaffMessages['notFound'];
