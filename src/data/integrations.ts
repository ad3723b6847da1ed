/** The systems our agents connect to, by group; product names are never translated. */
export const integrationGroups = [
  { id: 'crm', items: ['Salesforce', 'HubSpot', 'amoCRM'] },
  { id: 'api', items: ['REST', 'GraphQL', 'WebHooks'] },
  { id: 'messengers', items: ['Telegram', 'WhatsApp', 'Slack'] },
  { id: 'erp', items: ['1C', 'SAP', 'Microsoft'] },
] as const;
