/** Spanish: the success stories: list, cards and story pages. */
import type { Messages } from '../en/index.ts';

export const cases = {
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
} satisfies Messages['cases'];
