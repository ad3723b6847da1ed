import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatParts } from '../../../src/i18n/formatParts';

const html = (node: ReturnType<typeof formatParts>) => renderToStaticMarkup(<>{node}</>);

describe('formatParts', () => {
  it('puts elements where the message names them, keeping the words around them', () => {
    expect(html(formatParts('from {price} per month', { price: <strong>$99</strong> }))).toBe(
      'from <strong>$99</strong> per month',
    );
    expect(html(formatParts('{price}/мес.', { price: <b>79 000 ₽</b> }))).toBe('<b>79 000 ₽</b>/мес.');
  });

  it('escapes the message’s own text and leaves unknown placeholders as written', () => {
    expect(html(formatParts('<i>{a}</i> {b}', { a: 'x' }))).toBe('&lt;i&gt;x&lt;/i&gt; {b}');
  });
});
