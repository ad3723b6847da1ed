import {
  coverFormats,
  coverSize,
  coverVariantPath,
  coverWidths,
  resolveCover,
  uploadedCoverPath,
  type CoverFormat,
  type CoverName,
} from '../../../data/caseCovers';
import fingerprints from 'virtual:case-cover-fingerprints';
import styles from './CaseCover.module.css';

interface CaseCoverProps {
  /** The case's `coverImage`: a shipped cover's name, an absolute URL, or null for the fallback. */
  coverImage: string | null;
  /** The `sizes` the image is laid out at, so the browser picks the right width. */
  sizes: string;
  /** Above the fold: load at once (and first, with `priority`) instead of lazily. */
  eager?: boolean;
  priority?: boolean;
  /** Empty by default: the case's title sits next to the cover, which only decorates. */
  alt?: string;
  /**
   * The cover's placeholder as a data URL (see `encodeCoverPlaceholder`): drawn under the
   * cover in the page's first paint, so the cover itself is fetched once laid out, not first
   * (`eager` and `priority` give way), and not preloaded (`coverPreload`).
   */
  placeholder?: string | undefined;
}

const sourceTypes: Record<Exclude<CoverFormat, 'jpg'>, string> = { avif: 'image/avif', webp: 'image/webp' };

/** The variants of a shipped cover (by name) or an uploaded one (by hash) in one format. */
function srcSet(
  cover: { kind: 'shipped'; name: CoverName } | { kind: 'uploaded'; hash: string },
  format: CoverFormat,
): string {
  return coverWidths.map((width) => `${variantPath(cover, width, format)} ${width}w`).join(', ');
}

function variantPath(
  cover: { kind: 'shipped'; name: CoverName } | { kind: 'uploaded'; hash: string },
  width: number,
  format: CoverFormat,
): string {
  return cover.kind === 'shipped'
    ? coverVariantPath(cover.name, width, format, fingerprints[cover.name])
    : uploadedCoverPath(cover.hash, width, format);
}

/** What a page's `<head>` needs to fetch a cover before the parser reaches it: a `<link rel="preload">`'s attributes. */
export interface CoverPreload {
  href?: string;
  imageSrcSet?: string;
  imageSizes?: string;
  type?: string;
}

/**
 * The preload of the cover `CaseCover` shows with these `sizes`: its AVIF set (every browser that
 * preloads reads AVIF), or the one external image; none when the page draws its `placeholder`.
 * The first paint then shows the cover, and a cover fetched before that paint would only hold it
 * up: in Lighthouse's simulation, every request a page starts before its largest paint delays it
 * (the cover's round trip took a case page's LCP from 690 to 900 ms).
 */
export function coverPreload(
  coverImage: string | null,
  sizes: string,
  placeholder: string | undefined,
): CoverPreload | undefined {
  if (placeholder) return undefined;
  const cover = resolveCover(coverImage);
  if (cover.kind === 'external') return { href: cover.url };
  return { imageSrcSet: srcSet(cover, 'avif'), imageSizes: sizes, type: sourceTypes.avif };
}

/**
 * A case's cover at 16:9: a `<picture>` offering AVIF and WebP in four widths with a JPEG
 * fallback for a shipped or uploaded cover, or a plain `<img>` for a cover hosted elsewhere.
 */
export function CaseCover({
  coverImage,
  sizes,
  eager = false,
  priority = false,
  alt = '',
  placeholder,
}: CaseCoverProps) {
  const cover = resolveCover(coverImage);
  const common = {
    alt,
    width: coverSize.width,
    height: coverSize.height,
    loading: eager && !placeholder ? ('eager' as const) : ('lazy' as const),
    className: styles.image,
    // The page's largest paint: fetched first, and painted with the frame it arrives in.
    ...(priority && !placeholder ? { fetchPriority: 'high' as const } : { decoding: 'async' as const }),
  };
  if (cover.kind === 'external') {
    return <img src={cover.url} referrerPolicy="no-referrer" {...common} />;
  }
  const picture = (
    <picture className={styles.picture}>
      {coverFormats
        .filter((format): format is Exclude<CoverFormat, 'jpg'> => format !== 'jpg')
        .map((format) => (
          <source key={format} type={sourceTypes[format]} srcSet={srcSet(cover, format)} sizes={sizes} />
        ))}
      <img src={variantPath(cover, 800, 'jpg')} srcSet={srcSet(cover, 'jpg')} sizes={sizes} {...common} />
    </picture>
  );
  if (!placeholder) return picture;
  return (
    <span className={styles.stack}>
      <img src={placeholder} alt="" width={coverSize.width} height={coverSize.height} className={styles.placeholder} />
      {picture}
    </span>
  );
}
