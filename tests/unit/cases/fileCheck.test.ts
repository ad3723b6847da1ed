/** The browser's check of a file picked for the import or as a cover, before the form is sent. */
import { describe, expect, it } from 'vitest';
import { fileProblem } from '../../../src/client/staff/fileCheck';
import { staffCatalogs } from '../../../src/i18n';
import { MAX_COVER_BYTES, MAX_IMPORT_BYTES } from '../../../src/server/http/requestLimits';

const i = staffCatalogs.en.cases.import;
const importRule = {
  maxBytes: MAX_IMPORT_BYTES,
  accept: 'application/json,.json',
  tooLarge: i.tooLarge,
  wrongType: i.wrongType,
};
const coverRule = {
  maxBytes: MAX_COVER_BYTES,
  accept: 'image/jpeg,image/png,image/webp',
  tooLarge: 'cover too large',
  wrongType: 'not a picture',
};

describe('the check of a picked file', () => {
  it('takes an import file of exactly 5 MB and names one byte more as too large', () => {
    expect(MAX_IMPORT_BYTES).toBe(5 * 1024 * 1024);
    expect(fileProblem({ name: 'cases.json', size: MAX_IMPORT_BYTES, type: 'application/json' }, importRule)).toBe('');
    expect(fileProblem({ name: 'cases.json', size: MAX_IMPORT_BYTES + 1, type: 'application/json' }, importRule)).toBe(
      'The file is larger than 5 MB: split it into smaller files.',
    );
  });

  it('takes a .json file whatever type the browser gives it, and refuses a text file', () => {
    expect(fileProblem({ name: 'Cases.JSON', size: 10, type: '' }, importRule)).toBe('');
    expect(fileProblem({ name: 'cases.txt', size: 10, type: 'text/plain' }, importRule)).toBe(i.wrongType);
  });

  it('refuses a text file chosen as a cover, and a cover over 10 MB', () => {
    expect(fileProblem({ name: 'notes.txt', size: 10, type: 'text/plain' }, coverRule)).toBe('not a picture');
    expect(fileProblem({ name: 'harbour.jpg', size: MAX_COVER_BYTES + 1, type: 'image/jpeg' }, coverRule)).toBe(
      'cover too large',
    );
    expect(fileProblem({ name: 'harbour.jpg', size: MAX_COVER_BYTES, type: 'image/jpeg' }, coverRule)).toBe('');
  });

  it('says nothing while no file is picked', () => {
    expect(fileProblem(undefined, importRule)).toBe('');
  });
});
