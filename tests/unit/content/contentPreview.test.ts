/** Every page a content document is shown on can be previewed by staff with the drafts, at an address of its own. */
import { describe, expect, it } from 'vitest';
import { documentKeys, documentKinds } from '../../../src/content/documents';
import { isPreviewPage, previewAt, previewPages, previewPath } from '../../../src/server/documents/preview';

describe('the content preview', () => {
  it('shows every page a document is shown on, and no other', () => {
    const shown = new Set(documentKeys.flatMap((key) => documentKinds[key].pages));
    expect([...previewPages].sort()).toEqual([...shown].sort());
    expect(isPreviewPage('solutions')).toBe(true);
    expect(isPreviewPage('home')).toBe(true);
    expect(isPreviewPage('staff')).toBe(false);
    expect(isPreviewPage(undefined)).toBe(false);
  });

  it('is addressed by page and language under the content screens, and read back from its address', () => {
    expect(previewPath('solutions', 'id')).toBe('/staff/content/preview/solutions/id');
    for (const page of previewPages) expect(previewAt(previewPath(page, 'ru'))).toEqual({ page, lang: 'ru' });
    expect(previewAt('/staff/content/preview/solutions/xx')).toBeUndefined();
    expect(previewAt('/staff/content/preview/nowhere/ru')).toBeUndefined();
    expect(previewAt('/staff/content/preview/solutions/ru/more')).toBeUndefined();
    expect(previewAt('/ru/solutions')).toBeUndefined();
  });
});
