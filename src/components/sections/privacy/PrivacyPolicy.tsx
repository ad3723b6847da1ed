import { Container } from '../../ui/Container';
import type { Lang } from '../../../i18n/languages';
import { site } from '../../../config/site';
import { PolicyPart } from './PolicyPart';
import styles from './PrivacyPolicy.module.css';
import type { ShownDocuments } from '../../../content/shown';

const parts = ['collect', 'purpose', 'retention', 'cookies', 'visits'] as const;

/** A message with its `{email}` placeholder replaced by a mailto link to the privacy contact. */
function WithEmailLink({ message }: { message: string }) {
  const [before, ...rest] = message.split('{email}');
  const link = <a href={`mailto:${site.privacyEmail}`}>{site.privacyEmail}</a>;
  if (!rest.length) {
    return (
      <>
        {before} {link}
      </>
    );
  }
  return (
    <>
      {before}
      {link}
      {rest.join(site.privacyEmail)}
    </>
  );
}

/** The body of the privacy policy: what is collected, why, for how long, cookies, visit statistics and rights. */
export function PrivacyPolicy({ lang, shown }: { lang: Lang; shown: ShownDocuments }) {
  const t = shown.catalog(lang).privacy;
  return (
    <div className={styles.wrapper}>
      <Container>
        <div className={styles.column}>
          {parts.map((part) => (
            <PolicyPart key={part} id={`privacy-${part}`} title={t[part].title}>
              <p>{t[part].text}</p>
            </PolicyPart>
          ))}
          <PolicyPart id="privacy-rights" title={t.rights.title}>
            <p>
              <WithEmailLink message={t.rights.text} />
            </p>
          </PolicyPart>
        </div>
      </Container>
    </div>
  );
}
