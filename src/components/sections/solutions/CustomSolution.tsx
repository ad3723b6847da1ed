import { ArrowRight, Lightbulb } from 'lucide-react';
import { ButtonLink } from '../../ui/Button';
import { Section } from '../../ui/Section';
import type { Lang } from '../../../i18n/languages';
import { formPath } from '../../../routing/localizedPath';
import styles from './CustomSolution.module.css';
import type { ShownDocuments } from '../../../content/shown';

/** A prompt for companies whose needs no package covers: one sentence and a link to the contact form. */
export function CustomSolution({ lang, shown }: { lang: Lang; shown: ShownDocuments }) {
  const t = shown.catalog(lang).solutions.custom;
  return (
    <Section labelledBy="custom-title">
      <div className={styles.panel}>
        <span className={styles.icon}>
          <Lightbulb aria-hidden="true" />
        </span>
        <div className={styles.copy}>
          <h2 id="custom-title" className={styles.title}>
            {t.title}
          </h2>
          <p className={styles.text}>{t.text}</p>
        </div>
        <ButtonLink
          href={formPath(lang, 'contact', { subject: 'individual' })}
          size="lg"
          className={styles.action}
          icon={<ArrowRight aria-hidden="true" />}
          iconEnd
        >
          {t.cta}
        </ButtonLink>
      </div>
    </Section>
  );
}
