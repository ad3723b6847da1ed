/** Spanish: the head of every page: titles, descriptions and the share image text. */
import type { Messages } from '../en/index.ts';

export const meta = {
  home: {
    title: 'Agentes de IA para automatizar su empresa',
    description:
      'Agentes de IA que atienden a clientes, cualifican leads y automatizan tareas rutinarias a toda hora: hasta el triple de eficiencia y hasta un 90 % menos de tiempo dedicado a la rutina.',
  },
  about: {
    title: 'Quiénes somos: el equipo detrás de los agentes de IA',
    description:
      'Nuestra misión, nuestros valores y cómo un equipo de ingenieros creó agentes de IA que liberan de tareas rutinarias a empresas de todo el mundo.',
  },
  solutions: {
    title: 'Soluciones y precios: agentes de IA para cada equipo',
    description:
      'Agentes de IA para atención al cliente, analítica, automatización de procesos y ventas. Compare los paquetes Start, Growth y Scale y sus precios.',
  },
  cases: {
    title: 'Casos de éxito: agentes de IA en producción',
    description:
      'Cómo empresas de fintech, retail y RR. HH. redujeron sus tiempos de respuesta, aumentaron sus beneficios y contrataron más rápido con nuestros agentes de IA.',
  },
  technology: {
    title: 'Tecnología: la plataforma de nuestros agentes de IA',
    description:
      'Aprendizaje automático, NLP, visión artificial e integraciones seguras: las tecnologías y la arquitectura de tres capas que impulsan nuestros agentes de IA.',
  },
  contact: {
    title: 'Contacto: hable con nuestro equipo de automatización',
    description:
      'Escríbanos, solicite una llamada o reserve una reunión en una de nuestras oficinas. Respondemos a todas las solicitudes en un plazo de 24 horas.',
  },
  callback: {
    title: 'Solicite una llamada de nuestro equipo de automatización',
    description:
      'Déjenos su número y una hora que le convenga, y nuestro equipo le llamará para hablar de agentes de IA para su empresa.',
  },
  meeting: {
    title: 'Reserve una reunión con nuestro equipo de automatización',
    description:
      'Reserve un horario libre de nuestro equipo en línea o pida una reunión en una de nuestras oficinas. Confirmamos cada solicitud en 24 horas.',
  },
  privacy: {
    title: 'Política de privacidad',
    description:
      'Qué datos recogen los formularios de nuestro sitio web, para qué los recogemos, cuánto tiempo los conservamos y a quién dirigirse sobre ellos.',
  },
  presentation: {
    title: 'Presentación: cómo trabajan para usted nuestros agentes',
    description:
      'Una breve presentación de nuestra propuesta: los problemas que resuelven los agentes de IA, cómo se desarrolla un proyecto y qué resultados esperar.',
  },
  apiDocs: {
    title: 'Documentación de la API pública de casos',
    description:
      'Referencia de la API pública de solo lectura que devuelve nuestros casos de éxito en seis idiomas en formato JSON, lista para integraciones y socios.',
  },
  notFound: {
    title: 'Página no encontrada',
    description: 'La página que busca no existe o se ha trasladado a otra dirección.',
  },
  ogAlt: '{company}: agentes de IA para automatizar su empresa. De la idea a los ingresos.',
} satisfies Messages['meta'];
