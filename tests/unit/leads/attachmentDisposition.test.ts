/**
 * The name a lead's message's file is saved under (`Content-Disposition`): whatever its sender
 * named it, the header stays one line and one value, the UTF-8 name reads back as the page shows
 * it, and the ASCII fallback holds nothing a file system refuses.
 */
import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from '../../../src/server/leads/inbox/messageFile';

/** The two names of a `Content-Disposition`: the ASCII `filename` and the decoded `filename*`. */
function names(header: string) {
  const [, ascii, encoded] = /^attachment; filename="([^"]*)"; filename\*=UTF-8''([\w!#$&+.^`|~%-]*)$/.exec(header)!;
  return { ascii, utf8: decodeURIComponent(encoded!) };
}

describe('the name a file is saved under', () => {
  it('keeps a plain name as it is in both', () => {
    expect(attachmentDisposition('offer-2.pdf')).toBe(
      `attachment; filename="offer-2.pdf"; filename*=UTF-8''offer-2.pdf`,
    );
  });

  it('writes any other name in UTF-8, with an ASCII fallback', () => {
    expect(names(attachmentDisposition('Счёт (итог) it’s *.pdf'))).toEqual({
      ascii: '____ (____) it_s _.pdf',
      utf8: 'Счёт (итог) it’s *.pdf',
    });
  });

  it('cannot end the header, add a parameter or name a folder', () => {
    const header = attachmentDisposition('a"; filename=evil.exe\r\nSet-Cookie: x=1/..\\b.txt');
    expect(header).not.toMatch(/[\r\n]/);
    expect(names(header)).toEqual({
      ascii: 'a_; filename=evil.exe__Set-Cookie_ x=1_.._b.txt',
      utf8: 'a"; filename=evil.exe__Set-Cookie: x=1/..\\b.txt',
    });
  });

  it('writes out hidden characters, as the page shows them, and names an unnamed file', () => {
    expect(names(attachmentDisposition('Anna\u202Egpj.exe')).utf8).toBe('Anna[U+202E]gpj.exe');
    expect(names(attachmentDisposition(''))).toEqual({ ascii: 'file', utf8: 'file' });
  });
});
