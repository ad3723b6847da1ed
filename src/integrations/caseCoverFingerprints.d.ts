/** The shipped covers' content fingerprints, by name (see `coverFingerprintsPlugin`). */
declare module 'virtual:case-cover-fingerprints' {
  const fingerprints: Record<import('../data/caseCovers').CoverName, string>;
  export default fingerprints;
}
