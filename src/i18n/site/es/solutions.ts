/** Spanish: the solutions page: applications, packages, integrations. */
import type { Messages } from '../en/index.ts';

export const solutions = {
  title: 'Soluciones',
  description:
    'Agentes de IA para los procesos que más tiempo le quitan a su equipo, con paquetes para cada etapa de crecimiento.',
  applications: {
    title: 'Dónde ayudan los agentes de IA',
    customerService: {
      title: 'Atención al cliente',
      text: 'Respuestas inmediatas por chat, correo electrónico y mensajería a cualquier hora, con traspaso fluido a una persona en los casos complejos.',
    },
    analytics: {
      title: 'Analítica y previsiones',
      text: 'Agentes que reúnen datos de sus sistemas, detectan tendencias y prevén la demanda, las ventas y los riesgos.',
    },
    automation: {
      title: 'Automatización de procesos',
      text: 'Documentos, solicitudes y datos que circulan entre sistemas sin copias manuales ni errores.',
    },
    sales: {
      title: 'Crecimiento de las ventas',
      text: 'Cualificación de leads, ofertas personalizadas y seguimientos que mantienen vivo el interés de cada cliente potencial.',
    },
  },
  packages: {
    title: 'Paquetes',
    subtitle:
      'Empiece con poco y crezca: todos los paquetes incluyen configuración, entrenamiento con sus datos y soporte.',
    popular: 'El más elegido',
    priceFrom: 'desde {price}',
    perMonth: 'al mes',
    choose: 'Elegir paquete',
    featuresLabel: 'Incluido en {name}',
    start: {
      description: 'Para equipos pequeños que dan su primer paso en la automatización.',
      features: [
        '1 agente de IA para atención al cliente',
        'Respuestas automáticas en el chat',
        'Analítica básica',
        'Integración con 1 plataforma',
        'Soporte 8/5',
      ],
    },
    growth: {
      description: 'Para empresas en crecimiento que automatizan ventas y marketing.',
      features: [
        '3 agentes especializados',
        'Automatización de ventas y marketing',
        'Analítica avanzada',
        'Integración con CRM/ERP',
        'Gestor de cuenta dedicado',
        'Soporte 24/7',
      ],
    },
    scale: {
      description: 'Para grandes empresas que necesitan IA en toda la organización.',
      features: [
        'Agentes ilimitados',
        'Desarrollo a medida',
        'Analítica y previsiones con IA',
        'Integración total con sus sistemas de TI',
        'Equipo dedicado',
        'SLA del 99,9 % y soporte prémium',
      ],
    },
  },
  custom: {
    title: '¿Necesita algo diferente?',
    text: 'Diseñamos soluciones a medida para procesos complejos y grandes empresas. Cuéntenos su reto y le propondremos una arquitectura y un presupuesto.',
    cta: 'Hablar de una solución a medida',
  },
  integrations: {
    title: 'Integraciones',
    subtitle: 'Nuestros agentes se conectan a las herramientas que su equipo ya utiliza.',
    crm: 'CRM',
    api: 'API',
    messengers: 'Mensajería',
    erp: 'ERP',
  },
} satisfies Messages['solutions'];
