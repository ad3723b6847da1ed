/** Portuguese: the home page. */
import type { Messages } from '../en/index.ts';

export const hero = {
  badge: 'Agentes de IA para empresas',
  title: 'Da ideia ao faturamento',
  subtitle: 'Agentes de IA que trabalham para a sua empresa 24 horas por dia',
  description:
    'Criamos e operamos agentes de IA que atendem clientes, qualificam leads, analisam dados e automatizam processos rotineiros, para que sua equipe possa se concentrar no crescimento.',
  ctaDemo: 'Agendar demonstração',
  ctaPresentation: 'Ver apresentação',
  statsLabel: 'Resultados que nossos clientes alcançam',
  stats: {
    efficiency: { value: '3x', label: 'ganho máximo de eficiência' },
    uptime: { value: '24/7', label: 'agentes de IA sempre em operação' },
    timeSaving: { value: '90%', label: 'economia máxima de tempo em tarefas rotineiras' },
  },
} satisfies Messages['hero'];

export const demo = {
  title: 'Solicite uma demonstração',
  description:
    'Conte-nos sobre a sua empresa e mostraremos, com os seus próprios processos, o que um agente de IA pode tirar das mãos da sua equipe. Uma conversa de 30 minutos, sem compromisso.',
  orReach: 'Ou fale conosco diretamente',
  emailLabel: 'E-mail',
  phoneLabel: 'Telefone',
} satisfies Messages['demo'];
