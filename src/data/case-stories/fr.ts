/** French text of the seeded success stories. */
import type { CaseStories } from './en';

const stories: CaseStories = {
  'fintech-customer-service': {
    title: 'Fintech : un service client cinq fois plus rapide',
    summary:
      'Une banque en ligne a confié son support de premier niveau, débordé, à un agent IA et répond désormais à ses clients en quelques secondes, jour et nuit.',
    body: 'L’équipe support de la banque recevait plus de 20 000 demandes par mois, pour la plupart les mêmes questions sur les cartes, les virements et les plafonds. Dans le chat, les clients attendaient jusqu’à une heure avant d’obtenir une réponse.\n\nNous avons conçu un agent IA entraîné sur la base de connaissances de la banque et l’avons connecté au système bancaire central via une API sécurisée. L’agent vérifie le statut d’une carte, explique les frais, bloque une carte perdue sur simple demande et transmet les cas complexes à un conseiller, avec l’historique complet de la conversation.\n\nEn trois mois, les demandes ont été traitées cinq fois plus vite, l’agent a résolu seul 70 % des conversations, et l’équipe support s’est recentrée sur les cas qui exigent un jugement humain.',
    industry: 'Fintech',
    results: [{ value: '×5', label: 'rapidité de traitement des demandes' }],
  },
  'retail-analytics': {
    title: 'Retail : un bénéfice en hausse de 30 % grâce à l’analyse',
    summary:
      'Une enseigne de 120 magasins prévoit la demande et pilote ses stocks avec un agent IA : moins de pertes, plus de bénéfice.',
    body: 'L’enseigne planifiait ses achats dans des tableurs, et chaque directeur de magasin estimait la demande à vue d’œil. Certains rayons restaient vides, tandis qu’ailleurs des produits frais finissaient au rebut.\n\nNotre agent IA croise l’historique des ventes, les promotions, la météo et les événements locaux pour prévoir la demande de chaque produit dans chaque magasin, puis propose des commandes que les responsables valident en un clic. Chaque matin, il envoie un court rapport : ce qui s’est vendu, ce qui ne s’est pas vendu, et pourquoi.\n\nDès la première année, les pertes ont reculé d’un tiers, les rayons ont été plus souvent pleins et le bénéfice a progressé de 30 %.',
    industry: 'Commerce de détail',
    results: [{ value: '30 %', label: 'hausse du bénéfice' }],
  },
  'hr-recruiting': {
    title: 'RH : des délais de recrutement réduits de 60 %',
    summary:
      'Une entreprise de logistique présélectionne des milliers de candidats grâce à un agent IA et pourvoit ses postes en quelques jours au lieu de plusieurs semaines.',
    body: 'Les recruteurs de l’entreprise lisaient des centaines de CV pour chaque poste de chauffeur ou de magasinier, et passaient leurs journées à caler des entretiens par téléphone. Pendant ce temps, les bons candidats acceptaient d’autres offres.\n\nNous avons lancé un agent IA qui répond aux candidats sur les messageries, vérifie leur expérience et leurs documents au regard des exigences du poste, et planifie les entretiens directement dans l’agenda des recruteurs. Ceux-ci disposent d’une liste restreinte et classée au lieu d’une pile de CV.\n\nLe délai de recrutement a baissé de 60 %, les recruteurs consacrent désormais leur temps aux entretiens, et les candidats obtiennent une réponse le jour même.',
    industry: 'Ressources humaines',
    results: [{ value: '60 %', label: 'réduction du délai de recrutement' }],
  },
};

export default stories;
