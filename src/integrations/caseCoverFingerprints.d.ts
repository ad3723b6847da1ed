/** The shipped covers' content fingerprints, by name (see `coverFingerprintsPlugin`). */
declare module 'virtual:case-cover-fingerprints' {
  const fingerprints: Record<import('../data/caseCovers').CoverName, string>;
  export default fingerprints;
}

/** The shipped covers' placeholders as data URLs, by name; none for one too plain to count (see `coverFingerprintsPlugin`). */
declare module 'virtual:case-cover-placeholders' {
  const placeholders: Partial<Record<import('../data/caseCovers').CoverName, string>>;
  export default placeholders;
}
