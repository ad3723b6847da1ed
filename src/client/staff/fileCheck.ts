/** The check a file field makes of the file picked, before its form is sent (`fileLimits.ts`). */

/** A picked file as the check reads it: its name, size and the type the browser gave it. */
export interface PickedFile {
  name: string;
  size: number;
  type: string;
}

/** What a file field takes and what it says otherwise, as its attributes hold them. */
export interface FileRule {
  /** The largest file taken, in bytes. */
  maxBytes: number;
  /** The field's `accept`: types (`image/jpeg`) and endings (`.json`), comma-separated; empty takes any. */
  accept: string;
  tooLarge: string;
  wrongType: string;
}

const accepts = (accept: string, file: PickedFile): boolean => {
  const accepted = accept
    .split(',')
    .map((each) => each.trim().toLowerCase())
    .filter(Boolean);
  const name = file.name.toLowerCase();
  return (
    !accepted.length ||
    accepted.some((each) => (each.startsWith('.') ? name.endsWith(each) : each === file.type.toLowerCase()))
  );
};

/** What the field says of `file`: too large, of a type it does not take, or '' when it takes it (or none is picked). */
export function fileProblem(file: PickedFile | undefined, rule: FileRule): string {
  if (!file) return '';
  if (file.size > rule.maxBytes) return rule.tooLarge;
  return accepts(rule.accept, file) ? '' : rule.wrongType;
}
