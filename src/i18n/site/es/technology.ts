/** Spanish: the technology page. */
import type { Messages } from '../en/index.ts';

export const technology = {
  title: 'Tecnología',
  subtitle:
    'Un conjunto de tecnologías probado y una plataforma de tres capas que hacen que nuestros agentes de IA sean precisos, seguros y rápidos.',
  capabilities: {
    title: 'Qué puede hacer nuestra plataforma',
    ai: {
      title: 'Inteligencia artificial',
      items: [
        'Grandes modelos de lenguaje',
        'Procesamiento del lenguaje natural',
        'Visión artificial',
        'Sistemas de recomendación',
      ],
    },
    data: {
      title: 'Procesamiento de datos',
      items: [
        'Procesamiento en tiempo real',
        'Limpieza y enriquecimiento de datos',
        'Analítica predictiva',
        'Informes interactivos',
      ],
    },
    security: {
      title: 'Seguridad',
      items: [
        'Cifrado en tránsito y en reposo',
        'Control de acceso basado en roles',
        'Registros de auditoría',
        'Tratamiento de datos conforme al RGPD',
      ],
    },
    integrations: {
      title: 'Integraciones',
      items: ['API REST y GraphQL', 'Webhooks y eventos', 'Conectores para CRM y ERP', 'Canales de mensajería'],
    },
  },
  stack: {
    title: 'Tecnologías que utilizamos',
    languages: 'Lenguajes',
    ml: 'Bibliotecas de aprendizaje automático e IA',
    cloud: 'Nube e infraestructura',
    databases: 'Bases de datos',
  },
  advantages: {
    title: 'Por qué funciona',
    scalable: { title: 'Escalable', text: 'De un agente a cientos sin tener que rediseñar el sistema.' },
    secure: {
      title: 'Seguro',
      text: 'Los datos están protegidos en cada paso y solo accede a ellos quien lo necesita.',
    },
    fast: { title: 'Rápido', text: 'Respuestas en menos de un segundo, incluso en los picos de carga.' },
    reliable: { title: 'Fiable', text: '99,9 % de disponibilidad, supervisión continua y recuperación automática.' },
  },
  architecture: {
    title: 'Arquitectura de la plataforma',
    subtitle: 'Tres capas, cada una con su función: los datos suben y las decisiones salen hacia sus sistemas.',
    diagramLabel: 'Diagrama: la capa de datos alimenta el motor de IA, que da servicio a la capa de API',
    flow: 'alimenta',
    data: {
      title: 'Capa de datos',
      text: 'Recoge, limpia y almacena los datos de sus sistemas.',
      items: ['Conectores', 'Lago de datos', 'Búsqueda vectorial'],
    },
    engine: {
      title: 'Motor de IA',
      text: 'Entiende las solicitudes, toma decisiones y aprende.',
      items: ['Modelos de lenguaje', 'Orquestación de agentes', 'Supervisión'],
    },
    api: {
      title: 'Capa de API',
      text: 'Entrega los resultados en sus canales y sistemas.',
      items: ['REST y GraphQL', 'Webhooks', 'Mensajería'],
    },
  },
  cta: {
    title: 'Hablemos de tecnología',
    text: 'Nuestros ingenieros responderán a sus preguntas sobre arquitectura, seguridad e integración.',
    consultation: 'Consulta técnica',
    apiDocs: 'Documentación de la API',
  },
} satisfies Messages['technology'];

export const tech_core = {
  title: 'Tecnologías clave',
  ml: { title: 'Aprendizaje automático', text: 'Modelos entrenados con sus datos que ganan precisión con el tiempo.' },
  nlp: { title: 'NLP', text: 'Comprensión y redacción de lenguaje natural en decenas de idiomas.' },
  cv: { title: 'Visión artificial', text: 'Lectura automática de documentos, imágenes y vídeo.' },
  automation: {
    title: 'Automatización de procesos',
    text: 'Tareas que se completan de principio a fin en todos sus sistemas.',
  },
} satisfies Messages['tech_core'];
