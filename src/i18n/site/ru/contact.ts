/** Russian: the contact page. */
import type { Messages } from '../en/index.ts';

export const contact = {
  title: 'Свяжитесь с нами',
  subtitle: 'Расскажите о своей задаче. Мы отвечаем на каждую заявку в течение 24 часов.',
  formTitle: 'Напишите нам',
  info: {
    title: 'Контактная информация',
    email: 'Эл. почта',
    phone: 'Телефон',
    office: 'Главный офис',
    hours: 'Часы работы',
    weekdays: 'Пн–Пт 9:00–18:00 по московскому времени (UTC+3)',
    weekends: 'Выходные — по предварительной записи',
  },
  quick: {
    title: 'Быстрые действия',
    call: { title: 'Заказать звонок', text: 'Перезвоним в удобное для вас время.' },
    consultation: { title: 'Онлайн-консультация', text: 'Видеозвонок с экспертом по вашей задаче.' },
    presentation: { title: 'Презентация решений', text: 'Краткий обзор того, что умеют наши агенты.' },
  },
  offices: {
    title: 'Наши офисы',
    subtitle: 'Наши офисы находятся в России, а работаем мы с клиентами по всему миру.',
    main: 'Главный офис',
    bookMeeting: 'Записаться на встречу',
    bookMeetingIn: 'Записаться на встречу: {city}',
    map: 'Карта',
    moscow: 'Москва',
    saintPetersburg: 'Санкт-Петербург',
    novosibirsk: 'Новосибирск',
    /** Each office's postal address as this language writes it. */
    addresses: {
      moscow: 'Пресненская набережная, 12, Москва, 123112',
      saintPetersburg: 'Невский проспект, 28, Санкт-Петербург, 191186',
      novosibirsk: 'Красный проспект, 25, Новосибирск, 630099',
    },
  },
  direct: {
    title: 'Остались вопросы?',
    text: 'Позвоните или напишите нам напрямую — как вам удобнее.',
    call: 'Позвонить нам',
    email: 'Написать нам',
  },
  replyPromise: 'Мы отвечаем в течение 24 часов.',
} satisfies Messages['contact'];
