/** Every page a content document is shown on can be previewed by staff with the drafts. */
import { describe, expect, it } from 'vitest';
import { documentKeys, documentKinds } from '../../src/content/documents';
import { isPreviewPage, previewPages, previewPath } from '../../src/server/documents/preview';

describe('the content preview', () => {
  it('shows every page a document is shown on, and no other', () => {
    const shown = new Set(documentKeys.flatMap((key) => documentKinds[key].pages));
    expect([...previewPages].sort()).toEqual([...shown].sort());
    expect(isPreviewPage('solutions')).toBe(true);
    expect(isPreviewPage('home')).toBe(false);
    expect(isPreviewPage(undefined)).toBe(false);
  });

  it('is addressed by page and language under the content screens', () => {
    expect(previewPath('solutions', 'id')).toBe('/staff/content/preview/solutions/id');
  });
});
