/** Русский: страница заявки: откуда она пришла и переписка с посетителем. */
import type { StaffMessages } from '../en/index.ts';

export const leadPage: StaffMessages['leadPage'] = {
  visit: {
    title: 'Откуда пришла заявка',
    landing: 'Страница входа',
    source: 'Источник',
    campaign: 'Кампания',
    referrer: 'Переход с сайта',
    direct: 'Нет (адрес набран, закладка или приложение)',
    none: 'Визит не учтён: посетителя не считали (Do Not Track, скрипт заблокирован) или форма отправлена в другой день.',
  },
};
