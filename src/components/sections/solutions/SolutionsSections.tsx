import { PageHero } from '../PageHero';
import { Applications } from './Applications';
import { Packages } from './Packages';
import { CustomSolution } from './CustomSolution';
import { Integrations } from './Integrations';
import { SolutionsCta } from './SolutionsCta';
import { catalogFor } from '../../../i18n';
import type { Lang } from '../../../i18n/languages';
import type { PackageCopyDocument, PackagesDocument } from '../../../content/packages';

/**
 * The solutions page's content, from the price table and the language's words for the
 * packages: the published ones on the public page, an editor's drafts in the staff preview.
 */
export function SolutionsSections({
  lang,
  packages,
  copy,
}: {
  lang: Lang;
  packages: PackagesDocument;
  copy: PackageCopyDocument;
}) {
  const t = catalogFor(lang).solutions;
  return (
    <>
      <PageHero title={t.title} lead={t.description} />
      <Applications lang={lang} />
      <Packages lang={lang} packages={packages} copy={copy} />
      <CustomSolution lang={lang} />
      <Integrations lang={lang} />
      <SolutionsCta lang={lang} />
    </>
  );
}
