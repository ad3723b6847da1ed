import type { Graph } from 'schema-dts';
import { site } from '../../config/site';
import { format } from '../../i18n';
import { languages, ogLocale, type Lang } from '../../i18n/languages';
import { alternates, withoutLanguages, type LanguagePaths } from '../../seo/alternates';
import { serializeJsonLd } from '../../seo/jsonLd';
import { fullTitle as composeTitle } from '../../seo/snippet';
import { defaultSocialImage, socialImageSize, type SocialImage } from '../../content/socialImages';
import type { ShownDocuments } from '../../content/shown';

interface SeoProps {
  lang: Lang;
  shown: ShownDocuments;
  title: string;
  description: string;
  /** The page's path in each language it exists in; absent for pages that must not be indexed. */
  paths?: LanguagePaths;
  /** Languages whose version is kept out of search engines: no alternate points to them. */
  unindexed?: readonly Lang[];
  origin: URL;
  ogType?: 'website' | 'article';
  /** The page's structured data, one graph in one script element. */
  jsonLd?: Graph;
  noindex?: boolean;
  /** The picture the page shows when shared: an editor's upload, else the language's card. */
  image?: SocialImage;
}

/** Everything a page says about itself in `<head>`: title, description, canonical, alternates, social cards. */
export function Seo({
  lang,
  shown,
  title,
  description,
  paths,
  unindexed = [],
  origin,
  ogType = 'website',
  jsonLd,
  noindex,
  image: shared = defaultSocialImage(lang),
}: SeoProps) {
  const t = shown.catalog(lang);
  const fullTitle = composeTitle(title);
  const canonicalPath = paths?.[lang];
  const canonical = canonicalPath ? new URL(canonicalPath, origin).href : undefined;
  const image = new URL(shared.path, origin).href;
  const imageAlt = format(t.meta.ogAlt, { company: site.name });
  const alternatePaths = paths && withoutLanguages(paths, unindexed);
  const otherLocales = languages.filter((code) => code !== lang && alternatePaths?.[code]);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      {canonical ? <link rel="canonical" href={canonical} /> : null}
      {alternatePaths
        ? alternates(alternatePaths, origin).map((alt) => (
            <link key={alt.hreflang} rel="alternate" hrefLang={alt.hreflang} href={alt.href} />
          ))
        : null}
      <meta property="og:type" content={ogType} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {canonical ? <meta property="og:url" content={canonical} /> : null}
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content={shared.type} />
      <meta property="og:image:width" content={String(socialImageSize.width)} />
      <meta property="og:image:height" content={String(socialImageSize.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta property="og:locale" content={ogLocale(lang)} />
      {otherLocales.map((code) => (
        <meta key={code} property="og:locale:alternate" content={ogLocale(code)} />
      ))}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
      {jsonLd ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
      ) : null}
    </>
  );
}
