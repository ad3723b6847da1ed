/** Spanish: the about page. */
import type { Messages } from '../en/index.ts';

export const about = {
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
} satisfies Messages['about'];
