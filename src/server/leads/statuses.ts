/** Where a lead stands in the sales pipeline, in the order the staff screens list them (stored as text in `leads.status`). */
export const leadStatuses = ['new', 'contacted', 'qualified', 'won', 'lost', 'spam'] as const;
export type LeadStatus = (typeof leadStatuses)[number];
