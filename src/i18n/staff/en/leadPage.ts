/** The lead page beyond its fields and pipeline: where the lead came from, and the conversation with the visitor. */
export const leadPage = {
  /** The visit that brought the lead, as the site's own counting saw it. */
  visit: {
    title: 'Where the lead came from',
    landing: 'Landing page',
    source: 'Source',
    campaign: 'Campaign',
    referrer: 'Referrer',
    direct: 'None (typed in, a bookmark or an app)',
    none: 'No counted visit: the visitor was not counted (Do Not Track, a blocked script) or sent the form on another day.',
  },
};
