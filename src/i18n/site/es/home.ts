/** Spanish: the home page. */
import type { Messages } from '../en/index.ts';

export const hero = {
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
} satisfies Messages['hero'];

export const demo = {
  title: 'Solicite una demo',
  description:
    'Háblenos de su empresa y le mostraremos, con sus propios procesos, qué tareas puede quitarle a su equipo un agente de IA. Una llamada de 30 minutos, sin compromiso.',
  orReach: 'O contáctenos directamente',
  emailLabel: 'Correo electrónico',
  phoneLabel: 'Teléfono',
} satisfies Messages['demo'];
