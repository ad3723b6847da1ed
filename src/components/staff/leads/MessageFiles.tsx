import { staffCatalogs } from '../../../i18n';
import { formatParts } from '../../../i18n/formatParts';
import type { StaffLang } from '../../../i18n/languages';
import type { ConversationMessage } from '../../../server/leads/inbox/conversation';
import { VisitorText } from '../VisitorText';
import { fileSize } from './fileSize';

/** Where a file of one of the lead's messages is downloaded (`pages/staff/leads/[id]/files/[file].ts`). */
const messageFileHref = (lead: number, file: number) => `/staff/leads/${lead}/files/${file}`;

/**
 * A message's files as download links with their sizes, and the visitor's files that were not
 * kept, each with why. Names show as text, their hidden characters written out: a file's name is
 * whatever its sender chose.
 */
export function MessageFiles({ lang, lead, message }: { lang: StaffLang; lead: number; message: ConversationMessage }) {
  const m = staffCatalogs[lang].leadPage.message;
  const reasons: Record<string, string> = m.droppedReasons;
  const reason = (value: string) => (Object.hasOwn(reasons, value) ? reasons[value] : value);
  return (
    <>
      {message.files.length ? (
        <>
          <p>{m.files}</p>
          <ul>
            {message.files.map((file) => (
              <li key={file.id}>
                <a href={messageFileHref(lead, file.id)}>
                  {formatParts(m.size, { name: <VisitorText text={file.name} />, size: fileSize(lang, file.size) })}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {message.droppedFiles.length ? (
        <>
          <p>{m.dropped}</p>
          <ul>
            {message.droppedFiles.map((file, index) => (
              <li key={index}>
                {formatParts(m.droppedFile, { name: <VisitorText text={file.name} />, reason: reason(file.reason) })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
