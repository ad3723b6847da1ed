/** Portuguese text of the seeded success stories. */
import type { CaseStories } from './en';

const stories: CaseStories = {
  'fintech-customer-service': {
    title: 'Fintech: atendimento ao cliente cinco vezes mais rápido',
    summary:
      'Um banco digital substituiu sua primeira linha de suporte, que estava sobrecarregada, por um agente de IA e agora responde aos clientes em segundos, dia e noite.',
    body: 'A equipe de suporte do banco recebia mais de 20.000 solicitações por mês, e a maioria eram as mesmas perguntas sobre cartões, transferências e limites. Os clientes esperavam até uma hora por uma resposta no chat.\n\nCriamos um agente de IA treinado com a base de conhecimento do banco e o conectamos ao sistema bancário central por meio de uma API segura. O agente verifica o status de um cartão, explica as tarifas e bloqueia um cartão perdido a pedido do cliente, e encaminha os casos complexos a uma pessoa junto com todo o histórico da conversa.\n\nEm três meses, as solicitações passaram a ser atendidas cinco vezes mais rápido, o agente resolveu sozinho 70% das conversas e a equipe de suporte passou a se dedicar aos casos que exigem o olhar de uma pessoa.',
    industry: 'Fintech',
    results: [{ value: '5x', label: 'agilidade no atendimento de solicitações' }],
  },
  'retail-analytics': {
    title: 'Varejo: análises que aumentaram o lucro em 30%',
    summary:
      'Uma rede de 120 lojas usa um agente de IA para prever a demanda e planejar o estoque, reduzindo as perdas e aumentando o lucro.',
    body: 'O varejista planejava as compras em planilhas, e cada gerente de loja estimava a demanda a olho. Algumas prateleiras ficavam vazias, enquanto em outras lojas produtos frescos iam para o lixo.\n\nNosso agente de IA combina histórico de vendas, promoções, clima e eventos locais para prever a demanda de cada produto em cada loja e sugere pedidos que os gerentes aprovam com um clique. Todas as manhãs, ele envia um breve relatório sobre o que vendeu, o que não vendeu e por quê.\n\nNo primeiro ano, as perdas caíram um terço, as prateleiras passaram a estar abastecidas com mais frequência e o lucro cresceu 30%.',
    industry: 'Varejo',
    results: [{ value: '30%', label: 'crescimento do lucro' }],
  },
  'hr-recruiting': {
    title: 'RH: tempo de contratação 60% menor',
    summary:
      'Uma empresa de logística faz a triagem de milhares de candidatos com um agente de IA e preenche vagas em dias, não em semanas.',
    body: 'Os recrutadores da empresa liam centenas de currículos para cada vaga de motorista e de operador de armazém e passavam o dia marcando entrevistas por telefone. Bons candidatos aceitavam outras propostas enquanto esperavam.\n\nLançamos um agente de IA que responde aos candidatos em aplicativos de mensagens, confere a experiência e os documentos de cada um com os requisitos da vaga e marca entrevistas diretamente na agenda dos recrutadores. Em vez de uma pilha de currículos, os recrutadores recebem uma lista curta e já classificada.\n\nO tempo de contratação caiu 60%, os recrutadores agora dedicam seu tempo às entrevistas e os candidatos recebem uma resposta no mesmo dia.',
    industry: 'Recursos humanos',
    results: [{ value: '60%', label: 'redução no tempo de contratação' }],
  },
};

export default stories;
