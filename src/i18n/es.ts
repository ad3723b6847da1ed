/** Spanish messages; the shape is checked against the English catalog. */
import type { Messages } from './en';

const es: Messages = {
  meta: {
    home: {
      title: 'Agentes de IA para automatizar su empresa',
      description:
        'Agentes de IA que atienden a clientes, cualifican leads y automatizan tareas rutinarias a toda hora: hasta el triple de eficiencia y hasta un 90 % menos de tiempo dedicado a la rutina.',
    },
    about: {
      title: 'Quiénes somos: el equipo detrás de los agentes de IA',
      description:
        'Nuestra misión, nuestros valores y cómo un equipo de ingenieros creó agentes de IA que liberan de tareas rutinarias a empresas de todo el mundo.',
    },
    solutions: {
      title: 'Soluciones y precios: agentes de IA para cada equipo',
      description:
        'Agentes de IA para atención al cliente, analítica, automatización de procesos y ventas. Compare los paquetes Start, Growth y Scale y sus precios.',
    },
    cases: {
      title: 'Casos de éxito: agentes de IA en producción',
      description:
        'Cómo empresas de fintech, retail y RR. HH. redujeron sus tiempos de respuesta, aumentaron sus beneficios y contrataron más rápido con nuestros agentes de IA.',
    },
    technology: {
      title: 'Tecnología: la plataforma de nuestros agentes de IA',
      description:
        'Aprendizaje automático, NLP, visión artificial e integraciones seguras: las tecnologías y la arquitectura de tres capas que impulsan nuestros agentes de IA.',
    },
    contact: {
      title: 'Contacto: hable con nuestro equipo de automatización',
      description:
        'Escríbanos, solicite una llamada o reserve una reunión en una de nuestras oficinas. Respondemos a todas las solicitudes en un plazo de 24 horas.',
    },
    privacy: {
      title: 'Política de privacidad',
      description:
        'Qué datos recogen los formularios de nuestro sitio web, para qué los recogemos, cuánto tiempo los conservamos y a quién dirigirse sobre ellos.',
    },
    presentation: {
      title: 'Presentación: cómo trabajan para usted nuestros agentes',
      description:
        'Una breve presentación de nuestra propuesta: los problemas que resuelven los agentes de IA, cómo se desarrolla un proyecto y qué resultados esperar.',
    },
    apiDocs: {
      title: 'Documentación de la API pública de casos',
      description:
        'Referencia de la API pública de solo lectura que devuelve nuestros casos de éxito en seis idiomas en formato JSON, lista para integraciones y socios.',
    },
    notFound: {
      title: 'Página no encontrada',
      description: 'La página que busca no existe o se ha trasladado a otra dirección.',
    },
    ogAlt: '{company}: agentes de IA para automatizar su empresa. De la idea a los ingresos.',
  },
  common: {
    skipToContent: 'Saltar al contenido principal',
    requestDemo: 'Solicitar demo',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    chooseLanguage: 'Elegir idioma',
    currentLanguage: '— idioma: {language}',
    redirecting: 'Redirigiendo a la versión en español...',
    redirectLink: 'Continuar a la versión en español',
  },
  nav: {
    label: 'Navegación principal',
    home: 'Inicio',
    about: 'Quiénes somos',
    solutions: 'Soluciones',
    cases: 'Casos',
    technology: 'Tecnología',
    contact: 'Contacto',
  },
  footer: {
    tagline: 'Agentes de IA que convierten las tareas rutinarias en resultados para empresas de todo el mundo.',
    pages: 'Páginas',
    company: 'Empresa',
    languages: 'Idiomas',
    privacy: 'Política de privacidad',
    apiDocs: 'API de casos',
    rights: '© {year} {company}. Todos los derechos reservados.',
  },
  hero: {
    badge: 'Agentes de IA para empresas',
    title: 'De la idea a los ingresos',
    subtitle: 'Agentes de IA que trabajan para su empresa las 24 horas',
    description:
      'Creamos y gestionamos agentes de IA que atienden a sus clientes, cualifican leads, analizan datos y automatizan procesos rutinarios, para que su equipo pueda centrarse en crecer.',
    ctaDemo: 'Solicitar demo',
    ctaPresentation: 'Ver la presentación',
    statsLabel: 'Resultados que obtienen nuestros clientes',
    stats: {
      efficiency: { value: '×3', label: 'aumento máximo de la eficiencia' },
      uptime: { value: '24/7', label: 'agentes de IA siempre en servicio' },
      timeSaving: { value: '90 %', label: 'ahorro máximo de tiempo en tareas rutinarias' },
    },
  },
  demo: {
    title: 'Solicite una demo',
    description:
      'Háblenos de su empresa y le mostraremos, con sus propios procesos, qué tareas puede quitarle a su equipo un agente de IA. Una llamada de 30 minutos, sin compromiso.',
    orReach: 'O contáctenos directamente',
    emailLabel: 'Correo electrónico',
    phoneLabel: 'Teléfono',
  },
  about: {
    title: 'Quiénes somos',
    description:
      'Somos un equipo de ingenieros, científicos de datos y consultores que crea agentes de IA para liberar a las empresas de las tareas rutinarias y convertirlas en resultados medibles.',
    mission: {
      title: 'Nuestra misión',
      p1: 'Creemos que cualquier empresa, no solo las más grandes, debería poder poner la inteligencia artificial a trabajar. Nuestra misión es hacer de los agentes de IA una herramienta práctica que se amortice en pocos meses.',
      p2: 'Asumimos el trabajo repetitivo que frena a los equipos: responder una y otra vez a las mismas preguntas, trasladar datos entre sistemas, preparar informes. Así las personas recuperan tiempo para las decisiones y las relaciones que hacen crecer un negocio.',
    },
    cards: {
      title: 'Qué nos diferencia',
      smart: {
        title: 'Soluciones inteligentes',
        text: 'Agentes que entienden el contexto, aprenden de sus datos y mejoran con cada conversación.',
      },
      precise: {
        title: 'Resultados precisos',
        text: 'Cada proyecto parte de objetivos medibles, y le informamos cada mes de cómo avanzamos hacia ellos.',
      },
      teamwork: {
        title: 'Trabajo en equipo',
        text: 'Trabajamos como una extensión de su equipo, desde el primer taller hasta el soporte en producción.',
      },
      quality: {
        title: 'Calidad',
        text: 'Sistemas probados, supervisados y seguros que cumplen los estándares de los sectores regulados.',
      },
    },
    story: {
      title: 'Cómo empezamos',
      p1: 'La empresa nació con un solo proyecto: un chatbot para un banco desbordado por las consultas rutinarias de sus clientes. En tres meses, el bot resolvía la mayoría de ellas y el equipo de soporte por fin tuvo tiempo para los casos complejos.',
      p2: 'Pronto otras empresas nos pidieron lo mismo. Comprendimos que el verdadero valor no estaba en un único bot, sino en agentes que se conectan al CRM, al ERP y a las aplicaciones de mensajería y llevan cada tarea de principio a fin.',
      p3: 'Hoy creamos agentes de IA para empresas de finanzas, retail, logística y recursos humanos, y seguimos junto a cada cliente después del lanzamiento, porque un agente es más útil cuanto más tiempo trabaja.',
    },
    values: {
      title: 'Nuestros valores',
      innovation: {
        title: 'Innovación',
        text: 'Seguimos de cerca la investigación y llevamos a producción, con rapidez y seguridad, los nuevos métodos ya probados.',
      },
      partnership: {
        title: 'Colaboración',
        text: 'Nuestro éxito es el de nuestros clientes, por eso compartimos riesgos, conocimientos y responsabilidad por el resultado.',
      },
      result: {
        title: 'Resultados',
        text: 'Medimos nuestro trabajo en horas ahorradas, respuestas más rápidas e ingresos, no en líneas de código.',
      },
    },
  },
  solutions: {
    title: 'Soluciones',
    description:
      'Agentes de IA para los procesos que más tiempo le quitan a su equipo, con paquetes para cada etapa de crecimiento.',
    applications: {
      title: 'Dónde ayudan los agentes de IA',
      customerService: {
        title: 'Atención al cliente',
        text: 'Respuestas inmediatas por chat, correo electrónico y mensajería a cualquier hora, con traspaso fluido a una persona en los casos complejos.',
      },
      analytics: {
        title: 'Analítica y previsiones',
        text: 'Agentes que reúnen datos de sus sistemas, detectan tendencias y prevén la demanda, las ventas y los riesgos.',
      },
      automation: {
        title: 'Automatización de procesos',
        text: 'Documentos, solicitudes y datos que circulan entre sistemas sin copias manuales ni errores.',
      },
      sales: {
        title: 'Crecimiento de las ventas',
        text: 'Cualificación de leads, ofertas personalizadas y seguimientos que mantienen vivo el interés de cada cliente potencial.',
      },
    },
    packages: {
      title: 'Paquetes',
      subtitle: 'Empiece con poco y crezca: todos los paquetes incluyen configuración, entrenamiento con sus datos y soporte.',
      popular: 'El más elegido',
      priceFrom: 'desde {price}',
      perMonth: 'al mes',
      choose: 'Elegir paquete',
      featuresLabel: 'Incluido en {name}',
      start: {
        description: 'Para equipos pequeños que dan su primer paso en la automatización.',
        features: [
          '1 agente de IA para atención al cliente',
          'Respuestas automáticas en el chat',
          'Analítica básica',
          'Integración con 1 plataforma',
          'Soporte 8/5',
        ],
      },
      growth: {
        description: 'Para empresas en crecimiento que automatizan ventas y marketing.',
        features: [
          '3 agentes especializados',
          'Automatización de ventas y marketing',
          'Analítica avanzada',
          'Integración con CRM/ERP',
          'Gestor de cuenta dedicado',
          'Soporte 24/7',
        ],
      },
      scale: {
        description: 'Para grandes empresas que necesitan IA en toda la organización.',
        features: [
          'Agentes ilimitados',
          'Desarrollo a medida',
          'Analítica y previsiones con IA',
          'Integración total con sus sistemas de TI',
          'Equipo dedicado',
          'SLA del 99,9 % y soporte prémium',
        ],
      },
    },
    custom: {
      title: '¿Necesita algo diferente?',
      text: 'Diseñamos soluciones a medida para procesos complejos y grandes empresas. Cuéntenos su reto y le propondremos una arquitectura y un presupuesto.',
      cta: 'Hablar de una solución a medida',
    },
    integrations: {
      title: 'Integraciones',
      subtitle: 'Nuestros agentes se conectan a las herramientas que su equipo ya utiliza.',
      crm: 'CRM',
      api: 'API',
      messengers: 'Mensajería',
      erp: 'ERP',
    },
  },
  cases: {
    title: 'Casos de éxito',
    subtitle: 'Cómo nuestros clientes ahorran tiempo y aumentan sus ingresos con agentes de IA',
    listLabel: 'Casos de estudio',
    empty: 'Todavía no hay casos disponibles en este idioma',
    noContent: 'Contenido no disponible en este idioma',
    listUnavailable: 'Ahora mismo no podemos mostrar los casos de éxito. Inténtelo de nuevo en un minuto.',
    unavailable: 'Ahora mismo no podemos mostrar este caso de éxito. Inténtelo de nuevo dentro de un minuto.',
    readMore: 'Leer más',
    readMoreAbout: 'Leer más: {title}',
    industry: 'Sector',
    technologies: 'Tecnologías',
    results: 'Resultados',
    backToList: 'Todos los casos de éxito',
    numbers: {
      title: 'Resultados en cifras',
      efficiency: { value: '250 %', label: 'eficiencia media tras la implantación (antes = 100 %)' },
      timeSaving: { value: '75 %', label: 'ahorro medio de tiempo del personal en tareas rutinarias' },
      projects: { value: '+50', label: 'proyectos de éxito' },
      satisfaction: { value: '95 %', label: 'de clientes satisfechos' },
    },
    cta: {
      title: '¿Listo para escribir su propio caso de éxito?',
      text: 'Cuéntenos cómo son sus procesos y le mostraremos dónde un agente de IA ofrece el retorno más rápido.',
      discuss: 'Hablar del proyecto',
      viewAll: 'Ver todos los casos',
    },
    caseCta: {
      title: '¿Quiere resultados como estos?',
      text: 'Analizaremos su proceso y estimaremos el impacto antes de empezar cualquier trabajo.',
      button: 'Hablar del proyecto',
    },
  },
  technology: {
    title: 'Tecnología',
    subtitle:
      'Un conjunto de tecnologías probado y una plataforma de tres capas que hacen que nuestros agentes de IA sean precisos, seguros y rápidos.',
    capabilities: {
      title: 'Qué puede hacer nuestra plataforma',
      ai: {
        title: 'Inteligencia artificial',
        items: ['Grandes modelos de lenguaje', 'Procesamiento del lenguaje natural', 'Visión artificial', 'Sistemas de recomendación'],
      },
      data: {
        title: 'Procesamiento de datos',
        items: ['Procesamiento en tiempo real', 'Limpieza y enriquecimiento de datos', 'Analítica predictiva', 'Informes interactivos'],
      },
      security: {
        title: 'Seguridad',
        items: ['Cifrado en tránsito y en reposo', 'Control de acceso basado en roles', 'Registros de auditoría', 'Tratamiento de datos conforme al RGPD'],
      },
      integrations: {
        title: 'Integraciones',
        items: ['API REST y GraphQL', 'Webhooks y eventos', 'Conectores para CRM y ERP', 'Canales de mensajería'],
      },
    },
    stack: {
      title: 'Tecnologías que utilizamos',
      languages: 'Lenguajes',
      ml: 'Bibliotecas de aprendizaje automático e IA',
      cloud: 'Nube e infraestructura',
      databases: 'Bases de datos',
    },
    advantages: {
      title: 'Por qué funciona',
      scalable: { title: 'Escalable', text: 'De un agente a cientos sin tener que rediseñar el sistema.' },
      secure: { title: 'Seguro', text: 'Los datos están protegidos en cada paso y solo accede a ellos quien lo necesita.' },
      fast: { title: 'Rápido', text: 'Respuestas en menos de un segundo, incluso en los picos de carga.' },
      reliable: { title: 'Fiable', text: '99,9 % de disponibilidad, supervisión continua y recuperación automática.' },
    },
    architecture: {
      title: 'Arquitectura de la plataforma',
      subtitle: 'Tres capas, cada una con su función: los datos suben y las decisiones salen hacia sus sistemas.',
      diagramLabel: 'Diagrama: la capa de datos alimenta el motor de IA, que da servicio a la capa de API',
      flow: 'alimenta',
      data: {
        title: 'Capa de datos',
        text: 'Recoge, limpia y almacena los datos de sus sistemas.',
        items: ['Conectores', 'Lago de datos', 'Búsqueda vectorial'],
      },
      engine: {
        title: 'Motor de IA',
        text: 'Entiende las solicitudes, toma decisiones y aprende.',
        items: ['Modelos de lenguaje', 'Orquestación de agentes', 'Supervisión'],
      },
      api: {
        title: 'Capa de API',
        text: 'Entrega los resultados en sus canales y sistemas.',
        items: ['REST y GraphQL', 'Webhooks', 'Mensajería'],
      },
    },
    cta: {
      title: 'Hablemos de tecnología',
      text: 'Nuestros ingenieros responderán a sus preguntas sobre arquitectura, seguridad e integración.',
      consultation: 'Consulta técnica',
      apiDocs: 'Documentación de la API',
    },
  },
  tech_core: {
    title: 'Tecnologías clave',
    ml: { title: 'Aprendizaje automático', text: 'Modelos entrenados con sus datos que ganan precisión con el tiempo.' },
    nlp: { title: 'NLP', text: 'Comprensión y redacción de lenguaje natural en decenas de idiomas.' },
    cv: { title: 'Visión artificial', text: 'Lectura automática de documentos, imágenes y vídeo.' },
    automation: { title: 'Automatización de procesos', text: 'Tareas que se completan de principio a fin en todos sus sistemas.' },
  },
  contact: {
    title: 'Contacto',
    subtitle: 'Cuéntenos qué necesita. Respondemos a todas las solicitudes en un plazo de 24 horas.',
    formTitle: 'Envíenos un mensaje',
    info: {
      title: 'Datos de contacto',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      office: 'Oficina central',
      hours: 'Horario de atención',
      weekdays: 'De lunes a viernes, de 9:00 a 18:00 (hora de Moscú, UTC+3)',
      weekends: 'Fines de semana, con cita previa',
    },
    quick: {
      title: 'Acciones rápidas',
      call: { title: 'Solicitar una llamada', text: 'Le llamaremos a la hora que mejor le convenga.' },
      consultation: { title: 'Consulta en línea', text: 'Una videollamada con un experto para hablar de su caso.' },
      presentation: { title: 'Presentación de soluciones', text: 'Un breve resumen de lo que hacen nuestros agentes.' },
    },
    offices: {
      title: 'Nuestras oficinas',
      subtitle: 'Nuestras oficinas están en Rusia y trabajamos con clientes de todo el mundo.',
      main: 'Oficina central',
      bookMeeting: 'Reservar una reunión',
      bookMeetingIn: 'Reservar una reunión en {city}',
      moscow: 'Moscú',
      saintPetersburg: 'San Petersburgo',
      novosibirsk: 'Novosibirsk',
    },
    direct: {
      title: '¿Tiene alguna pregunta?',
      text: 'Llámenos o escríbanos directamente, como le resulte más cómodo.',
      call: 'Llamar',
      email: 'Enviar un correo',
    },
    replyPromise: 'Respondemos en un plazo de 24 horas.',
  },
  contact_form: {
    firstName: { label: 'Nombre', placeholder: 'Su nombre' },
    lastName: { label: 'Apellidos', placeholder: 'Sus apellidos' },
    email: { label: 'Correo electrónico', placeholder: 'nombre@empresa.com' },
    company: { label: 'Empresa', placeholder: 'Nombre de la empresa' },
    phone: { label: 'Teléfono', placeholder: '+34 612 345 678' },
    subject: { label: 'Asunto', placeholder: 'Describa brevemente su consulta' },
    message: { label: 'Mensaje', placeholder: 'Cuéntenos más sobre sus necesidades y objetivos...' },
    package: { label: 'Paquete', none: 'Aún no lo he decidido' },
    consent: 'Acepto el tratamiento de mis datos conforme a la',
    consentLink: 'política de privacidad',
    required: 'obligatorio',
    requiredNote: 'Los campos marcados con * son obligatorios.',
    submit: 'Enviar mensaje',
    sending: 'Enviando...',
    subjects: {
      individual: 'Solución a medida',
      project: 'Consulta sobre un proyecto',
      technical: 'Consulta técnica',
      consultation: 'Consulta en línea',
      package: 'Paquete: {name}',
    },
    success: {
      title: '¡Gracias! Hemos recibido su mensaje.',
      text: 'Nuestro equipo le responderá en un plazo de 24 horas.',
    },
    errors: {
      summary: 'Corrija los campos marcados, por favor.',
      required: 'Complete este campo, por favor.',
      email: 'Introduzca una dirección de correo como nombre@empresa.com.',
      tooLong: 'Utilice como máximo {max} caracteres.',
      phone: 'Introduzca un número de teléfono con dígitos, espacios y + ( ) -.',
      consent: 'Para continuar, acepte la política de privacidad.',
      rateLimited: 'Demasiadas solicitudes. Espere un minuto y vuelva a intentarlo.',
      tooLarge: 'El mensaje es demasiado largo para enviarlo.',
      busy: 'Ahora mismo estamos recibiendo muchas solicitudes. Su mensaje sigue aquí; vuelva a enviarlo en unos segundos.',
      generic: 'Algo ha fallado por nuestra parte. Su mensaje sigue aquí; inténtelo de nuevo.',
      choice: 'Elija una de las opciones.',
      date: 'Elija la fecha de hoy o una posterior.',
      network: 'No se ha podido conectar con nuestro servidor. Compruebe su conexión y vuelva a intentarlo; su mensaje sigue aquí.',
      characters: 'Este campo contiene caracteres que no se pueden enviar, como códigos de control. Vuelva a escribirlo, por favor.',
    },
    demo: {
      title: 'Solicite una demo',
      name: { label: 'Su nombre', placeholder: 'Su nombre' },
      submit: 'Solicitar demo',
      success: '¡Gracias! Nos pondremos en contacto con usted en un plazo de 24 horas para organizar la demo.',
    },
    callback: {
      title: 'Solicitar una llamada',
      intro: 'Déjenos su número y le devolveremos la llamada.',
      time: { label: 'Horario preferido (hora de Moscú, UTC+3)', placeholder: 'Por ejemplo, días laborables a partir de las 14:00' },
      submit: 'Solicitar una llamada',
      success: '¡Gracias! Le llamaremos a la hora que ha elegido.',
    },
    meeting: {
      title: 'Reservar una reunión',
      intro: 'Elija una oficina y una fecha, y le confirmaremos la reunión.',
      office: 'Oficina',
      date: { label: 'Fecha preferida', placeholder: '' },
      submit: 'Reservar una reunión',
      success: '¡Gracias! Le confirmaremos la reunión en un plazo de 24 horas.',
    },
  },
  privacy: {
    title: 'Política de privacidad',
    intro:
      'Esta página explica qué datos recogen los formularios de este sitio web, para qué, cuánto tiempo los conservamos y cómo contactarnos sobre sus datos.',
    collect: {
      title: 'Qué datos recogemos',
      text: 'Solo lo que usted escribe en un formulario: su nombre, su correo electrónico y, si nos los facilita, su empresa, teléfono, asunto, mensaje, horario preferido para la llamada u oficina para la reunión. Junto con ello conservamos la página y el idioma del formulario, los parámetros de campaña del enlace que siguió, si nuestro equipo recibió el aviso de su solicitud y las notas que el equipo añade mientras la atiende.',
    },
    purpose: {
      title: 'Para qué los recogemos',
      text: 'Para responder a su solicitud, organizar la llamada, la demo o la reunión que nos pidió y preparar una propuesta. No vendemos sus datos ni los utilizamos para publicidad ajena a su solicitud.',
    },
    retention: {
      title: 'Cuánto tiempo los conservamos',
      text: 'Conservamos su solicitud, con sus notas e historial, hasta que nos pida eliminarla o hasta que venza el plazo de conservación que hayamos fijado, lo que ocurra primero. Las solicitudes cuyo plazo ha vencido se eliminan automáticamente cada día.',
    },
    cookies: {
      title: 'Uso de cookies',
      text: 'Utilizamos una sola cookie, lang, que recuerda el idioma que ha elegido. No utilizamos cookies publicitarias ni de seguimiento.',
    },
    rights: {
      title: 'Sus derechos y a quién escribir',
      text: 'Puede preguntarnos qué datos tenemos sobre usted y recibir una copia, corregirlos o pedir que eliminemos todas las solicitudes enviadas con su dirección de correo. Escriba a {email} desde esa dirección y le responderemos en un plazo de 30 días.',
    },
  },
  presentation: {
    title: 'Cómo trabajan los agentes de IA para su empresa',
    intro: 'Nuestra propuesta en cinco pasos. Léala a su ritmo.',
    slideLabel: 'Paso {number} de {total}',
    slides: [
      {
        title: 'El problema',
        text: 'Los equipos dedican hasta la mitad de su jornada a solicitudes repetitivas, a copiar datos y a informes rutinarios.',
      },
      {
        title: 'La solución',
        text: 'Los agentes de IA asumen estas tareas en el chat, el correo electrónico, el CRM y el ERP, y trabajan 24/7 sin pausas ni errores.',
      },
      {
        title: 'Cómo se desarrolla un proyecto',
        text: 'Un taller sobre sus procesos, un piloto con datos reales en pocas semanas y, después, el lanzamiento y la mejora continua.',
      },
      {
        title: 'Qué obtiene',
        text: 'Hasta el triple de eficiencia, hasta un 90 % menos de tiempo dedicado a la rutina y respuestas a sus clientes en segundos.',
      },
      {
        title: 'Siguiente paso',
        text: 'Solicite una demo y le mostraremos lo que un agente puede hacer con sus propios procesos.',
      },
    ],
    cta: 'Solicitar demo',
  },
  apiDocs: {
    title: 'API pública de casos',
    intro:
      'Nuestros casos de éxito están disponibles en formato JSON para socios e integraciones. La API es pública, de solo lectura y no requiere clave.',
    endpoint: 'Punto de conexión',
    parameters: 'Parámetros',
    lngParam: 'Código de idioma: en, ru, id, es, fr o pt. Si se omite, la respuesta se devuelve en inglés.',
    response: 'Respuesta',
    responseText: 'Una lista JSON de casos, cada uno con id, title, summary, body y cover_img.',
    errors: 'Errores',
    errorsText: 'Un código de idioma no admitido devuelve un error 400 con un mensaje de error en JSON.',
    caching: 'Caché',
    cachingText: 'Las respuestas pueden almacenarse en caché por idioma; la cabecera Cache-Control de cada respuesta indica durante cuánto tiempo.',
    example: 'Ejemplo',
  },
  notFound: {
    code: '404',
    title: '¡Vaya! Página no encontrada',
    text: 'La página que busca no existe o se ha movido.',
    home: 'Volver al inicio',
  },
  errorPages: {
    tooLarge: {
      title: 'Es más de lo que podemos recibir',
      text: 'Lo que ha enviado supera lo que acepta este sitio. Vuelva atrás con el botón Atrás del navegador: lo que escribió sigue en el formulario. Acórtelo y envíelo de nuevo.',
    },
    headersTooLarge: {
      title: 'Su navegador envió demasiados datos',
      text: 'Su navegador envió con esta solicitud más datos de los que aceptamos, normalmente demasiadas cookies o cookies demasiado grandes. Borre las cookies de este sitio e inténtelo de nuevo.',
    },
    serverError: {
      title: 'Algo salió mal por nuestra parte',
      text: 'No pudimos responder a esta solicitud. Inténtelo de nuevo en un momento.',
    },
    badGateway: {
      title: 'Ahora mismo no podemos acceder al sitio',
      text: 'Nuestros servidores no respondieron. Inténtelo de nuevo en un minuto; si sigue ocurriendo, escríbanos.',
    },
    unavailable: {
      title: 'El sitio no está disponible por un momento',
      text: 'Estamos muy ocupados o actualizando el sitio. Inténtelo de nuevo en un minuto.',
    },
    timeout: {
      title: 'El sitio tardó demasiado en responder',
      text: 'Nuestros servidores no respondieron a tiempo. Inténtelo de nuevo en un minuto.',
    },
    retry: 'Intentar de nuevo',
    home: 'Ir al inicio',
    write: 'Escríbanos',
  },
};

export default es;
