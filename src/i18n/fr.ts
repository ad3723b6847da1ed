/** French messages; the shape is checked against the English catalog. */
import type { Messages } from './en';

const fr: Messages = {
  meta: {
    home: {
      title: 'Agents IA pour automatiser votre entreprise',
      description:
        'Des agents IA qui répondent à vos clients, qualifient vos leads et automatisent vos tâches 24/7. Jusqu’à trois fois plus d’efficacité et jusqu’à 90 % de temps en moins sur les tâches répétitives.',
    },
    about: {
      title: 'À propos : l’équipe derrière nos agents IA',
      description:
        'Notre mission, nos valeurs et l’équipe d’ingénieurs qui conçoit des agents IA pour libérer les entreprises du monde entier des tâches répétitives.',
    },
    solutions: {
      title: 'Solutions et tarifs : des agents IA pour chaque équipe',
      description:
        'Agents IA pour le service client, l’analyse, l’automatisation des processus et les ventes. Comparez les offres Start, Growth et Scale et leurs tarifs.',
    },
    cases: {
      title: 'Cas clients : nos agents IA en production',
      description:
        'Fintech, retail, RH : comment nos clients ont accéléré leurs réponses, accru leurs bénéfices et recruté plus vite. Des chiffres réels, issus de vrais projets.',
    },
    technology: {
      title: 'Technologie : la plateforme de nos agents IA',
      description:
        'Apprentissage automatique, NLP, vision par ordinateur et intégrations sécurisées : la pile technique et l’architecture à trois couches de nos agents IA.',
    },
    contact: {
      title: 'Contact : parlez à nos experts en automatisation IA',
      description:
        'Écrivez-nous, demandez à être rappelé ou prenez rendez-vous dans l’un de nos bureaux. Nous répondons à chaque demande sous 24 heures.',
    },
    privacy: {
      title: 'Politique de confidentialité',
      description:
        'Ce que collectent les formulaires de notre site, dans quel but, combien de temps nous le conservons et qui contacter au sujet de vos données.',
    },
    presentation: {
      title: 'Présentation : nos agents IA à votre service',
      description:
        'Notre offre en bref : les problèmes que résolvent les agents IA, le déroulement d’un projet et les résultats que vous pouvez en attendre.',
    },
    apiDocs: {
      title: 'Documentation de l’API publique des cas clients',
      description:
        'Référence de l’API publique en lecture seule qui fournit nos cas clients en six langues au format JSON, sans clé d’accès.',
    },
    notFound: {
      title: 'Page introuvable',
      description: 'La page que vous cherchez n’existe pas ou a été déplacée.',
    },
    ogAlt: '{company} : des agents IA pour automatiser votre entreprise. De l’idée au chiffre d’affaires.',
  },
  common: {
    skipToContent: 'Aller au contenu principal',
    requestDemo: 'Demander une démo',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    chooseLanguage: 'Choisir la langue',
    currentLanguage: '— langue : {language}',
    redirecting: 'Redirection vers la version française…',
    redirectLink: 'Accéder à la version française',
  },
  nav: {
    label: 'Navigation principale',
    home: 'Accueil',
    about: 'À propos',
    solutions: 'Solutions',
    cases: 'Cas clients',
    technology: 'Technologie',
    contact: 'Contact',
  },
  footer: {
    tagline: 'Des agents IA qui transforment les tâches répétitives en résultats, pour les entreprises du monde entier.',
    pages: 'Pages',
    company: 'Entreprise',
    languages: 'Langues',
    privacy: 'Politique de confidentialité',
    apiDocs: 'API des cas clients',
    rights: '© {year} {company}. Tous droits réservés.',
  },
  hero: {
    badge: 'Agents IA pour les entreprises',
    title: 'De l’idée au chiffre d’affaires',
    subtitle: 'Des agents IA qui travaillent pour votre entreprise jour et nuit',
    description:
      'Nous concevons et exploitons des agents IA qui répondent à vos clients, qualifient vos leads, analysent vos données et automatisent les processus répétitifs, pour que votre équipe se concentre sur la croissance.',
    ctaDemo: 'Demander une démo',
    ctaPresentation: 'Voir la présentation',
    statsLabel: 'Les résultats de nos clients',
    stats: {
      efficiency: { value: '×3', label: 'gain d’efficacité maximal' },
      uptime: { value: '24/7', label: 'agents IA toujours en service' },
      timeSaving: { value: '90 %', label: 'gain de temps maximal sur les tâches répétitives' },
    },
  },
  demo: {
    title: 'Demander une démo',
    description:
      'Parlez-nous de votre activité : nous vous montrerons, sur vos propres processus, ce qu’un agent IA peut prendre en charge pour votre équipe. Un appel de 30 minutes, sans engagement.',
    orReach: 'Ou contactez-nous directement',
    emailLabel: 'E-mail',
    phoneLabel: 'Téléphone',
  },
  about: {
    title: 'À propos',
    description:
      'Nous sommes une équipe d’ingénieurs, de spécialistes de la donnée et de consultants. Nous concevons des agents IA qui libèrent les entreprises des tâches répétitives et les transforment en résultats mesurables.',
    mission: {
      title: 'Notre mission',
      p1: 'Nous sommes convaincus que toutes les entreprises, et pas seulement les plus grandes, doivent pouvoir mettre l’intelligence artificielle à leur service. Notre mission : faire des agents IA un outil concret, rentabilisé en quelques mois.',
      p2: 'Nous prenons en charge le travail répétitif qui ralentit les équipes : répondre sans cesse aux mêmes questions, transférer des données d’un système à l’autre, préparer des rapports. Vos collaborateurs retrouvent du temps pour les décisions et les relations qui font grandir l’entreprise.',
    },
    cards: {
      title: 'Ce qui nous distingue',
      smart: {
        title: 'Des solutions intelligentes',
        text: 'Des agents qui comprennent le contexte, apprennent de vos données et s’améliorent à chaque conversation.',
      },
      precise: {
        title: 'Des résultats précis',
        text: 'Chaque projet démarre avec des objectifs mesurables, et nous vous rendons compte de leur avancement chaque mois.',
      },
      teamwork: {
        title: 'Esprit d’équipe',
        text: 'Nous travaillons comme une extension de votre équipe, du premier atelier jusqu’au support en production.',
      },
      quality: {
        title: 'Qualité',
        text: 'Des systèmes testés, supervisés et sécurisés, à la hauteur des exigences des secteurs réglementés.',
      },
    },
    story: {
      title: 'Nos débuts',
      p1: 'Tout a commencé par un seul projet : un chatbot pour une banque submergée de demandes clients répétitives. En trois mois, le bot en traitait la majorité, et l’équipe support avait enfin du temps pour les dossiers complexes.',
      p2: 'D’autres entreprises nous ont rapidement demandé la même chose. Nous avons compris que la vraie valeur ne tenait pas à un bot isolé, mais à des agents connectés au CRM, à l’ERP et aux messageries, capables de mener une tâche de bout en bout.',
      p3: 'Aujourd’hui, nous concevons des agents IA pour des entreprises de la finance, du commerce, de la logistique et des RH, et nous restons aux côtés de chaque client après le lancement : plus un agent travaille, plus il devient utile.',
    },
    values: {
      title: 'Nos valeurs',
      innovation: {
        title: 'Innovation',
        text: 'Nous suivons la recherche de près et mettons en production, vite et en toute sécurité, les nouvelles méthodes qui ont fait leurs preuves.',
      },
      partnership: {
        title: 'Partenariat',
        text: 'Notre réussite passe par celle de nos clients : nous partageons avec eux les risques, les connaissances et la responsabilité du résultat.',
      },
      result: {
        title: 'Résultats',
        text: 'Nous mesurons notre travail en heures gagnées, en réponses plus rapides et en chiffre d’affaires, pas en lignes de code.',
      },
    },
  },
  solutions: {
    title: 'Solutions',
    description:
      'Des agents IA pour les processus qui accaparent le plus votre équipe, avec une offre adaptée à chaque étape de votre croissance.',
    applications: {
      title: 'Là où les agents IA font la différence',
      customerService: {
        title: 'Service client',
        text: 'Des réponses instantanées par chat, e-mail et messagerie, à toute heure, avec un relais fluide vers un conseiller pour les cas complexes.',
      },
      analytics: {
        title: 'Analyse et prévisions',
        text: 'Des agents qui collectent les données de vos systèmes, repèrent les tendances et anticipent la demande, les ventes et les risques.',
      },
      automation: {
        title: 'Automatisation des processus',
        text: 'Documents, demandes et données circulent entre vos systèmes, sans ressaisie manuelle ni erreur.',
      },
      sales: {
        title: 'Croissance des ventes',
        text: 'Qualification des leads, offres personnalisées et relances qui entretiennent l’intérêt de chaque prospect.',
      },
    },
    packages: {
      title: 'Offres',
      subtitle: 'Commencez petit, puis évoluez : chaque offre comprend la mise en place, l’entraînement sur vos données et l’assistance.',
      popular: 'Populaire',
      priceFrom: 'à partir de {price}',
      perMonth: 'par mois',
      choose: 'Choisir cette offre',
      featuresLabel: 'Inclus dans {name}',
      start: {
        description: 'Pour les petites équipes qui font leurs premiers pas dans l’automatisation.',
        features: [
          '1 agent IA pour le service client',
          'Réponses automatiques par chat',
          'Analyses de base',
          'Intégration à 1 plateforme',
          'Assistance 8/5 (jours ouvrés)',
        ],
      },
      growth: {
        description: 'Pour les entreprises en croissance qui automatisent leurs ventes et leur marketing.',
        features: [
          '3 agents spécialisés',
          'Automatisation des ventes et du marketing',
          'Analyses avancées',
          'Intégration CRM/ERP',
          'Responsable de compte dédié',
          'Assistance 24/7',
        ],
      },
      scale: {
        description: 'Pour les grandes entreprises qui veulent déployer l’IA dans toute l’organisation.',
        features: [
          'Agents illimités',
          'Développement sur mesure',
          'Analyses et prévisions par l’IA',
          'Intégration complète à votre SI',
          'Équipe dédiée',
          'SLA de 99,9 % et assistance premium',
        ],
      },
    },
    custom: {
      title: 'Besoin d’autre chose ?',
      text: 'Nous concevons des solutions sur mesure pour les processus complexes et les grandes entreprises. Décrivez-nous votre besoin : nous vous proposerons une architecture et un chiffrage.',
      cta: 'Étudier une solution sur mesure',
    },
    integrations: {
      title: 'Intégrations',
      subtitle: 'Nos agents se connectent aux outils que votre équipe utilise déjà.',
      crm: 'CRM',
      api: 'API',
      messengers: 'Messageries',
      erp: 'ERP',
    },
  },
  cases: {
    title: 'Cas clients',
    subtitle: 'Comment nos clients gagnent du temps et développent leur chiffre d’affaires grâce aux agents IA',
    listLabel: 'Études de cas',
    empty: 'Aucun cas client n’est encore disponible dans cette langue',
    noContent: 'Contenu non disponible dans cette langue',
    listUnavailable: 'Les cas clients ne peuvent pas être affichés pour le moment. Veuillez réessayer dans une minute.',
    unavailable: 'Ce cas client ne peut pas être affiché pour le moment. Veuillez réessayer dans une minute.',
    readMore: 'Lire la suite',
    readMoreAbout: 'Lire la suite : {title}',
    industry: 'Secteur',
    technologies: 'Technologies',
    results: 'Résultats',
    backToList: 'Tous les cas clients',
    numbers: {
      title: 'Nos résultats en chiffres',
      efficiency: { value: '250 %', label: 'efficacité moyenne après le lancement (base 100 avant)' },
      timeSaving: { value: '75 %', label: 'temps gagné en moyenne par les équipes sur les tâches répétitives' },
      projects: { value: '50+', label: 'projets réussis' },
      satisfaction: { value: '95 %', label: 'de clients satisfaits' },
    },
    cta: {
      title: 'Et si la prochaine réussite était la vôtre ?',
      text: 'Parlez-nous de vos processus : nous vous montrerons où un agent IA sera rentable le plus rapidement.',
      discuss: 'Parler de votre projet',
      viewAll: 'Voir tous les cas clients',
    },
    caseCta: {
      title: 'Envie de résultats similaires ?',
      text: 'Nous étudions votre processus et estimons les gains avant tout démarrage des travaux.',
      button: 'Parler de votre projet',
    },
  },
  technology: {
    title: 'Technologie',
    subtitle:
      'Une pile technique éprouvée et une plateforme à trois couches qui rendent nos agents IA précis, sûrs et rapides.',
    capabilities: {
      title: 'Ce que permet notre plateforme',
      ai: {
        title: 'Intelligence artificielle',
        items: ['Grands modèles de langage', 'Traitement du langage naturel', 'Vision par ordinateur', 'Systèmes de recommandation'],
      },
      data: {
        title: 'Traitement des données',
        items: ['Flux de données en temps réel', 'Nettoyage et enrichissement des données', 'Analyse prédictive', 'Rapports interactifs'],
      },
      security: {
        title: 'Sécurité',
        items: ['Chiffrement en transit et au repos', 'Contrôle d’accès par rôle', 'Journaux d’audit', 'Traitement des données conforme au RGPD'],
      },
      integrations: {
        title: 'Intégrations',
        items: ['API REST et GraphQL', 'Webhooks et événements', 'Connecteurs CRM et ERP', 'Canaux de messagerie'],
      },
    },
    stack: {
      title: 'Pile technique',
      languages: 'Langages',
      ml: 'Frameworks ML/IA',
      cloud: 'Cloud et infrastructure',
      databases: 'Bases de données',
    },
    advantages: {
      title: 'Pourquoi ça marche',
      scalable: { title: 'Évolutive', text: 'D’un seul agent à des centaines, sans refonte du système.' },
      secure: { title: 'Sécurisée', text: 'Vos données restent protégées à chaque étape, accessibles uniquement à ceux qui en ont besoin.' },
      fast: { title: 'Rapide', text: 'Des réponses en moins d’une seconde, même en pic de charge.' },
      reliable: { title: 'Fiable', text: 'Disponibilité de 99,9 %, supervision et reprise automatique.' },
    },
    architecture: {
      title: 'Architecture de la plateforme',
      subtitle: 'Trois couches, un rôle chacune : les données remontent, les décisions repartent vers vos systèmes.',
      diagramLabel: 'Schéma : la couche données alimente le moteur IA, qui sert la couche API',
      flow: 'alimente',
      data: {
        title: 'Couche données',
        text: 'Collecte, nettoie et stocke les données de vos systèmes.',
        items: ['Connecteurs', 'Lac de données', 'Recherche vectorielle'],
      },
      engine: {
        title: 'Moteur IA',
        text: 'Comprend les demandes, prend des décisions et apprend.',
        items: ['Modèles de langage', 'Orchestration des agents', 'Supervision'],
      },
      api: {
        title: 'Couche API',
        text: 'Transmet les résultats à vos canaux et à vos systèmes.',
        items: ['REST et GraphQL', 'Webhooks', 'Messageries'],
      },
    },
    cta: {
      title: 'Parlons technique',
      text: 'Nos ingénieurs répondent à vos questions sur l’architecture, la sécurité et l’intégration.',
      consultation: 'Consultation technique',
      apiDocs: 'Documentation de l’API',
    },
  },
  tech_core: {
    title: 'Technologies clés',
    ml: { title: 'Apprentissage automatique', text: 'Des modèles entraînés sur vos données, toujours plus précis au fil du temps.' },
    nlp: { title: 'NLP', text: 'Compréhension et rédaction en langage naturel, dans des dizaines de langues.' },
    cv: { title: 'Vision par ordinateur', text: 'Lecture automatique de documents, d’images et de vidéos.' },
    automation: { title: 'Automatisation des processus', text: 'Des tâches menées de bout en bout, d’un système à l’autre.' },
  },
  contact: {
    title: 'Contactez-nous',
    subtitle: 'Parlez-nous de votre besoin. Nous répondons à chaque demande sous 24 heures.',
    formTitle: 'Envoyez-nous un message',
    info: {
      title: 'Coordonnées',
      email: 'E-mail',
      phone: 'Téléphone',
      office: 'Siège',
      hours: 'Horaires',
      weekdays: 'Du lundi au vendredi, de 9 h à 18 h (heure de Moscou, UTC+3)',
      weekends: 'Le week-end sur rendez-vous',
    },
    quick: {
      title: 'Actions rapides',
      call: { title: 'Être rappelé', text: 'Nous vous rappelons au moment qui vous convient.' },
      consultation: { title: 'Consultation en ligne', text: 'Un appel vidéo avec un expert pour parler de votre besoin.' },
      presentation: { title: 'Présentation des solutions', text: 'Un aperçu rapide de ce que font nos agents.' },
    },
    offices: {
      title: 'Nos bureaux',
      subtitle: 'Nos bureaux sont situés en Russie, et nous travaillons avec des clients du monde entier.',
      main: 'Siège',
      bookMeeting: 'Prendre rendez-vous',
      bookMeetingIn: 'Prendre rendez-vous à {city}',
      moscow: 'Moscou',
      saintPetersburg: 'Saint-Pétersbourg',
      novosibirsk: 'Novossibirsk',
    },
    direct: {
      title: 'Des questions ?',
      text: 'Appelez-nous ou écrivez-nous directement, comme vous préférez.',
      call: 'Appeler',
      email: 'Envoyer un e-mail',
    },
    replyPromise: 'Nous répondons sous 24 heures.',
  },
  contact_form: {
    firstName: { label: 'Prénom', placeholder: 'Votre prénom' },
    lastName: { label: 'Nom', placeholder: 'Votre nom' },
    email: { label: 'E-mail', placeholder: 'nom@entreprise.com' },
    company: { label: 'Entreprise', placeholder: 'Nom de l’entreprise' },
    phone: { label: 'Téléphone', placeholder: '+33 6 12 34 56 78' },
    subject: { label: 'Objet', placeholder: 'Votre question en quelques mots' },
    message: { label: 'Message', placeholder: 'Dites-nous-en plus sur vos besoins et vos objectifs…' },
    package: { label: 'Offre', none: 'Pas encore choisie' },
    consent: 'J’accepte le traitement de mes données conformément à la',
    consentLink: 'politique de confidentialité',
    required: 'obligatoire',
    requiredNote: 'Les champs marqués d’un * sont obligatoires.',
    submit: 'Envoyer le message',
    sending: 'Envoi en cours…',
    subjects: {
      individual: 'Solution sur mesure',
      project: 'Échange sur un projet',
      technical: 'Consultation technique',
      consultation: 'Consultation en ligne',
      package: 'Offre : {name}',
    },
    success: {
      title: 'Merci ! Votre message a bien été reçu.',
      text: 'Notre équipe vous répondra sous 24 heures.',
    },
    errors: {
      summary: 'Veuillez corriger les champs signalés.',
      required: 'Veuillez remplir ce champ.',
      email: 'Saisissez une adresse e-mail du type nom@entreprise.com.',
      tooLong: '{max} caractères maximum.',
      phone: 'Saisissez un numéro de téléphone composé de chiffres, d’espaces et des signes + ( ) -.',
      consent: 'Veuillez accepter la politique de confidentialité pour continuer.',
      rateLimited: 'Trop de demandes. Veuillez patienter une minute, puis réessayer.',
      tooLarge: 'Le message est trop long pour être envoyé.',
      busy: 'Nous recevons beaucoup de demandes en ce moment. Votre message n’a pas été perdu : renvoyez-le dans quelques secondes.',
      generic: 'Un problème est survenu de notre côté. Votre message n’a pas été perdu : veuillez réessayer.',
      choice: 'Veuillez choisir l’une des options.',
      date: 'Veuillez choisir la date du jour ou une date ultérieure.',
      network: 'Impossible de joindre notre serveur. Vérifiez votre connexion, puis réessayez : votre message n’a pas été perdu.',
      characters: 'Ce champ contient des caractères qui ne peuvent pas être envoyés, comme des codes de contrôle. Veuillez le ressaisir.',
    },
    demo: {
      title: 'Demander une démo',
      name: { label: 'Votre nom', placeholder: 'Votre nom' },
      submit: 'Demander une démo',
      success: 'Merci ! Nous vous contacterons sous 24 heures pour organiser la démo.',
    },
    callback: {
      title: 'Être rappelé',
      intro: 'Laissez-nous votre numéro, nous vous rappelons.',
      time: { label: 'Créneau souhaité (heure de Moscou, UTC+3)', placeholder: 'Par exemple, en semaine après 14 h' },
      submit: 'Être rappelé',
      success: 'Merci ! Nous vous appellerons au créneau choisi.',
    },
    meeting: {
      title: 'Prendre rendez-vous',
      intro: 'Choisissez un bureau et une date, nous vous confirmerons le rendez-vous.',
      office: 'Bureau',
      date: { label: 'Date souhaitée', placeholder: '' },
      submit: 'Prendre rendez-vous',
      success: 'Merci ! Nous confirmerons le rendez-vous sous 24 heures.',
    },
  },
  privacy: {
    title: 'Politique de confidentialité',
    intro:
      'Cette page explique ce que collectent les formulaires de ce site, dans quel but, combien de temps nous conservons ces données et comment nous contacter à leur sujet.',
    collect: {
      title: 'Ce que nous collectons',
      text: 'Uniquement ce que vous saisissez dans un formulaire : votre nom, votre adresse e-mail et, si vous les indiquez, votre entreprise, votre téléphone, l’objet, le message, le créneau de rappel souhaité ou le bureau choisi pour un rendez-vous. Nous conservons avec ces informations la page et la langue du formulaire, les paramètres de campagne du lien que vous avez suivi, l’état de la notification de votre demande à notre équipe et les notes que celle-ci ajoute en la traitant.',
    },
    purpose: {
      title: 'Pourquoi nous les collectons',
      text: 'Pour répondre à votre demande, organiser l’appel, la démo ou le rendez-vous demandé et préparer une offre. Nous ne vendons pas vos données et ne les utilisons pas à des fins publicitaires sans rapport avec votre demande.',
    },
    retention: {
      title: 'Durée de conservation',
      text: 'Nous conservons votre demande, avec ses notes et son historique, jusqu’à ce que vous nous demandiez de l’effacer ou jusqu’au terme de la durée de conservation que nous avons fixée, selon ce qui arrive en premier. Les demandes parvenues à ce terme sont supprimées automatiquement chaque jour.',
    },
    cookies: {
      title: 'Cookies',
      text: 'Nous déposons un seul cookie, lang, qui mémorise la langue que vous avez choisie. Nous n’utilisons aucun cookie publicitaire ni de suivi.',
    },
    rights: {
      title: 'Vos droits et qui contacter',
      text: 'Vous pouvez nous demander quelles données nous détenons sur vous et en recevoir une copie, les faire corriger ou faire effacer toutes les demandes envoyées avec votre adresse e-mail. Écrivez à {email} depuis cette adresse : nous vous répondrons sous 30 jours.',
    },
  },
  presentation: {
    title: 'Comment les agents IA travaillent pour votre entreprise',
    intro: 'Notre offre en cinq étapes, à parcourir à votre rythme.',
    slideLabel: 'Étape {number} sur {total}',
    slides: [
      {
        title: 'Le problème',
        text: 'Les équipes consacrent jusqu’à la moitié de leur journée à des demandes répétitives, à la ressaisie de données et à des rapports de routine.',
      },
      {
        title: 'La solution',
        text: 'Les agents IA prennent ces tâches en charge dans le chat, l’e-mail, le CRM et l’ERP, 24/7, sans pause ni erreur.',
      },
      {
        title: 'Le déroulement d’un projet',
        text: 'Un atelier sur vos processus, un pilote sur des données réelles en quelques semaines, puis le lancement et une amélioration continue.',
      },
      {
        title: 'Ce que vous y gagnez',
        text: 'Jusqu’à trois fois plus d’efficacité, jusqu’à 90 % de temps en moins sur les tâches répétitives et des réponses aux clients en quelques secondes.',
      },
      {
        title: 'Prochaine étape',
        text: 'Demandez une démo : nous vous montrerons ce qu’un agent peut faire sur vos propres processus.',
      },
    ],
    cta: 'Demander une démo',
  },
  apiDocs: {
    title: 'API publique des cas clients',
    intro:
      'Nos cas clients sont disponibles au format JSON pour nos partenaires et vos intégrations. L’API est publique, en lecture seule, et ne nécessite aucune clé.',
    endpoint: 'Point de terminaison',
    parameters: 'Paramètres',
    lngParam: 'Code de langue : en, ru, id, es, fr ou pt. Sans ce paramètre, la réponse est en anglais.',
    response: 'Réponse',
    responseText: 'Un tableau JSON de cas clients, chacun avec les champs id, title, summary, body et cover_img.',
    errors: 'Erreurs',
    errorsText: 'Un code de langue non pris en charge renvoie une erreur 400 accompagnée d’un message d’erreur au format JSON.',
    caching: 'Mise en cache',
    cachingText: 'Les réponses peuvent être mises en cache par langue ; l’en-tête Cache-Control de chaque réponse indique pour combien de temps.',
    example: 'Exemple',
  },
  notFound: {
    code: '404',
    title: 'Oups ! Page introuvable',
    text: 'La page que vous cherchez n’existe pas ou a été déplacée.',
    home: 'Retour à l’accueil',
  },
  errorPages: {
    tooLarge: {
      title: 'C’est plus que ce que nous pouvons recevoir',
      text: 'Ce que vous avez envoyé dépasse ce que ce site accepte. Revenez en arrière avec le bouton Précédent de votre navigateur : ce que vous avez saisi est toujours dans le formulaire. Raccourcissez-le, puis envoyez-le à nouveau.',
    },
    headersTooLarge: {
      title: 'Votre navigateur a envoyé trop de données',
      text: 'Votre navigateur a envoyé avec cette requête plus de données que nous n’en acceptons, le plus souvent des cookies trop nombreux ou trop volumineux. Effacez les cookies de ce site, puis réessayez.',
    },
    serverError: {
      title: 'Un problème est survenu de notre côté',
      text: 'Nous n’avons pas pu répondre à cette requête. Veuillez réessayer dans un instant.',
    },
    badGateway: {
      title: 'Le site est injoignable pour le moment',
      text: 'Nos serveurs n’ont pas répondu. Veuillez réessayer dans une minute ; si cela se reproduit, écrivez-nous.',
    },
    unavailable: {
      title: 'Le site est momentanément indisponible',
      text: 'Nous sommes très sollicités ou nous mettons le site à jour. Veuillez réessayer dans une minute.',
    },
    timeout: {
      title: 'Le site a mis trop de temps à répondre',
      text: 'Nos serveurs n’ont pas répondu à temps. Veuillez réessayer dans une minute.',
    },
    retry: 'Réessayer',
    home: 'Aller à l’accueil',
    write: 'Nous écrire',
  },
};

export default fr;
