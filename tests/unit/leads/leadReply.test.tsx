import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LeadReply } from '../../../src/components/staff/leads/LeadReply';
import { catalogs, staffCatalogs } from '../../../src/i18n';
import { e164, fillReply, mailtoHref } from '../../../src/server/leads/inbox/replyLinks';

/** The query of a `mailto:` link as a mail program reads it. */
const mailQuery = (href: string) => new URL(href).searchParams;

describe('the reply links of a lead', () => {
  it('fill the template of the lead language with the visitor, the member and the company', () => {
    const reply = fillReply(catalogs.ru.leadReply, { name: 'Ада', sender: 'Саша', company: 'Agentica' });
    expect(reply.subject).toBe('Ваша заявка в Agentica');
    expect(reply.body.startsWith('Здравствуйте, Ада!\r\n\r\n')).toBe(true);
    expect(reply.body.endsWith('\r\nСаша\r\nAgentica')).toBe(true);
  });

  it('never expand a placeholder a visitor typed, and drop bidi controls and line breaks from their name', () => {
    const reply = fillReply(
      { subject: 'Re: {name}', body: 'Hi {name}, {sender}' },
      { name: '{sender}\u202Egnp.exe\r\nBcc: x@evil.example', sender: 'Sam', company: 'C' },
    );
    expect(reply.subject).toBe('Re: {sender} gnp.exe Bcc: x@evil.example');
    expect(reply.body).toBe('Hi {sender} gnp.exe Bcc: x@evil.example, Sam');
  });

  it('encode every value of the mailto link, so what a visitor typed cannot add a header, a recipient or a line', () => {
    const href = mailtoHref('ada+sales@example.com', {
      subject: 'A & B?',
      body: 'one\r\ntwo #3 %20 &cc=x@evil.example',
    });
    expect(href.startsWith('mailto:ada%2Bsales@example.com?subject=')).toBe(true);
    expect(href).not.toMatch(/[\s<>"]/);
    const query = mailQuery(href);
    expect([...query.keys()]).toEqual(['subject', 'body']);
    expect(query.get('subject')).toBe('A & B?');
    expect(query.get('body')).toBe('one\r\ntwo #3 %20 &cc=x@evil.example');
  });

  it('write a phone number in E.164 when it says its country, and leave it undialled when it does not', () => {
    expect(e164('+7 (495) 000-00-00', 'en')).toBe('+74950000000');
    expect(e164('0049 30 1234567', 'fr')).toBe('+49301234567');
    expect(e164('8 912 345-67-89', 'ru')).toBe('+79123456789');
    expect(e164('0812-3456-7890', 'id')).toBe('+6281234567890');
    expect(e164('8 912 345-67-89', 'en')).toBeUndefined();
    expect(e164('06 12 34 56 78', 'fr')).toBeUndefined();
    expect(e164('+0 123', 'en')).toBeUndefined();
    expect(e164('+1 234 567 890 123 456', 'en')).toBeUndefined();
    expect(e164('call me', 'ru')).toBeUndefined();
  });
});

describe('the reply section of the lead page', () => {
  const t = staffCatalogs.en.leads.reply;
  const base = { lang: 'ru' as const, email: 'ada@example.com', phone: '8 912 345-67-89', text: 'Subject\n\nBody' };

  it('offers the email, the call in E.164, copy buttons hidden until a script can copy, and "replied" as a form', () => {
    const html = renderToStaticMarkup(
      <LeadReply
        lang="en"
        lead={7}
        reply={{ ...base, mailto: 'mailto:ada@example.com?subject=S&body=B', tel: 'tel:+79123456789' }}
        action="?_action=staff.leads.replied"
        templatesHref="/staff/leads/replies"
      />,
    );
    expect(html).toMatch(
      new RegExp(`<a class="[^"]+" href="mailto:ada@example.com\\?subject=S&amp;body=B">${t.email}</a>`),
    );
    expect(html).toContain('href="tel:+79123456789"');
    expect(html).toContain('Call +79123456789');
    expect(html).toContain('The reply is written in Русский, the language of the lead.');
    const copies = html.match(/<button[^>]*data-copy[^>]*>/g) ?? [];
    expect(copies).toHaveLength(3);
    for (const button of copies) expect(button).toMatch(/\shidden=""/);
    expect(html).toContain('data-copy="8 912 345-67-89"');
    expect(html).toMatch(
      /<form [^>]*action="\?_action=staff.leads.replied" method="post"><input type="hidden" name="lead" value="7"\/>/,
    );
    expect(html).toContain('<option value="email" selected="">email</option>');
    expect(html).toContain('href="/staff/leads/replies"');
  });

  it('without an email offers no mail and defaults "replied" to the phone; a number without its country is shown, not dialled; no templates link for sales', () => {
    const html = renderToStaticMarkup(
      <LeadReply lang="en" lead={7} reply={{ ...base, lang: 'en', email: null, phone: '<b>06 12</b>' }} action="?a" />,
    );
    expect(html).not.toContain('mailto:');
    expect(html).not.toContain('tel:');
    expect(html).toContain(`<bdi>&lt;b&gt;06 12&lt;/b&gt;</bdi>: ${t.noDial}`);
    expect(html).toContain('<option value="phone" selected="">phone</option>');
    expect(html).not.toContain('/staff/leads/replies');
  });
});
