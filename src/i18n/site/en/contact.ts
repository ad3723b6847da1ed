/** English: the contact page. */

export const contact = {
  title: 'Contact us',
  subtitle: 'Tell us about your task. We reply to every request within 24 hours.',
  formTitle: 'Send us a message',
  info: {
    title: 'Contact details',
    email: 'Email',
    phone: 'Phone',
    office: 'Main office',
    hours: 'Working hours',
    weekdays: 'Mon–Fri, 9 a.m.–6 p.m. Moscow time (UTC+3)',
    weekends: 'Weekends by appointment',
  },
  quick: {
    title: 'Quick actions',
    call: { title: 'Request a callback', text: 'We will call you back at a time that works for you.' },
    consultation: { title: 'Online consultation', text: 'A video call with an expert about your task.' },
    presentation: { title: 'Solutions presentation', text: 'A short overview of what our agents do.' },
  },
  offices: {
    title: 'Our offices',
    subtitle: 'Our offices are in Russia, and we work with clients all over the world.',
    main: 'Main office',
    bookMeeting: 'Book a meeting',
    bookMeetingIn: 'Book a meeting in {city}',
    map: 'Map',
    moscow: 'Moscow',
    saintPetersburg: 'Saint Petersburg',
    novosibirsk: 'Novosibirsk',
    /** Each office's postal address as this language writes it. */
    addresses: {
      moscow: '12 Presnenskaya Embankment, Moscow 123112, Russia',
      saintPetersburg: '28 Nevsky Prospekt, Saint Petersburg 191186, Russia',
      novosibirsk: '25 Krasny Prospekt, Novosibirsk 630099, Russia',
    },
  },
  direct: {
    title: 'Have questions?',
    text: 'Call or email us directly, whichever suits you best.',
    call: 'Call us',
    email: 'Email us',
  },
  replyPromise: 'We reply within 24 hours.',
};
