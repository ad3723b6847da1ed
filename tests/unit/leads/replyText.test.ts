import { describe, expect, it } from 'vitest';
import { replyHtml, replyPlainText } from '../../../src/format/replyText';

describe('a reply written as text becomes its mail’s HTML', () => {
  it('parts paragraphs at blank lines and keeps single line breaks', () => {
    expect(replyHtml('Hello Anna,\r\n\r\nThank you.\nBest,\n\n\n  \nOlga')).toBe(
      '<p>Hello Anna,</p>\n<p>Thank you.<br>\nBest,</p>\n<p>Olga</p>',
    );
  });

  it('makes **words** bold within a line, and leaves a lone or spaced marker as typed', () => {
    expect(replyHtml('Our **best offer** is **here**')).toBe(
      '<p>Our <strong>best offer</strong> is <strong>here</strong></p>',
    );
    expect(replyHtml('2 ** 3 and ** loose **\n**not\nacross**')).toBe(
      '<p>2 ** 3 and ** loose **<br>\n**not<br>\nacross**</p>',
    );
  });

  it('links web addresses, leaving the punctuation after them outside', () => {
    expect(replyHtml('See https://example.com/a?b=1&c=2. Or (http://x.example/path), now!')).toBe(
      '<p>See <a href="https://example.com/a?b=1&amp;c=2">https://example.com/a?b=1&amp;c=2</a>. ' +
        'Or (<a href="http://x.example/path">http://x.example/path</a>), now!</p>',
    );
    expect(replyHtml('**https://example.com**')).toBe(
      '<p><strong><a href="https://example.com">https://example.com</a></strong></p>',
    );
  });

  it('never lets typed markup through: tags, handlers, other schemes and quotes are text', () => {
    const html = replyHtml(
      '<script>alert(1)</script> <img src=x onerror=alert(2)> javascript:alert(3) ' +
        'https://evil.example/"onmouseover="alert(4) https://e.example/<b>x</b>',
    );
    expect(html).not.toMatch(/<(?!\/?(?:p|br|strong|a)\b)/);
    expect(html).not.toMatch(/<a [^>]*\son\w+=/);
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<a href="https://evil.example/">https://evil.example/</a>&quot;onmouseover=');
    expect(html).toContain('<a href="https://e.example/">https://e.example/</a>&lt;b&gt;x&lt;/b&gt;');
  });

  it('keeps the text part as typed, with its line breaks made one kind and trailing spaces dropped', () => {
    expect(replyPlainText('  Hello **Anna**  \r\n\r\nhttps://example.com \n')).toBe(
      'Hello **Anna**\n\nhttps://example.com',
    );
  });
});
