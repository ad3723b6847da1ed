/**
 * Phrases that mark a send as spam, per language: what the spam that reaches business contact
 * forms keeps saying (gambling, loans, bought links and traffic, mass mailing). English ones are
 * checked in every language, as spammers write English everywhere. Lowercase; matched anywhere
 * in the text, whatever its case. Keep each list short and certain: a phrase a client could
 * write in earnest does not belong here.
 */
import type { Lang } from '../../../../i18n/languages.ts';

export const spamPhrases: Record<Lang, readonly string[]> = {
  en: [
    'online casino',
    'casino bonus',
    'sports betting',
    'buy backlinks',
    'high quality backlinks',
    'guest post',
    'first page of google',
    'increase your traffic',
    'seo services',
    'crypto investment',
    'bitcoin investment',
    'earn money from home',
    'make money online',
    'payday loan',
    'viagra',
    'cialis',
    'email list',
    'unsubscribe here',
  ],
  ru: [
    'онлайн казино',
    'ставки на спорт',
    'заработок в интернете',
    'заработок без вложений',
    'вечные ссылки',
    'прогон сайта',
    'продвижение сайта в топ',
    'база email',
    'рассылка по базам',
    'займ без отказа',
    'кредит без отказа',
  ],
  id: [
    'judi online',
    'slot gacor',
    'situs slot',
    'togel',
    'pinjaman online cepat',
    'pinjol',
    'jasa backlink',
    'jasa seo murah',
    'cara cepat kaya',
  ],
  es: [
    'casino en línea',
    'apuestas deportivas',
    'préstamos rápidos',
    'gane dinero desde casa',
    'gana dinero desde casa',
    'comprar backlinks',
    'posicionamiento seo garantizado',
    'primera página de google',
  ],
  fr: [
    'casino en ligne',
    'paris sportifs',
    "gagner de l'argent",
    'rachat de crédit',
    'prêt rapide',
    'acheter des backlinks',
    'première page de google',
  ],
  pt: [
    'cassino online',
    'apostas esportivas',
    'ganhe dinheiro',
    'empréstimo rápido',
    'comprar backlinks',
    'primeira página do google',
  ],
};
