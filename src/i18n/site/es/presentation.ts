/** Spanish: the presentation. */
import type { Messages } from '../en/index.ts';

export const presentation = {
  title: 'Cómo trabajan los agentes de IA para su empresa',
  intro: 'Nuestra propuesta en cinco pasos. Léala a su ritmo.',
  slideLabel: 'Paso {number} de {total}',
  slides: [
    {
      title: 'El problema',
      text: 'Los equipos dedican hasta la mitad de su jornada a solicitudes repetitivas, a copiar datos y a informes rutinarios.',
    },
    {
      title: 'La solución',
      text: 'Los agentes de IA asumen estas tareas en el chat, el correo electrónico, el CRM y el ERP, y trabajan 24/7 sin pausas ni errores.',
    },
    {
      title: 'Cómo se desarrolla un proyecto',
      text: 'Un taller sobre sus procesos, un piloto con datos reales en pocas semanas y, después, el lanzamiento y la mejora continua.',
    },
    {
      title: 'Qué obtiene',
      text: 'Hasta el triple de eficiencia, hasta un 90 % menos de tiempo dedicado a la rutina y respuestas a sus clientes en segundos.',
    },
    {
      title: 'Siguiente paso',
      text: 'Solicite una demo y le mostraremos lo que un agente puede hacer con sus propios procesos.',
    },
  ],
  cta: 'Solicitar demo',
} satisfies Messages['presentation'];
