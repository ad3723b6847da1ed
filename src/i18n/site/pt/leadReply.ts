/** Português: a resposta de vendas a um pedido em português (padrão; um administrador pode alterá-la na área da equipe). */

export const leadReply = {
  subject: 'Sua solicitação à {company}',
  body: 'Olá, {name},\n\nAgradecemos seu contato com a {company}. Lemos sua solicitação e teremos prazer em conversar sobre ela com você. Quando seria um bom momento para uma ligação rápida nesta semana?\n\nAtenciosamente,\n{sender}\n{company}',
};
