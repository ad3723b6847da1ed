/** English: the redirects screen (editors and admins). */

export const redirects = {
  title: 'Redirects',
  intro:
    'Send an old address, or a short link for a campaign, to a page of the site or to another site. The visitor’s own query (campaign tags) goes along when the target has none.',
  add: 'Add or change a redirect',
  from: 'Address on this site',
  fromHint: 'A path such as /en/offer. Saving an address that already redirects changes where it goes.',
  target: 'Send to',
  targetHint: 'A path on this site (/en/solutions) or a full address (https://…).',
  status: 'Kind',
  permanent: 'Permanent (301): the old address is gone for good',
  temporary: 'Temporary (302): the address will come back',
  save: 'Save redirect',
  saved: 'Redirect saved: {from}.',
  replaced: 'Redirect changed: {from}.',
  removed: 'Redirect removed: {from}. The address now answers “page not found”.',
  notFound: 'This redirect no longer exists: someone removed it.',
  list: 'Redirects',
  empty: 'No redirects yet.',
  hits: 'Visitors sent',
  lastHit: 'Last visitor',
  never: 'never',
  remove: 'Remove',
  removeLabel: 'Remove the redirect from {from}',
  refusals: {
    fromInvalid: 'The address must be a path on this site starting with one /, without spaces, ? or #.',
    fromRoute: 'A page of the site already answers this address: a redirect would hide it or never be reached.',
    targetInvalid:
      'Send to a path on this site starting with / or to a full address starting with https:// or http://.',
    sameAddress: 'The redirect would send the address to itself.',
    loop: 'The redirects would go round in a loop: this target leads back to the address.',
    tooLong: 'The address may be {from} characters long at most, the target {target}.',
  },
};
