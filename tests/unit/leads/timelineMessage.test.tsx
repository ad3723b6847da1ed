/**
 * The visitor's mail on a lead's timeline: who it is from, its subject and text, the quoted part
 * folded away, the automatic mark, the files as download links and those not kept, all of it
 * shown as text: markup in a name, a text or a file's name never becomes an element.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TimelineMessage } from '../../../src/components/staff/leads/TimelineMessage';
import { staffCatalogs } from '../../../src/i18n';
import type { ConversationMessage } from '../../../src/server/leads/inbox/conversation';

const markup = '<script>alert(1)</script><img src=x onerror=alert(2)>';
const escaped = '&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;';

/** The visitor's mail as the conversation reads it back, with `fields` over a plain one. */
const incoming = (fields: Partial<ConversationMessage> = {}): ConversationMessage => ({
  id: 41,
  direction: 'in',
  authorId: null,
  fromName: 'Anna Petrova',
  fromAddress: 'anna@client.example',
  toAddress: 'reply+0123@agents.example',
  subject: 'Re: Your request',
  body: 'Thank you, Tuesday suits me.',
  quoted: '',
  automatic: false,
  droppedFiles: [],
  createdAt: new Date('2026-11-29T10:00:00Z'),
  files: [],
  state: 'received',
  ...fields,
});
const render = (message: ConversationMessage, lang: 'en' | 'ru' = 'en') =>
  renderToStaticMarkup(<TimelineMessage lang={lang} lead={7} message={message} />);

describe("the visitor's mail on the timeline", () => {
  const m = staffCatalogs.en.leadPage.message;

  it('shows who it is from, the subject and the text, marked received and apart from a reply', () => {
    const html = render(incoming());
    expect(html).toContain('From <bdi>Anna Petrova</bdi> &lt;<bdi>anna@client.example</bdi>&gt;');
    expect(html).toContain('<bdi>Re: Your request</bdi>');
    expect(html).toContain('<bdi>Thank you, Tuesday suits me.</bdi>');
    expect(html).toContain(`data-state="received">${m.states.received}</span>`);
    expect(html).toContain('data-direction="in"');
    expect(html).not.toContain(m.automatic);
    expect(html).not.toContain('<details');
    expect(html).not.toContain(m.files);
  });

  it('shows markup in the name, address, subject, text, quoted part and file names as text', () => {
    const html = render(
      incoming({
        fromName: markup,
        fromAddress: `${markup}@client.example`,
        subject: markup,
        body: markup,
        quoted: markup,
        files: [{ id: 3, name: markup, size: 2048 }],
        droppedFiles: [{ name: markup, reason: 'type' }],
      }),
    );
    // The name, the address, the subject, the text, the quoted part, a file kept and one not.
    expect(html.split(escaped)).toHaveLength(8);
    expect(html).not.toMatch(/<script|<img/);
  });

  it('folds the quoted part away in a details element', () => {
    const html = render(incoming({ quoted: '> On Monday you wrote:\n> Hello' }));
    expect(html).toContain(`<summary>${m.quoted}</summary>`);
    expect(html).not.toMatch(/<details[^>]* open/);
    expect(html).toMatch(
      /<details [^>]*><summary>[^<]+<\/summary><p [^>]*><bdi>&gt; On Monday you wrote:\n&gt; Hello<\/bdi><\/p><\/details>/,
    );
  });

  it('marks a mail a program sent as not an answer, in the member’s language', () => {
    expect(render(incoming({ automatic: true }))).toContain(`data-automatic="">${m.automatic}</p>`);
    expect(render(incoming({ automatic: true }), 'ru')).toContain(staffCatalogs.ru.leadPage.message.automatic);
  });

  it('links each file to its download under the lead, with its size, and lists the files not kept with why', () => {
    const html = render(
      incoming({
        files: [{ id: 3, name: 'Offer.pdf', size: 2048 }],
        droppedFiles: [
          { name: 'huge.zip', reason: 'too-large' },
          { name: 'run.exe', reason: 'type' },
        ],
      }),
    );
    expect(html).toContain('<a href="/staff/leads/7/files/3"><bdi>Offer.pdf</bdi> (2 kB)</a>');
    expect(html).toContain(`<p>${m.dropped}</p>`);
    expect(html).toContain(`<li><bdi>huge.zip</bdi>: ${m.droppedReasons['too-large']}</li>`);
    expect(html).toContain(`<li><bdi>run.exe</bdi>: ${m.droppedReasons.type}</li>`);
  });

  it('names the address alone when the mail gives no name, and writes out hidden characters', () => {
    const html = render(incoming({ fromName: '', subject: 'Re: \u202Efdp.exe' }));
    expect(html).toContain('From <bdi>anna@client.example</bdi>\u00a0·');
    expect(html).toContain('<bdi>Re: [U+202E]fdp.exe</bdi>');
  });

  it('leaves a member’s reply as it was: to whom, its send state, its files to download too', () => {
    const html = render(
      incoming({
        direction: 'out',
        authorId: 'staff-1',
        fromName: 'Sasha',
        fromAddress: null,
        toAddress: 'anna@client.example',
        state: 'sent',
        files: [{ id: 5, name: 'Offer.pdf', size: 2048 }],
      }),
    );
    expect(html).toContain(`Email to anna@client.example\u00a0· <span`);
    expect(html).toContain('data-direction="out"');
    expect(html).toContain('<a href="/staff/leads/7/files/5">');
    expect(html).not.toContain('From ');
  });
});
