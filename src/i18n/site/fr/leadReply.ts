/** Français : la réponse des ventes à une demande en français (par défaut ; un administrateur peut la modifier dans l’espace équipe). */

export const leadReply = {
  subject: 'Votre demande à {company}',
  body: 'Bonjour {name},\n\nMerci d’avoir contacté {company}. Nous avons bien lu votre demande et serions heureux d’en discuter avec vous. Quand seriez-vous disponible pour un court appel cette semaine ?\n\nBien cordialement,\n{sender}\n{company}',
};
