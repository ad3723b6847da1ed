/** Portuguese: the lead forms: fields, messages, summaries. */
import type { Messages } from '../en/index.ts';

export const contact_form = {
  firstName: { label: 'Nome', placeholder: 'Seu nome' },
  lastName: { label: 'Sobrenome', placeholder: 'Seu sobrenome' },
  email: { label: 'E-mail', placeholder: 'nome@empresa.com' },
  company: { label: 'Empresa', placeholder: 'Nome da empresa' },
  phone: { label: 'Telefone', placeholder: '+55 11 91234-5678' },
  subject: { label: 'Assunto', placeholder: 'Descreva brevemente a sua dúvida' },
  message: { label: 'Mensagem', placeholder: 'Conte-nos mais sobre seus desafios e objetivos...' },
  package: { label: 'Pacote', none: 'Ainda não decidi' },
  consent: 'Concordo com o tratamento dos meus dados nos termos da',
  consentLink: 'política de privacidade',
  required: 'obrigatório',
  requiredNote: 'Os campos marcados com * são obrigatórios.',
  submit: 'Enviar mensagem',
  sending: 'Enviando...',
  subjects: {
    individual: 'Solução sob medida',
    project: 'Discussão de projeto',
    technical: 'Consultoria técnica',
    consultation: 'Consultoria online',
    package: 'Pacote: {name}',
  },
  success: {
    title: 'Obrigado! Recebemos a sua mensagem.',
    text: 'Nossa equipe responderá em até 24 horas.',
  },
  errors: {
    summary: 'Corrija os campos destacados.',
    required: 'Preencha este campo.',
    email: 'Informe um e-mail no formato nome@empresa.com.',
    tooLong: 'Use no máximo {max} caracteres.',
    phone: 'Informe um telefone usando apenas dígitos, espaços e + ( ) -.',
    consent: 'Para continuar, aceite a política de privacidade.',
    rateLimited: 'Muitas solicitações. Aguarde um minuto e tente novamente.',
    tooLarge: 'A mensagem é longa demais para ser enviada.',
    busy: 'Estamos recebendo muitas solicitações agora. Sua mensagem continua aqui; envie-a de novo em alguns segundos.',
    generic: 'Algo deu errado do nosso lado. Sua mensagem continua aqui; tente novamente.',
    choice: 'Escolha uma das opções.',
    slotTaken:
      'Esse horário acabou de ser reservado. Escolha outro dos horários livres abaixo; o resto do que digitou foi mantido.',
    date: 'Escolha a data de hoje ou uma posterior.',
    network:
      'Não foi possível conectar ao nosso servidor. Verifique sua conexão e tente novamente; sua mensagem continua aqui.',
    characters:
      'Este campo contém caracteres que não podem ser enviados, como códigos de controle. Digite-o novamente.',
  },
  demo: {
    name: { label: 'Seu nome', placeholder: 'Seu nome' },
    submit: 'Solicitar demonstração',
    success: 'Obrigado! Entraremos em contato em até 24 horas para agendar a demonstração.',
  },
  callback: {
    title: 'Solicitar uma ligação',
    intro: 'Deixe o seu número e ligaremos para você.',
    time: { label: 'Horário preferido (horário de Moscou, UTC+3)', placeholder: 'Por exemplo, dias úteis após as 14h' },
    submit: 'Solicitar ligação',
    success: 'Obrigado! Ligaremos no horário que você escolheu.',
  },
  meeting: {
    title: 'Agendar reunião',
    intro: 'Escolha um escritório e uma data, e confirmaremos a reunião.',
    office: 'Escritório',
    date: { label: 'Data preferida', placeholder: '' },
    submit: 'Agendar reunião',
    success: 'Obrigado! Confirmaremos a reunião em até 24 horas.',
  },
  booking: {
    intro: '{name}, {minutes} minutos. Escolha um horário livre e ele fica reservado para você na hora.',
    slot: 'Horário',
    zone: 'Fuso horário',
    zoneShown: 'Os horários estão no fuso horário {zone}.',
    submit: 'Reservar este horário',
    success: 'Obrigado! Sua reunião está reservada.',
    others: 'Outros tipos de reunião',
  },
} satisfies Messages['contact_form'];
