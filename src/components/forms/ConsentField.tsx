import { useTranslations } from '../../i18n';
import type { Lang } from '../../i18n/languages';
import { localizedPath } from '../../routing/localizedPath';
import { CheckboxField } from './Field';

interface ConsentFieldProps {
  lang: Lang;
  prefix: string;
  checked?: boolean;
  error?: string | undefined;
}

/** The required privacy consent checkbox (`consent=yes`), with a link to the privacy policy. */
export function ConsentField({ lang, prefix, checked, error }: ConsentFieldProps) {
  const t = useTranslations(lang);
  return (
    <CheckboxField prefix={prefix} name="consent" value="yes" required requiredText={t.contact_form.required} error={error} defaultChecked={checked}>
      {t.contact_form.consent} <a href={localizedPath(lang, 'privacy')}>{t.contact_form.consentLink}</a>
    </CheckboxField>
  );
}
