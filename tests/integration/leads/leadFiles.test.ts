/**
 * A file of a lead's conversation as the built site serves it: to an admin and a sales member,
 * the bytes as stored, saved under their name (UTF-8 and an ASCII fallback), with their type, not
 * to be sniffed, sandboxed and kept by no cache; from a member's reply as from the visitor's mail.
 * A file of another lead's message, or of no lead, is a 404; the signed out are sent to the
 * sign-in and an editor is refused, with none of the file in the answer. The lead page shows the
 * visitor's mail with its file's link, as text.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { staffCatalogs } from '../../../src/i18n';
import { leadEvents, leadMessageFiles, leadMessages } from '../../../src/server/db/schema';
import { parseEnv } from '../../../src/server/env';
import { saveLead } from '../../../src/server/leads/intake/store';
import { builtSiteEach } from '../../support/integration/builtSite';
import { sampleLead } from '../../support/integration/leadsPeers';
import { signedInEach, STAFF_SITE_URL } from '../../support/integration/staffSessions';
import { testStores } from '../../support/integration/stores';

/** A page a browser would run, were it shown rather than saved. */
const html = Buffer.from('<!doctype html><script>parent.alert(document.cookie)</script>secret-bytes');
const pdf = Buffer.from('%PDF-1.7\nsecret-pdf-bytes\n%%EOF\n');

describe("a lead's message files over HTTP", () => {
  const site = builtSiteEach(testStores[0]!, { SITE_URL: STAFF_SITE_URL });
  const cookies = signedInEach(site, { anna: 'admin', ivan: 'sales', eddy: 'editor' });
  type Who = keyof typeof cookies;
  /** Each lead's id and the id of the file of its message. */
  const ids = { lead: 0, file: 0, otherLead: 0, otherFile: 0 };

  /** Stores a message on `lead` with one file, as the reply form (`out`) or the mail reader (`in`) would. */
  const messageWithFile = async (
    lead: number,
    direction: 'in' | 'out',
    file: { name: string; contentType: string; bytes: Buffer },
  ) => {
    const [message] = await site.db
      .insert(leadMessages)
      .values({
        leadId: lead,
        direction,
        authorId: direction === 'out' ? 'staff-1' : null,
        fromName: direction === 'out' ? 'Ivan' : '<img src=x onerror=alert(1)>',
        fromAddress: direction === 'out' ? null : 'anna@client.example',
        toAddress: direction === 'out' ? 'anna@client.example' : `reply+${lead}@agents.example`,
        subject: 'Re: <b>offer</b>',
        body: '<script>alert(2)</script> Thanks',
        quoted: '> Earlier',
        messageId: `<${direction}-${lead}@agents.example>`,
      })
      .returning({ id: leadMessages.id });
    const [stored] = await site.db
      .insert(leadMessageFiles)
      .values({ leadMessageId: message!.id, ...file, size: file.bytes.length })
      .returning({ id: leadMessageFiles.id });
    await site.db.insert(leadEvents).values({
      leadId: lead,
      kind: direction === 'in' ? 'received' : 'emailed',
      detail: direction === 'in' ? { messageId: message!.id, automatic: false } : { messageId: message!.id },
    });
    return stored!.id;
  };

  beforeEach(async () => {
    // Two leads told apart by their name: the same post twice is stored once.
    const newLead = async (name: string) =>
      (await saveLead(sampleLead({ name, email: 'anna@client.example' }), { db: site.db, settings: parseEnv({}) })).id;
    ids.lead = await newLead('Anna');
    ids.otherLead = await newLead('Boris');
    ids.file = await messageWithFile(ids.lead, 'in', {
      name: 'Предложение "v2" <img src=x>.html',
      contentType: 'text/html',
      bytes: html,
    });
    ids.otherFile = await messageWithFile(ids.otherLead, 'out', {
      name: 'offer.pdf',
      contentType: 'application/pdf',
      bytes: pdf,
    });
  });

  const download = (who: Who, lead: number, file: number) =>
    fetch(`${site.origin}/staff/leads/${lead}/files/${file}`, {
      headers: cookies[who] ? { cookie: cookies[who] } : {},
      redirect: 'manual',
    });
  const bytesOf = async (answer: Response) => Buffer.from(await answer.arrayBuffer());

  it('serves the file to an admin and a sales member, saved under its name, sandboxed, kept by no cache', async () => {
    for (const who of ['anna', 'ivan'] as const) {
      const answer = await download(who, ids.lead, ids.file);
      expect(answer.status, who).toBe(200);
      expect(await bytesOf(answer)).toEqual(html);
      expect(Object.fromEntries(answer.headers)).toMatchObject({
        'content-type': 'text/html',
        'content-length': String(html.length),
        'content-disposition':
          `attachment; filename="___________ _v2_ _img src=x_.html"; ` +
          `filename*=UTF-8''${encodeURIComponent('Предложение "v2" <img src=x>.html')}`,
        'x-content-type-options': 'nosniff',
        'content-security-policy': "sandbox; default-src 'none'",
        'cache-control': 'no-store',
      });
    }
    // A member's reply's file, from the other lead.
    const reply = await download('ivan', ids.otherLead, ids.otherFile);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/pdf');
    expect(reply.headers.get('content-disposition')).toBe(
      `attachment; filename="offer.pdf"; filename*=UTF-8''offer.pdf`,
    );
    expect(await bytesOf(reply)).toEqual(pdf);
  });

  it("answers 404 for another lead's file and for no lead, with none of the file", async () => {
    for (const [lead, file] of [
      [ids.lead, ids.otherFile],
      [ids.otherLead, ids.file],
      [999_999, ids.file],
      [ids.lead, 999_999],
    ] as const) {
      const answer = await download('anna', lead, file);
      expect(answer.status, `${lead}/${file}`).toBe(404);
      expect(answer.headers.get('content-disposition')).toBeNull();
      expect((await bytesOf(answer)).toString()).not.toMatch(/secret-(pdf-)?bytes/);
    }
  });

  it('sends the signed out to the sign-in and refuses an editor, serving nothing', async () => {
    const out = await download('out', ids.lead, ids.file);
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe(
      `/staff/sign-in?next=${encodeURIComponent(`/staff/leads/${ids.lead}/files/${ids.file}`)}`,
    );
    const editor = await download('eddy', ids.lead, ids.file);
    expect(editor.status).toBe(403);
    for (const answer of [out, editor]) {
      expect(answer.headers.get('content-disposition')).toBeNull();
      expect((await bytesOf(answer)).toString()).not.toContain('secret-bytes');
    }
  });

  it("shows the visitor's mail on the lead page as text, with its file's link", async () => {
    const page = await fetch(`${site.origin}/staff/leads/${ids.lead}`, { headers: { cookie: cookies.ivan } }).then(
      (answer) => answer.text(),
    );
    const m = staffCatalogs.en.leadPage.message;
    expect(page).toContain(`href="/staff/leads/${ids.lead}/files/${ids.file}"`);
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;</bdi> wrote back');
    expect(page).toContain('&lt;script&gt;alert(2)&lt;/script&gt; Thanks');
    expect(page).toContain(`<summary>${m.quoted}</summary>`);
    expect(page).not.toMatch(/<img src=x|<script>alert|<b>offer/);
    expect(page).toContain('id="lead-timeline-section"');
    expect(page).toMatch(/<p id="lead-live"[^>]* data-lead="\d+" data-arrived="New message"><\/p>/);
  });
});
