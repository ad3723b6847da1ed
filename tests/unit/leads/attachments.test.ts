import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { attachmentName, contentTypeOf } from '../../../src/server/leads/inbox/attachments';

/** A ZIP whose first entry is `first` (stored as it is), then `rest` named entries. */
function zip(first: [string, string], ...rest: string[]): Buffer {
  const entry = (name: string, content: Buffer) => {
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(name.length, 26);
    return Buffer.concat([header, Buffer.from(name, 'latin1'), content]);
  };
  return Buffer.concat([
    entry(first[0], Buffer.from(first[1], 'latin1')),
    ...rest.map((name) => entry(name, deflateRawSync('<xml/>'))),
  ]);
}

describe('the files a reply sends', () => {
  it('are known by their content, whatever they are called', () => {
    const ooxml = 'application/vnd.openxmlformats-officedocument.';
    const kinds: [Buffer, string | undefined][] = [
      [Buffer.from('%PDF-1.7\n'), 'application/pdf'],
      [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), 'image/png'],
      [Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg'],
      [Buffer.from('GIF89a...'), 'image/gif'],
      [Buffer.from('RIFF\0\0\0\0WEBPVP8 '), 'image/webp'],
      [zip(['[Content_Types].xml', '<Types/>'], 'word/document.xml'), `${ooxml}wordprocessingml.document`],
      [zip(['[Content_Types].xml', '<Types/>'], 'xl/workbook.xml'), `${ooxml}spreadsheetml.sheet`],
      [zip(['[Content_Types].xml', '<Types/>'], 'ppt/presentation.xml'), `${ooxml}presentationml.presentation`],
      [
        zip(['mimetype', 'application/vnd.oasis.opendocument.text'], 'content.xml'),
        'application/vnd.oasis.opendocument.text',
      ],
      [zip(['notes.txt', 'hello']), 'application/zip'],
      [Buffer.from('Цены на 2027 год\r\n\tStart: 29 000 ₽\n'), 'text/plain; charset=utf-8'],
      [Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), undefined],
      [Buffer.from('#!/bin/sh\nrm -rf /\x00'), undefined],
      [Buffer.from([0xc3, 0x28]), undefined],
      [Buffer.alloc(0), undefined],
    ];
    expect(kinds.map(([bytes]) => contentTypeOf(bytes))).toEqual(kinds.map(([, type]) => type));
  });

  it('keep their names on one line, without a path or hidden characters', () => {
    expect(attachmentName('C:\\Users\\anna\\Offer 2027.pdf', 'attachment-1')).toBe('Offer 2027.pdf');
    expect(attachmentName('../../etc/passwd', 'attachment-1')).toBe('passwd');
    expect(attachmentName('evil\u202Efdp.exe\r\nBcc: x', 'attachment-1')).toBe('evilfdp.exe Bcc: x');
    expect(attachmentName(' \u200B ', 'attachment-2')).toBe('attachment-2');
    expect(attachmentName('a'.repeat(300), 'x')).toHaveLength(200);
  });
});
