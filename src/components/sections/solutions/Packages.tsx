import { ArrowRight, Check, Star } from 'lucide-react';
import { ButtonLink } from '../../ui/Button';
import { cardClass } from '../../ui/cardClass';
import { Section } from '../../ui/Section';
import { SectionHeader } from '../../ui/SectionHeader';
import { format } from '../../../i18n';
import { formatParts } from '../../../i18n/formatParts';
import type { Lang } from '../../../i18n/languages';
import type { PackageCopyDocument, PackagesDocument } from '../../../content/packages';
import { formatPackagePrice } from '../../../format/price';
import { formPath } from '../../../routing/localizedPath';
import styles from './Packages.module.css';
import type { ShownDocuments } from '../../../content/shown';

/**
 * The `#packages` price table: a card per package of the published price table (`packages`), in
 * its order, with the language's words for it (`copy`), the popular one highlighted.
 */
export function Packages({
  lang,
  shown,
  packages,
  copy: words,
}: {
  lang: Lang;
  shown: ShownDocuments;
  packages: PackagesDocument;
  copy: PackageCopyDocument;
}) {
  const t = shown.catalog(lang).solutions.packages;
  return (
    <Section id="packages" labelledBy="packages-title" tone="muted">
      <SectionHeader id="packages-title" title={t.title} lead={t.subtitle} />
      <div className={styles.grid}>
        {packages.items.map((pkg) => {
          const copy = words[pkg.id];
          const { name } = pkg;
          const titleId = `package-${pkg.id}-title`;
          return (
            <article
              key={pkg.id}
              className={cardClass(
                { tone: pkg.popular ? 'accent' : 'plain' },
                `${styles.card} ${pkg.popular ? styles.popular : ''}`,
              )}
              aria-labelledby={titleId}
            >
              <div className={styles.head}>
                <h3 id={titleId} className={styles.name} translate="no">
                  {name}
                </h3>
                {pkg.popular ? (
                  <p className={styles.badge}>
                    <Star size={14} aria-hidden="true" />
                    {t.popular}
                  </p>
                ) : null}
              </div>
              <p className={styles.description}>{copy.description}</p>
              <p className={styles.price}>
                <span className={styles.from}>
                  {formatParts(t.priceFrom, {
                    price: <strong className={styles.amount}>{formatPackagePrice(lang, pkg.prices)}</strong>,
                  })}
                </span>{' '}
                <span className={styles.period}>{t.perMonth}</span>
              </p>
              <ul className={styles.features} aria-label={format(t.featuresLabel, { name })}>
                {copy.features.map((feature) => (
                  <li key={feature}>
                    <Check size={18} aria-hidden="true" />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
              <ButtonLink
                href={formPath(lang, 'contact', { package: pkg.id })}
                variant={pkg.popular ? 'primary' : 'secondary'}
                className={styles.choose}
                icon={<ArrowRight aria-hidden="true" />}
                iconEnd
              >
                {t.choose}
                <span className="visually-hidden" translate="no">{` ${name}`}</span>
              </ButtonLink>
            </article>
          );
        })}
      </div>
    </Section>
  );
}
