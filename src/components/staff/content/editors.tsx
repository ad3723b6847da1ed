/**
 * The editor layouts a document kind's form names (`form.editor` in `src/content/kinds/`): each
 * renders the kind's fields and names a field in words, for the error summary of a refused form.
 */
import type { ReactNode } from 'react';
import { documentKinds, type DocumentKey } from '../../../content/documents';
import type { DocumentEditorName, DocumentFields, DocumentLang } from '../../../content/kinds/define';
import { officeOrder } from '../../../content/kinds/offices';
import { officeIds, type OfficeId } from '../../../data/offices';
import { packageName, type NamedPackage, type PackageId } from '../../../data/packages';
import { catalogs, format, staffCatalogs } from '../../../i18n';
import type { Lang, StaffLang } from '../../../i18n/languages';
import { localizedPath } from '../../../routing/localizedPath';
import type { PageId } from '../../../routing/pages';
import type { DocumentEditing } from '../../../server/documents/contentScreens';
import { pathWords } from './copyWords';
import { CopyFields } from './CopyFields';
import { fieldId, type FieldsState } from './fieldProps';
import { IndexingFields } from './IndexingFields';
import { OfficeFields } from './OfficeFields';
import { PackageFields } from './PackageFields';
import { PageCopyFields } from './PageCopyFields';
import { SocialImageFields, type CardTexts } from './SocialImageFields';

interface EditorProps {
  lang: StaffLang;
  documentLang: DocumentLang;
  state: FieldsState;
  /** The document's kind. */
  kind: DocumentKey;
  editing: DocumentEditing;
  origin: string;
  cards?: CardTexts | undefined;
  /** The packages' published names. */
  packages: readonly NamedPackage[];
}

interface Editor {
  Fields(props: EditorProps): ReactNode;
  /** A field's name in words ("Growth: monthly price, RUB"); undefined for one it does not know. */
  label(
    lang: StaffLang,
    field: string,
    documentLang: DocumentLang,
    packages: readonly NamedPackage[],
  ): string | undefined;
  /** The id of the control a field's error links to, when not its own (`fieldId`). */
  anchor?(field: string, fields: DocumentFields): string | undefined;
}

/** A field's name split at its first dot: `RUB.start` → [`RUB`, `start`]. */
const split = (field: string): [string, string] => {
  const dot = field.indexOf('.');
  return dot < 0 ? [field, ''] : [field.slice(0, dot), field.slice(dot + 1)];
};

/** "{group}: {field}" in the member's language. */
const within = (lang: StaffLang, group: string, field: string) =>
  format(staffCatalogs[lang].content.fieldIn, { group, field });

/** Narrows a document's language to a site language (the shared ones have none of these editors). */
const siteLang = (documentLang: DocumentLang) => documentLang as Lang;

export const editors: Record<DocumentEditorName, Editor> = {
  packages: {
    Fields: ({ lang, state, packages }) => <PackageFields lang={lang} state={state} packages={packages} />,
    label(lang, field, _documentLang, packages) {
      const t = staffCatalogs[lang].content.compare.fields;
      const [part, id] = split(field);
      const pkg = packageName(packages, id as PackageId);
      if (part === 'RUB' || part === 'USD') return format(t.price, { package: pkg, currency: part });
      return part === 'name' || part === 'position' || part === 'popular'
        ? format(t[part], { package: pkg })
        : undefined;
    },
  },
  packageCopy: {
    Fields: ({ lang, documentLang, state, editing, packages }) => (
      <CopyFields
        lang={lang}
        documentLang={siteLang(documentLang)}
        state={state}
        source={editing.source}
        packages={packages}
      />
    ),
    label(lang, field, _documentLang, packages) {
      const t = staffCatalogs[lang].content;
      const [part, id] = split(field);
      return part === 'description' || part === 'features'
        ? within(lang, packageName(packages, id as PackageId), t[part])
        : undefined;
    },
  },
  offices: {
    Fields: ({ lang, state }) => <OfficeFields lang={lang} state={state} />,
    label(lang, field) {
      const t = staffCatalogs[lang].content;
      const named = { email: t.companyEmail, phone: t.companyPhone, main: t.mainOffice } as Record<string, string>;
      if (Object.hasOwn(named, field)) return named[field];
      const [part, id] = split(field);
      const city = officeIds.includes(id as OfficeId) ? catalogs[lang].contact.offices[id as OfficeId] : undefined;
      const label = { phone: t.officePhone, map: t.mapUrl, position: t.position }[part];
      return city && label ? within(lang, city, label) : undefined;
    },
    // The main office is a choice of radios: its error links to the first.
    anchor: (field, fields) => (field === 'main' ? fieldId(`main.${officeOrder(fields)[0]}`) : undefined),
  },
  pageCopy: {
    Fields: ({ lang, documentLang, state, kind, editing, origin }) => (
      <PageCopyFields
        lang={lang}
        documentLang={siteLang(documentLang)}
        state={state}
        english={editing.source ?? documentKinds[kind].seed('en')}
        origin={origin}
      />
    ),
    label: (lang, field) => pathWords(lang, field.split('.')),
  },
  indexing: {
    Fields: ({ lang, documentLang, state }) => (
      <IndexingFields lang={lang} documentLang={siteLang(documentLang)} state={state} />
    ),
    label: () => undefined,
  },
  socialImages: {
    Fields: ({ lang, documentLang, state, cards, origin }) =>
      cards ? (
        <SocialImageFields
          lang={lang}
          documentLang={siteLang(documentLang)}
          state={state}
          cards={cards}
          origin={origin}
        />
      ) : null,
    label(lang, field, documentLang) {
      const [part, page] = split(field);
      return part === 'file'
        ? within(
            lang,
            localizedPath(siteLang(documentLang), page as PageId),
            staffCatalogs[lang].content.socialImages.file,
          )
        : undefined;
    },
  },
};
