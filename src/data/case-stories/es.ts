/** Spanish text of the seeded success stories. */
import type { CaseStories } from './en';

const stories: CaseStories = {
  'fintech-customer-service': {
    title: 'Fintech: atención al cliente cinco veces más rápida',
    summary:
      'Un banco digital sustituyó su saturada primera línea de soporte por un agente de IA y ahora responde a sus clientes en segundos, de día y de noche.',
    body: 'El equipo de soporte del banco recibía más de 20 000 solicitudes al mes, y la mayoría eran las mismas preguntas sobre tarjetas, transferencias y límites. Los clientes esperaban hasta una hora para recibir respuesta en el chat.\n\nCreamos un agente de IA entrenado con la base de conocimientos del banco y lo conectamos a su sistema bancario central mediante una API segura. El agente consulta el estado de una tarjeta, explica las comisiones y bloquea una tarjeta perdida cuando el cliente lo solicita; los casos complejos los deriva a una persona junto con toda la conversación.\n\nEn tres meses, las solicitudes se atendían cinco veces más rápido, el agente resolvía por sí solo el 70 % de las conversaciones y el equipo de soporte pasó a ocuparse de los casos que requieren criterio humano.',
    industry: 'Fintech',
    results: [{ value: '×5', label: 'rapidez en la atención de solicitudes' }],
  },
  'retail-analytics': {
    title: 'Retail: analítica que aumentó el beneficio un 30 %',
    summary:
      'Una cadena de 120 tiendas usa un agente de IA para prever la demanda y planificar el inventario, lo que reduce las mermas y aumenta el beneficio.',
    body: 'El minorista planificaba sus compras en hojas de cálculo y cada gerente de tienda estimaba la demanda a ojo. Algunas estanterías se quedaban vacías mientras en otras tiendas había que desechar productos frescos.\n\nNuestro agente de IA combina el historial de ventas, las promociones, la previsión meteorológica y los eventos locales para prever la demanda de cada producto en cada tienda, y propone pedidos que los gerentes aprueban con un solo clic. Cada mañana envía un breve informe sobre lo que se vendió, lo que no y por qué.\n\nEn el primer año, las mermas se redujeron en un tercio, las estanterías estuvieron bien surtidas con más frecuencia y el beneficio creció un 30 %.',
    industry: 'Comercio minorista',
    results: [{ value: '30 %', label: 'crecimiento del beneficio' }],
  },
  'hr-recruiting': {
    title: 'RR. HH.: tiempo de contratación un 60 % menor',
    summary:
      'Una empresa de logística evalúa a miles de candidatos con un agente de IA y cubre sus vacantes en días en lugar de semanas.',
    body: 'Los reclutadores de la empresa leían cientos de currículos para cada vacante de conductor o de almacén y pasaban el día concertando entrevistas por teléfono. Mientras esperaban, los buenos candidatos aceptaban otras ofertas.\n\nPusimos en marcha un agente de IA que responde a los candidatos por mensajería, contrasta su experiencia y su documentación con los requisitos del puesto y programa las entrevistas directamente en la agenda de los reclutadores. Ahora los reclutadores ven una lista de preseleccionados ordenada por idoneidad en lugar de una pila de currículos.\n\nEl tiempo de contratación se redujo un 60 %, los reclutadores dedican su tiempo a las entrevistas y los candidatos reciben respuesta el mismo día.',
    industry: 'Recursos humanos',
    results: [{ value: '60 %', label: 'reducción del tiempo de contratación' }],
  },
};

export default stories;
