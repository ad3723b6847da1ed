import type { Lang } from '../../i18n/languages';
import type { FormCopy } from '../../forms/copy';
import { localizedPath } from '../../routing/localizedPath';
import { CheckboxField } from './Field';

interface ConsentFieldProps {
  lang: Lang;
  copy: FormCopy;
  prefix: string;
  checked?: boolean;
  error?: string | undefined;
}

/** The required privacy consent checkbox (`consent=yes`), with a link to the privacy policy. */
export function ConsentField({ lang, copy, prefix, checked, error }: ConsentFieldProps) {
  const f = copy.common;
  return (
    <CheckboxField
      prefix={prefix}
      name="consent"
      value="yes"
      required
      requiredText={f.required}
      error={error}
      defaultChecked={checked}
    >
      {f.consent} <a href={localizedPath(lang, 'privacy')}>{f.consentLink}</a>
    </CheckboxField>
  );
}
