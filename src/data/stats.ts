/** Which result figures each page shows, in order; their values and labels live in the catalogs. */
export const heroStats = ['efficiency', 'uptime', 'timeSaving'] as const;

export const caseResultStats = ['efficiency', 'timeSaving', 'projects', 'satisfaction'] as const;
