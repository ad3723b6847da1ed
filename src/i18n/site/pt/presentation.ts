/** Portuguese: the presentation. */
import type { Messages } from '../en/index.ts';

export const presentation = {
  title: 'Como os agentes de IA trabalham para a sua empresa',
  intro: 'Uma visão geral da nossa oferta em cinco etapas. Leia no seu próprio ritmo.',
  slideLabel: 'Etapa {number} de {total}',
  slides: [
    {
      title: 'O problema',
      text: 'As equipes gastam até metade do dia com solicitações repetitivas, cópia de dados e relatórios rotineiros.',
    },
    {
      title: 'A solução',
      text: 'Os agentes de IA assumem essas tarefas no chat, no e-mail, no CRM e no ERP, trabalhando 24/7, sem pausas nem erros.',
    },
    {
      title: 'Como funciona um projeto',
      text: 'Uma sessão de trabalho sobre os seus processos, um piloto com dados reais em poucas semanas e, depois, o lançamento e a melhoria contínua.',
    },
    {
      title: 'O que você ganha',
      text: 'Até três vezes mais eficiência, até 90% menos tempo gasto com tarefas rotineiras e respostas aos clientes em segundos.',
    },
    {
      title: 'Próximo passo',
      text: 'Solicite uma demonstração e mostraremos o que um agente pode fazer com os seus próprios processos.',
    },
  ],
  cta: 'Agendar demonstração',
} satisfies Messages['presentation'];
