import type { StaffLang } from '../../../i18n/languages';

/** A file's size as the member's language writes it: "640 kB", "2.5 MB" ("2,5 МБ"). */
export function fileSize(lang: StaffLang, bytes: number): string {
  const [unit, amount] =
    bytes >= 1024 * 1024
      ? (['megabyte', bytes / 1024 / 1024] as const)
      : (['kilobyte', Math.max(bytes / 1024, 1)] as const);
  return new Intl.NumberFormat(lang, { style: 'unit', unit, maximumFractionDigits: amount < 10 ? 1 : 0 }).format(
    amount,
  );
}
