import {
  coverFormats,
  coverSize,
  coverVariantPath,
  coverWidths,
  resolveCover,
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
}

const sourceTypes: Record<Exclude<CoverFormat, 'jpg'>, string> = { avif: 'image/avif', webp: 'image/webp' };

function srcSet(name: CoverName, format: CoverFormat): string {
  return coverWidths.map((width) => `${coverVariantPath(name, width, format, fingerprints[name])} ${width}w`).join(', ');
}

/**
 * A case's cover at 16:9: a `<picture>` offering AVIF and WebP in four widths with a JPEG
 * fallback for a shipped cover, or a plain `<img>` for a cover hosted elsewhere.
 */
export function CaseCover({ coverImage, sizes, eager = false, priority = false, alt = '' }: CaseCoverProps) {
  const cover = resolveCover(coverImage);
  const common = {
    alt,
    width: coverSize.width,
    height: coverSize.height,
    loading: eager ? ('eager' as const) : ('lazy' as const),
    decoding: 'async' as const,
    className: styles.image,
    ...(priority ? { fetchPriority: 'high' as const } : {}),
  };
  if (cover.kind === 'external') {
    return <img src={cover.url} referrerPolicy="no-referrer" {...common} />;
  }
  return (
    <picture className={styles.picture}>
      {coverFormats
        .filter((format): format is Exclude<CoverFormat, 'jpg'> => format !== 'jpg')
        .map((format) => (
          <source key={format} type={sourceTypes[format]} srcSet={srcSet(cover.name, format)} sizes={sizes} />
        ))}
      <img src={coverVariantPath(cover.name, 800, 'jpg', fingerprints[cover.name])} srcSet={srcSet(cover.name, 'jpg')} sizes={sizes} {...common} />
    </picture>
  );
}
