/** Portuguese: the success stories: list, cards and story pages. */
import type { Messages } from '../en/index.ts';

export const cases = {
  title: 'Casos de sucesso',
  subtitle: 'Como nossos clientes economizam tempo e aumentam a receita com agentes de IA',
  listLabel: 'Estudos de caso',
  empty: 'Ainda não há casos disponíveis neste idioma',
  noContent: 'Conteúdo indisponível neste idioma',
  listUnavailable: 'Não é possível mostrar os casos de sucesso agora. Tente de novo em um minuto.',
  unavailable: 'No momento não é possível mostrar este caso de sucesso. Tente novamente em um minuto.',
  readMore: 'Leia mais',
  readMoreAbout: 'Leia mais: {title}',
  industry: 'Setor',
  technologies: 'Tecnologias',
  results: 'Resultados',
  backToList: 'Todos os casos de sucesso',
  numbers: {
    title: 'Resultados em números',
    efficiency: { value: '250%', label: 'eficiência média após a implantação (antes = 100%)' },
    timeSaving: { value: '75%', label: 'economia média de tempo da equipe em tarefas rotineiras' },
    projects: { value: '50+', label: 'projetos bem-sucedidos' },
    satisfaction: { value: '95%', label: 'de satisfação dos clientes' },
  },
  cta: {
    title: 'Pronto para escrever a sua própria história de sucesso?',
    text: 'Conte-nos sobre seus processos e mostraremos onde um agente de IA traz o retorno mais rápido.',
    discuss: 'Discutir projeto',
    viewAll: 'Ver todos os casos',
  },
  caseCta: {
    title: 'Quer resultados como estes?',
    text: 'Analisamos o seu processo e estimamos o impacto antes de começar qualquer trabalho.',
    button: 'Discutir projeto',
  },
} satisfies Messages['cases'];
