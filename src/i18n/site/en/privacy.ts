/** English: the privacy policy. */

export const privacy = {
  title: 'Privacy policy',
  intro:
    'This page explains what the forms on this website collect, why, how long we keep it and how to reach us about your data.',
  collect: {
    title: 'What we collect',
    text: 'Only what you type into a form: your name, email, and, if you give them, company, phone, subject, message, preferred call time or meeting office. With it we keep the page and language of the form, the campaign parameters in the link you followed, whether our team was notified of your request, and the notes our team adds while handling it.',
  },
  purpose: {
    title: 'Why we collect it',
    text: 'To answer your request, arrange the call, demo or meeting you asked for, and prepare an offer. We do not sell your data and do not use it for unrelated advertising.',
  },
  retention: {
    title: 'How long we keep it',
    text: 'We keep your request, with its notes and history, until you ask us to erase it or until the retention period we have set for requests runs out, whichever comes first. Requests past that period are deleted automatically every day.',
  },
  cookies: {
    title: 'Cookies',
    text: 'We set one cookie, lang, that remembers the language you chose. We use no advertising or tracking cookies.',
  },
  visits: {
    title: 'Visit statistics',
    text: "To learn which pages and campaigns bring us requests, we count visits on our own server: no cookies, nothing stored on your device and no outside services. Each day a new random key turns your IP address and browser name into a code that only tells that day's visitors apart; the key is deleted when the day ends, and from then on nobody, us included, can link the code to you. We record the page, the site or campaign you came from, the language and whether you use a phone, tablet or computer. If you send a form, your request notes the page you arrived on and where you came from. Individual page views are deleted after a short period we have set; only daily totals remain. If your browser sends Do Not Track or Global Privacy Control, we do not count you.",
  },
  rights: {
    title: 'Your rights and whom to write to',
    text: 'You can ask what data we hold about you and get a copy, have it corrected, or have every request sent with your email address erased. Write to {email} from that address, and we will reply within 30 days.',
  },
};
