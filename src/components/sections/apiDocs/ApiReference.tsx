import { Container } from '../../ui/Container';
import type { Lang } from '../../../i18n/languages';
import stories from '../../../data/case-stories/en';
import { coverUrl } from '../../../data/caseCovers';
import { CodeBlock } from './CodeBlock';
import { DocSection } from './DocSection';
import styles from './ApiReference.module.css';
import type { ShownDocuments } from '../../../content/shown';

const endpointPath = '/functions/v1/get-cases-by-lang';

/** One case as the API returns it, built from the first seeded story and its shipped cover. */
const exampleSlug = 'fintech-customer-service';
const exampleStory = stories[exampleSlug];
const exampleResponse = (origin: string) =>
  JSON.stringify(
    [
      {
        id: exampleSlug,
        title: exampleStory.title,
        summary: exampleStory.summary,
        body: exampleStory.body.split('\n\n')[0],
        cover_img: coverUrl(exampleSlug, origin),
      },
    ],
    null,
    2,
  );

const exampleError = '400 {"error":"Unsupported language"}';

interface ApiReferenceProps {
  lang: Lang;
  shown: ShownDocuments;
  /** The site's public origin, for the copy-paste example. */
  origin: string;
}

/** The reference of the public cases API: endpoint, parameter, response, errors, caching and an example. */
export function ApiReference({ lang, shown, origin }: ApiReferenceProps) {
  const t = shown.catalog(lang).apiDocs;
  return (
    <div className={styles.wrapper}>
      <Container>
        <div className={styles.column}>
          <DocSection id="api-endpoint" title={t.endpoint}>
            <CodeBlock>
              <span className={styles.method}>GET</span>
              {` ${endpointPath}?lng={code}`}
            </CodeBlock>
          </DocSection>
          <DocSection id="api-parameters" title={t.parameters}>
            <div className={styles.tableWrap}>
              <table className={styles.table} aria-labelledby="api-parameters">
                <tbody>
                  <tr>
                    <th scope="row">
                      <code>lng</code>
                    </th>
                    <td>{t.lngParam}</td>
                  </tr>
                </tbody>
              </table>
            </div>
          </DocSection>
          <DocSection id="api-response" title={t.response}>
            <p>{t.responseText}</p>
            <CodeBlock>{exampleResponse(origin)}</CodeBlock>
          </DocSection>
          <DocSection id="api-errors" title={t.errors}>
            <p>{t.errorsText}</p>
            <CodeBlock>{exampleError}</CodeBlock>
          </DocSection>
          <DocSection id="api-caching" title={t.caching}>
            <p>{t.cachingText}</p>
          </DocSection>
          <DocSection id="api-example" title={t.example}>
            <CodeBlock>{`curl '${origin}${endpointPath}?lng=fr'`}</CodeBlock>
          </DocSection>
        </div>
      </Container>
    </div>
  );
}
