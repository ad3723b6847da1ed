import { PageHero } from '../PageHero';
import { Applications } from './Applications';
import { Packages } from './Packages';
import { CustomSolution } from './CustomSolution';
import { Integrations } from './Integrations';
import { SolutionsCta } from './SolutionsCta';
import type { Lang } from '../../../i18n/languages';
import type { PackageCopyDocument, PackagesDocument } from '../../../content/packages';
import type { ShownDocuments } from '../../../content/shown';

/**
 * The solutions page's content, from the price table and the language's words for the
 * packages: the published ones on the public page, an editor's drafts in the staff preview.
 */
export function SolutionsSections({
  lang,
  shown,
  packages,
  copy,
}: {
  lang: Lang;
  shown: ShownDocuments;
  packages: PackagesDocument;
  copy: PackageCopyDocument;
}) {
  const t = shown.catalog(lang).solutions;
  return (
    <>
      <PageHero title={t.title} lead={t.description} />
      <Applications lang={lang} shown={shown} />
      <Packages lang={lang} shown={shown} packages={packages} copy={copy} />
      <CustomSolution lang={lang} shown={shown} />
      <Integrations lang={lang} shown={shown} />
      <SolutionsCta lang={lang} shown={shown} />
    </>
  );
}
