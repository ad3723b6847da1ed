/**
 * English messages: the source catalog. Its shape is the `Messages` type every other
 * language must satisfy, so a missing key is a type error.
 * Placeholders in braces ({price}) are filled by `t()`; copy never holds markup.
 */
const en = {
  meta: {
    home: {
      title: 'AI agents for business automation',
      description:
        'AI agents that answer customers, qualify leads and take over routine work around the clock: up to three times the efficiency and up to 90% less time spent on routine tasks.',
    },
    about: {
      title: 'About us: the team behind our AI agents',
      description:
        'Our mission, our values and how a team of engineers built AI agents that take routine work off businesses worldwide.',
    },
    solutions: {
      title: 'Solutions and pricing: AI agents for every team',
      description:
        'AI agents for customer service, analytics, process automation and sales. Compare the Start, Growth and Scale packages and their prices.',
    },
    cases: {
      title: 'Success stories: AI agents in production',
      description:
        'How companies in fintech, retail and HR cut response times, grew profit and hired faster with our AI agents. Real numbers from real projects.',
    },
    technology: {
      title: 'Technology: the platform behind our AI agents',
      description:
        'Machine learning, NLP, computer vision and secure integrations: the stack and the three-layer architecture that power our AI agents.',
    },
    contact: {
      title: 'Contact us: talk to our AI automation team',
      description:
        'Email us, request a callback or book a meeting at one of our offices. We reply to every request within 24 hours.',
    },
    privacy: {
      title: 'Privacy policy',
      description:
        'What the forms on our website collect, why we collect it, how long we keep it and whom to contact about your data.',
    },
    presentation: {
      title: 'Presentation: how our AI agents work for you',
      description:
        'A short presentation of our offer: the problems AI agents solve, how a project runs and what results to expect.',
    },
    apiDocs: {
      title: 'Public cases API documentation',
      description:
        'Reference for the public read-only API that returns our success stories in six languages as JSON.',
    },
    notFound: {
      title: 'Page not found',
      description: 'The page you are looking for does not exist or has moved.',
    },
    ogAlt: '{company}: AI agents for business automation. Ideas in, revenue out.',
  },
  common: {
    skipToContent: 'Skip to main content',
    requestDemo: 'Request demo',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    chooseLanguage: 'Choose language',
    /** Read by screen readers after the switcher's visible short name: "Eng — language: English". */
    currentLanguage: '— language: {language}',
    redirecting: 'Redirecting to English version...',
    redirectLink: 'Continue to the English version',
  },
  nav: {
    label: 'Main navigation',
    home: 'Home',
    about: 'About',
    solutions: 'Solutions',
    cases: 'Cases',
    technology: 'Technology',
    contact: 'Contact',
  },
  footer: {
    tagline: 'AI agents that turn routine work into results for businesses worldwide.',
    pages: 'Pages',
    company: 'Company',
    languages: 'Languages',
    privacy: 'Privacy policy',
    apiDocs: 'Cases API',
    rights: '© {year} {company}. All rights reserved.',
  },
  hero: {
    badge: 'AI agents for business',
    title: 'Ideas in, revenue out',
    subtitle: 'AI agents that work for your business around the clock',
    description:
      'We build and run AI agents that answer customers, qualify leads, analyze data and automate routine processes, so your team can focus on growth.',
    ctaDemo: 'Request demo',
    ctaPresentation: 'View the presentation',
    statsLabel: 'Results our clients see',
    stats: {
      efficiency: { value: '3x', label: 'maximum efficiency gain' },
      uptime: { value: '24/7', label: 'AI agents on duty' },
      timeSaving: { value: '90%', label: 'maximum time saved on routine tasks' },
    },
  },
  demo: {
    title: 'Request a demo',
    description:
      'Tell us about your business, and we will show you what an AI agent can take off your team’s plate, using your own processes. A 30-minute call, no obligation.',
    orReach: 'Or reach us directly',
    emailLabel: 'Email',
    phoneLabel: 'Phone',
  },
  about: {
    title: 'About us',
    description:
      'We are a team of engineers, data scientists and consultants who build AI agents that take routine work off businesses and turn it into measurable results.',
    mission: {
      title: 'Our mission',
      p1: 'We believe every company, not only the largest, should be able to put artificial intelligence to work. Our mission is to make AI agents a practical tool that pays for itself within months.',
      p2: 'We take on the repetitive work that slows teams down: answering the same questions, moving data between systems, preparing reports. People get time back for the decisions and relationships that grow a business.',
    },
    cards: {
      title: 'What sets us apart',
      smart: {
        title: 'Smart solutions',
        text: 'Agents that understand context, learn from your data and improve with every conversation.',
      },
      precise: {
        title: 'Precise results',
        text: 'Every project starts with goals you can measure, and we report against them every month.',
      },
      teamwork: {
        title: 'Teamwork',
        text: 'We work as an extension of your team, from the first workshop to support in production.',
      },
      quality: {
        title: 'Quality',
        text: 'Tested, monitored and secure systems that meet the standards of regulated industries.',
      },
    },
    story: {
      title: 'How we started',
      p1: 'The company began with a single project: a chatbot for a bank that was drowning in routine customer requests. Within three months the bot handled most of them, and the support team finally had time for complex cases.',
      p2: 'Other companies soon asked for the same. We saw that the real value was not in one bot but in agents that connect to CRM, ERP and messengers and carry a task from start to finish.',
      p3: 'Today we build AI agents for companies in finance, retail, logistics and HR, and we stay with each client after launch, because an agent grows more useful the longer it works.',
    },
    values: {
      title: 'Our values',
      innovation: {
        title: 'Innovation',
        text: 'We follow research closely and bring proven new methods into production quickly and safely.',
      },
      partnership: {
        title: 'Partnership',
        text: 'We succeed when our clients do, so we share risks, knowledge and responsibility for the outcome.',
      },
      result: {
        title: 'Results',
        text: 'We measure our work in saved hours, faster answers and revenue, not in lines of code.',
      },
    },
  },
  solutions: {
    title: 'Solutions',
    description:
      'AI agents for the processes that take up most of your team’s time, with a package for every stage of growth.',
    applications: {
      title: 'Where AI agents help',
      customerService: {
        title: 'Customer service',
        text: 'Instant answers in chat, email and messengers at any hour, with a smooth hand-over to people for complex cases.',
      },
      analytics: {
        title: 'Analytics and forecasts',
        text: 'Agents that gather data from your systems, spot trends and forecast demand, sales and risks.',
      },
      automation: {
        title: 'Process automation',
        text: 'Documents, requests and data moving between systems without manual copying or mistakes.',
      },
      sales: {
        title: 'Sales growth',
        text: 'Lead qualification, personal offers and follow-ups that keep every prospect warm.',
      },
    },
    packages: {
      title: 'Packages',
      subtitle: 'Start small and grow: every package includes setup, training on your data and support.',
      popular: 'Popular',
      priceFrom: 'from {price}',
      perMonth: 'per month',
      choose: 'Choose package',
      featuresLabel: 'Included in {name}',
      start: {
        description: 'For small teams taking their first step into automation.',
        features: [
          '1 AI agent for customer service',
          'Automatic chat replies',
          'Basic analytics',
          'Integration with 1 platform',
          '8/5 support',
        ],
      },
      growth: {
        description: 'For growing companies automating sales and marketing.',
        features: [
          '3 specialized agents',
          'Sales and marketing automation',
          'Advanced analytics',
          'CRM/ERP integration',
          'Dedicated account manager',
          '24/7 support',
        ],
      },
      scale: {
        description: 'For enterprises that need AI across the whole company.',
        features: [
          'Unlimited agents',
          'Custom development',
          'AI analytics and forecasting',
          'Full IT integration',
          'Dedicated team',
          '99.9% SLA and premium support',
        ],
      },
    },
    custom: {
      title: 'Need something else?',
      text: 'We design custom solutions for complex processes and large companies. Tell us about your task, and we will propose an architecture and a cost estimate.',
      cta: 'Discuss a custom solution',
    },
    integrations: {
      title: 'Integrations',
      subtitle: 'Our agents connect to the tools your team already uses.',
      crm: 'CRM',
      api: 'API',
      messengers: 'Messengers',
      erp: 'ERP',
    },
  },
  cases: {
    title: 'Success stories',
    subtitle: 'How our clients save time and grow revenue with AI agents',
    listLabel: 'Case studies',
    empty: 'No cases available for this language yet',
    noContent: 'Content not available in this language',
    listUnavailable: 'The success stories cannot be shown right now. Please try again in a minute.',
    unavailable: 'This success story cannot be shown right now. Please try again in a minute.',
    readMore: 'Read more',
    readMoreAbout: 'Read more: {title}',
    industry: 'Industry',
    technologies: 'Technologies',
    results: 'Results',
    backToList: 'All success stories',
    numbers: {
      title: 'Results in numbers',
      efficiency: { value: '250%', label: 'average efficiency after launch (pre-launch = 100%)' },
      timeSaving: { value: '75%', label: 'average staff time saved on routine tasks' },
      projects: { value: '50+', label: 'successful projects' },
      satisfaction: { value: '95%', label: 'client satisfaction' },
    },
    cta: {
      title: 'Ready to write your own success story?',
      text: 'Tell us about your processes, and we will show you where an AI agent pays off fastest.',
      discuss: 'Discuss project',
      viewAll: 'View all cases',
    },
    caseCta: {
      title: 'Want results like these?',
      text: 'We will study your process and estimate the effect before any work starts.',
      button: 'Discuss project',
    },
  },
  technology: {
    title: 'Technology',
    subtitle:
      'A proven stack and a three-layer platform that make our AI agents accurate, secure and fast.',
    capabilities: {
      title: 'What our platform can do',
      ai: {
        title: 'Artificial intelligence',
        items: ['Large language models', 'Natural language processing', 'Computer vision', 'Recommendation systems'],
      },
      data: {
        title: 'Data processing',
        items: ['Real-time streaming', 'Data cleaning and enrichment', 'Predictive analytics', 'Interactive reports'],
      },
      security: {
        title: 'Security',
        items: ['Encryption in transit and at rest', 'Role-based access control', 'Audit logs', 'GDPR-ready data handling'],
      },
      integrations: {
        title: 'Integrations',
        items: ['REST and GraphQL APIs', 'Webhooks and events', 'CRM and ERP connectors', 'Messenger channels'],
      },
    },
    stack: {
      title: 'Technology stack',
      languages: 'Languages',
      ml: 'ML/AI frameworks',
      cloud: 'Cloud and infrastructure',
      databases: 'Databases',
    },
    advantages: {
      title: 'Why it works',
      scalable: { title: 'Scalable', text: 'From one agent to hundreds without redesigning the system.' },
      secure: { title: 'Secure', text: 'Data stays protected at every step, with access only for those who need it.' },
      fast: { title: 'Fast', text: 'Answers in under a second, even under peak load.' },
      reliable: { title: 'Reliable', text: '99.9% uptime, monitoring and automatic recovery.' },
    },
    architecture: {
      title: 'Platform architecture',
      subtitle: 'Three layers, each with one job: data flows up, decisions flow out to your systems.',
      diagramLabel: 'Diagram: data layer feeds the AI engine, which serves the API layer',
      flow: 'feeds',
      data: {
        title: 'Data layer',
        text: 'Collects, cleans and stores data from your systems.',
        items: ['Connectors', 'Data lake', 'Vector search'],
      },
      engine: {
        title: 'AI engine',
        text: 'Understands requests, makes decisions and learns.',
        items: ['Language models', 'Agent orchestration', 'Monitoring'],
      },
      api: {
        title: 'API layer',
        text: 'Delivers results to your channels and systems.',
        items: ['REST and GraphQL', 'Webhooks', 'Messengers'],
      },
    },
    cta: {
      title: 'Let’s talk technology',
      text: 'Our engineers will answer your questions about architecture, security and integration.',
      consultation: 'Technical consultation',
      apiDocs: 'API documentation',
    },
  },
  tech_core: {
    title: 'Core technologies',
    ml: { title: 'Machine Learning', text: 'Models trained on your data that get more accurate over time.' },
    nlp: { title: 'NLP', text: 'Understanding and writing natural language in dozens of languages.' },
    cv: { title: 'Computer Vision', text: 'Reading documents, images and video automatically.' },
    automation: { title: 'Process Automation', text: 'Tasks carried from start to finish across your systems.' },
  },
  contact: {
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
      moscow: 'Moscow',
      saintPetersburg: 'Saint Petersburg',
      novosibirsk: 'Novosibirsk',
    },
    direct: {
      title: 'Have questions?',
      text: 'Call or email us directly, whichever suits you best.',
      call: 'Call us',
      email: 'Email us',
    },
    replyPromise: 'We reply within 24 hours.',
  },
  contact_form: {
    firstName: { label: 'First name', placeholder: 'Your name' },
    lastName: { label: 'Last name', placeholder: 'Your last name' },
    email: { label: 'Email', placeholder: 'name@company.com' },
    company: { label: 'Company', placeholder: 'Company name' },
    phone: { label: 'Phone', placeholder: '+1 555 000 0000' },
    subject: { label: 'Subject', placeholder: 'Brief description of the question' },
    message: { label: 'Message', placeholder: 'Tell us more about your tasks and goals...' },
    package: { label: 'Package', none: 'Not decided yet' },
    consent: 'I agree to the processing of my data under the',
    consentLink: 'privacy policy',
    required: 'required',
    requiredNote: 'Fields marked * are required.',
    submit: 'Send message',
    sending: 'Sending...',
    subjects: {
      individual: 'Custom solution',
      project: 'Project discussion',
      technical: 'Technical consultation',
      consultation: 'Online consultation',
      package: 'Package: {name}',
    },
    success: {
      title: 'Thank you! Your message has been received.',
      text: 'Our team will reply within 24 hours.',
    },
    errors: {
      summary: 'Please correct the highlighted fields.',
      required: 'Please fill in this field.',
      email: 'Enter an email address like name@company.com.',
      tooLong: 'Use at most {max} characters.',
      phone: 'Enter a phone number using digits, spaces and + ( ) -.',
      consent: 'Please agree to the privacy policy to continue.',
      rateLimited: 'Too many requests. Please wait a minute and try again.',
      tooLarge: 'The message is too long to send.',
      busy: 'We are receiving many requests right now. Your message is still here; please send it again in a few seconds.',
      generic: 'Something went wrong on our side. Your message is still here, please try again.',
      choice: 'Choose one of the options.',
      date: 'Choose today or a later date.',
      network: 'Could not reach our server. Check your connection and try again; your message is still here.',
      characters: 'This field holds characters that cannot be sent, such as control codes. Please type it again.',
    },
    demo: {
      title: 'Request a demo',
      name: { label: 'Your name', placeholder: 'Your name' },
      submit: 'Request demo',
      success: 'Thank you! We will contact you within 24 hours to arrange the demo.',
    },
    callback: {
      title: 'Request a callback',
      intro: 'Leave your number, and we will call you back.',
      time: { label: 'Preferred time (Moscow time, UTC+3)', placeholder: 'For example, weekdays after 2 p.m.' },
      submit: 'Request a callback',
      success: 'Thank you! We will call you at the time you chose.',
    },
    meeting: {
      title: 'Book a meeting',
      intro: 'Choose an office and a date, and we will confirm the meeting.',
      office: 'Office',
      date: { label: 'Preferred date', placeholder: '' },
      submit: 'Book a meeting',
      success: 'Thank you! We will confirm the meeting within 24 hours.',
    },
  },
  privacy: {
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
    rights: {
      title: 'Your rights and whom to write to',
      text: 'You can ask what data we hold about you and get a copy, have it corrected, or have every request sent with your email address erased. Write to {email} from that address, and we will reply within 30 days.',
    },
  },
  presentation: {
    title: 'How AI agents work for your business',
    intro: 'A five-step overview of our offer. Read it at your own pace.',
    slideLabel: 'Step {number} of {total}',
    slides: [
      {
        title: 'The problem',
        text: 'Teams spend up to half of their day on repetitive requests, copying data and routine reports.',
      },
      {
        title: 'The solution',
        text: 'AI agents take over these tasks in chat, email, CRM and ERP, working 24/7 without breaks or mistakes.',
      },
      {
        title: 'How a project runs',
        text: 'A workshop on your processes, a pilot on real data within weeks, then launch and continuous improvement.',
      },
      {
        title: 'What you get',
        text: 'Up to three times the efficiency, up to 90% less time spent on routine tasks and answers to customers in seconds.',
      },
      {
        title: 'Next step',
        text: 'Request a demo, and we will show you what an agent can do with your own processes.',
      },
    ],
    cta: 'Request demo',
  },
  apiDocs: {
    title: 'Public cases API',
    intro:
      'Our success stories are available as JSON for partners and integrations. The API is public, read-only and needs no key.',
    endpoint: 'Endpoint',
    parameters: 'Parameters',
    lngParam: 'Language code: en, ru, id, es, fr or pt. Without it, English is returned.',
    response: 'Response',
    responseText: 'A JSON array of cases, each with id, title, summary, body and cover_img.',
    errors: 'Errors',
    errorsText: 'An unsupported language code answers 400 with a JSON error message.',
    caching: 'Caching',
    cachingText: 'Answers may be cached per language; the Cache-Control header of each answer says for how long.',
    example: 'Example',
  },
  notFound: {
    code: '404',
    title: 'Oops! Page not found',
    text: 'The page you are looking for does not exist or has been moved.',
    home: 'Return to home',
  },
  errorPages: {
    tooLarge: {
      title: 'That is more than we can take',
      text: 'What you sent is larger than this site accepts. Go back with your browser’s Back button: what you typed is still in the form. Shorten it, then send it again.',
    },
    headersTooLarge: {
      title: 'Your browser sent too much',
      text: 'Your browser sent more data with this request than we accept, usually too many or too large cookies. Clear this site’s cookies, then try again.',
    },
    serverError: {
      title: 'Something went wrong on our side',
      text: 'We could not answer this request. Please try again in a moment.',
    },
    badGateway: {
      title: 'We cannot reach the site right now',
      text: 'Our servers did not answer. Please try again in a minute; if it keeps happening, write to us.',
    },
    unavailable: {
      title: 'The site is briefly unavailable',
      text: 'We are busy or updating the site. Please try again in a minute.',
    },
    timeout: {
      title: 'The site took too long to answer',
      text: 'Our servers did not answer in time. Please try again in a minute.',
    },
    retry: 'Try again',
    home: 'Go to the home page',
    write: 'Write to us',
  },
};

export type Messages = Widen<typeof en>;

/** Turns string literals into `string` so translations may differ while keeping the shape. */
type Widen<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? Widen<U>[]
    : { [K in keyof T]: Widen<T[K]> };

export default en satisfies Messages;
