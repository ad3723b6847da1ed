/**
 * The cover images shipped with the site: one per seeded case plus a fallback. Sources live in
 * `src/assets/cases/{name}.jpg` (drawn by `npm run case-covers`); the build writes every variant
 * below to `/images/cases/{name}-{width}.{fingerprint}.{format}`, named by content so pages can
 * let browsers keep them for a year, and the one JPEG the cases API promises under a stable
 * name, `/images/cases/{name}-1200.jpg`.
 */

/** Names a case's `coverImage` may use to pick a shipped cover. */
export const coverNames = ['fintech-customer-service', 'retail-analytics', 'hr-recruiting', 'fallback'] as const;

export type CoverName = (typeof coverNames)[number];

/** The cover shown when a case names none, or one that is not shipped. */
const fallbackCover: CoverName = 'fallback';

/** Size of every source image; variants keep its 16:9 ratio. */
export const coverSize = { width: 1600, height: 900 } as const;

/** Widths of the responsive variants, each written in every format. */
export const coverWidths = [480, 800, 1200, 1600] as const;

/** Formats in order of preference: `<source>`s for the first two, the last one for `<img>`. */
export const coverFormats = ['avif', 'webp', 'jpg'] as const;

export type CoverFormat = (typeof coverFormats)[number];

/** The public folder the variants are written to. */
export const coverDirectory = '/images/cases';

/**
 * Site path of one variant, named by `fingerprint` (the source's content, see
 * `coverFingerprint`), e.g. `/images/cases/retail-analytics-800.3f9a0c1b2d.webp`.
 */
export function coverVariantPath(name: CoverName, width: number, format: CoverFormat, fingerprint: string): string {
  return `${coverDirectory}/${name}-${width}.${fingerprint}.${format}`;
}

/** Site path of the JPEG a cover keeps under a stable name, for the cases API's clients. */
export function stableCoverPath(name: CoverName): string {
  return `${coverDirectory}/${name}-${primaryCoverWidth}.jpg`;
}

/** Height of a variant of the given width. */
export function coverHeightFor(width: number): number {
  return Math.round((width * coverSize.height) / coverSize.width);
}

/** True when `value` names a shipped cover. */
export function isCoverName(value: unknown): value is CoverName {
  return typeof value === 'string' && (coverNames as readonly string[]).includes(value);
}

/** Where uploaded covers are served: `/media/covers/{hash}-{width}.{format}`, named by content. */
const uploadedCoverDirectory = '/media/covers';

/** A `coverImage` naming an upload: `upload:` and the content hash of its variants. */
const uploadPattern = /^upload:([0-9a-f]{16})$/;

/** True when `value` names an uploaded cover (`upload:0123456789abcdef`). */
export function isUploadedCover(value: unknown): value is string {
  return typeof value === 'string' && uploadPattern.test(value);
}

/** Site path of one variant of an uploaded cover. */
export function uploadedCoverPath(hash: string, width: number, format: CoverFormat): string {
  return `${uploadedCoverDirectory}/${hash}-${width}.${format}`;
}

/** What a case's cover resolves to: a shipped image set, an uploaded one, or an image elsewhere. */
export type ResolvedCover = { kind: 'shipped'; name: CoverName } | { kind: 'uploaded'; hash: string } | { kind: 'external'; url: string };

/**
 * Reads a case's `coverImage`: a shipped name, an absolute http(s) URL, or anything else
 * (null, an unknown name, a relative path) for the fallback cover.
 */
export function resolveCover(coverImage: string | null | undefined): ResolvedCover {
  if (isCoverName(coverImage)) return { kind: 'shipped', name: coverImage };
  const upload = uploadPattern.exec(coverImage ?? '');
  if (upload) return { kind: 'uploaded', hash: upload[1]! };
  if (coverImage && /^https?:\/\//i.test(coverImage)) {
    try {
      return { kind: 'external', url: new URL(coverImage).href };
    } catch {
      // Not a usable URL: fall through to the fallback.
    }
  }
  return { kind: 'shipped', name: fallbackCover };
}

/** The width used where one image must stand for the cover: the API, JSON-LD, social cards. */
export const primaryCoverWidth = 1200;

/** Absolute URL of a case's cover as one JPEG at a stable address on `origin`, or its external URL. */
export function coverUrl(coverImage: string | null | undefined, origin: URL | string): string {
  const cover = resolveCover(coverImage);
  if (cover.kind === 'external') return cover.url;
  if (cover.kind === 'uploaded') return new URL(uploadedCoverPath(cover.hash, primaryCoverWidth, 'jpg'), origin).href;
  return new URL(stableCoverPath(cover.name), origin).href;
}
