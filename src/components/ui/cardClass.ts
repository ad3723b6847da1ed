import styles from './CardSurface.module.css';

/** How a card's box looks. */
export interface CardStyle {
  tone?: 'plain' | 'accent';
  /** Room inside the border: `lg` for a card of text, `md` for a compact tile, `none` where media fills it. */
  padding?: 'lg' | 'md' | 'none';
}

/**
 * The classes of a card's box (border, corners, shadow, padding), for a tile whose content `Card`
 * does not lay out. Apart from `Card.tsx`, so that a page of such tiles carries no styles of
 * `Card`'s own layout nor of `CardGrid`.
 */
export function cardClass({ tone = 'plain', padding = 'lg' }: CardStyle = {}, extra = '') {
  const paddings = { lg: styles.paddingLg, md: styles.paddingMd, none: undefined };
  return [styles.surface, tone === 'accent' ? styles.accent : undefined, paddings[padding], extra]
    .filter(Boolean)
    .join(' ');
}
