/**
 * The form token through the real lead endpoint: the built server on a PostgreSQL store of its
 * own, sent to as a browser without JavaScript posts a form (to the page) and as the form's script
 * sends it (to the action). A person's lead, with the token of the page as served (from the page
 * cache too, shared by everyone given that copy), lands in the inbox; a send without a token, with
 * a forged one, one rendered in the future (too fast) or one sent with more than ten leads lands in
 * the spam view with its reason, thanked alike; an expired token alone still reaches sales. The
 * test reads the store's form token key to sign tokens of other ages, as the server would have
 * signed them then. FORM_MIN_FILL_MS is 1 ms, so a page's own token is old enough at once without
 * waiting. Needs the build.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type StartedSite } from '../../../scripts/startSite';
import { catalogs } from '../../../src/i18n';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/client';
import { leadEvents, leads, usedFormTokens } from '../../../src/server/db/schema';
import {
  FORM_TOKEN_MAX_USES,
  FORM_TOKEN_TTL_MS,
  formTokenKey,
  issueFormToken,
} from '../../../src/server/leads/intake/spam/formToken';
import { dropDatabase, freshDatabase } from '../../support/integration/stores';
import { freePort } from '../../support/ports';

const distDir = process.env.DIST_DIR ?? 'dist';
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const databaseName = 'form_token_test';
const thanks = catalogs.en.contact_form.demo.success;

let site: StartedSite | undefined;
let store: DatabaseHandle | undefined;
let key = '';
let sent = 0;

/** A page as served: its status, validator, HTML and the form token in it. */
async function served(path: string, ifNoneMatch?: string) {
  const response = await fetch(`${origin}${path}`, { headers: ifNoneMatch ? { 'If-None-Match': ifNoneMatch } : {} });
  const html = await response.text();
  return {
    status: response.status,
    etag: response.headers.get('etag') ?? '',
    html,
    token: /<input type="hidden" name="formToken" value="([^"]*)"/.exec(html)?.[1] ?? '',
  };
}

/** A demo request with `fields`; a new email each time, so every send is a lead of its own. */
function demo(fields: Record<string, string>): URLSearchParams {
  sent += 1;
  return new URLSearchParams({
    name: 'Ada Lovelace',
    email: `ada-${sent}@example.com`,
    consent: 'yes',
    lang: 'en',
    page: '/en',
    ...fields,
  });
}

/** Posts `body` as a browser without JavaScript does: to the page, answered with its HTML. */
async function postPage(body: URLSearchParams): Promise<{ status: number; thanked: boolean; email: string }> {
  const response = await fetch(`${origin}/en?_action=demo`, { method: 'POST', body, headers: { Origin: origin } });
  return { status: response.status, thanked: (await response.text()).includes(thanks), email: body.get('email')! };
}

/** Sends `body` as the form's script does: to the action, with a send key, answered with JSON. */
async function sendAction(
  body: URLSearchParams,
  sendKey = crypto.randomUUID(),
): Promise<{ status: number; answer: string; email: string }> {
  body.set('idempotencyKey', sendKey);
  const response = await fetch(`${origin}/_actions/demo`, {
    method: 'POST',
    body,
    headers: { Origin: origin, Accept: 'application/json' },
  });
  return { status: response.status, answer: await response.text(), email: body.get('email')! };
}

/** The stored lead sent from `email`: its status and the reasons it was flagged for. */
async function storedLead(email: string): Promise<{ status: string; reasons: unknown }> {
  const [row] = await store!.db
    .select({ status: leads.status, detail: leadEvents.detail })
    .from(leads)
    .leftJoin(leadEvents, and(eq(leadEvents.leadId, leads.id), eq(leadEvents.kind, 'flagged')))
    .where(eq(leads.email, email));
  if (!row) throw new Error(`No lead from ${email}`);
  return { status: row.status, reasons: (row.detail as { reasons?: unknown } | null)?.reasons ?? [] };
}

describe('the form token through the lead endpoint', () => {
  beforeAll(async () => {
    if (!existsSync(join(distDir, 'server', 'entry.mjs')))
      throw new Error(`No build in ${distDir}: run npm run build first`);
    const url = await freshDatabase(databaseName);
    site = await startSite(
      port,
      {
        SITE_URL: origin,
        DIST_DIR: distDir,
        DATABASE_URL: url,
        FORM_MIN_FILL_MS: '1',
        RATE_LIMIT_MAX: '1000',
        RATE_LIMIT_WINDOW_SECONDS: '86400',
      },
      { showErrors: true },
    );
    store = await openDatabase({ DATA_DIR: 'unused', DATABASE_URL: url });
    key = await formTokenKey(store.db);
  }, 180_000);

  afterAll(async () => {
    await site?.stop();
    await store?.close();
    await dropDatabase(databaseName);
  });

  it("takes a person's lead into the inbox, without JavaScript and by the form's script, with the page's token", async () => {
    const page = await served('/en');
    expect(page.token).toMatch(/^[0-9a-z]+\.[0-9a-z]+\.[\w-]{8}\.[\w-]{43}$/);
    // The form's island is given the token its HTML carries, and no other.
    expect(page.html.split(page.token).length - 1).toBe(2);
    expect(page.html).not.toContain('startedAt');

    const noScript = await postPage(demo({ formToken: page.token }));
    expect(noScript).toMatchObject({ status: 200, thanked: true });
    const script = await sendAction(demo({ formToken: page.token }));
    expect(script.status).toBe(200);
    expect(await storedLead(noScript.email)).toEqual({ status: 'new', reasons: [] });
    expect(await storedLead(script.email)).toEqual({ status: 'new', reasons: [] });
  });

  it('serves one token in the copy the page cache shares, and it works for every visitor given that copy', async () => {
    // A page asked for again within its second is the cached copy (304 to its validator); a slow turn is tried again.
    let copy = await served('/en/contact');
    let cached = false;
    for (let turn = 0; turn < 20 && !cached; turn++) {
      cached = (await served('/en/contact', copy.etag)).status === 304;
      if (!cached) copy = await served('/en/contact');
    }
    expect(cached).toBe(true);
    // The contact page's one form: its hidden field and its island's props.
    expect(copy.html.split(copy.token).length - 1).toBe(2);
    const visitors = [
      await postPage(demo({ formToken: copy.token })),
      await sendAction(demo({ formToken: copy.token })),
      await sendAction(demo({ formToken: copy.token })),
    ];
    for (const visitor of visitors) expect(await storedLead(visitor.email)).toEqual({ status: 'new', reasons: [] });
  });

  it('thanks a send without a token or with a forged one like a person, and keeps it in the spam view', async () => {
    const person = await sendAction(demo({ formToken: (await served('/en')).token }));
    const forgedTime = issueFormToken('a-key-guessed-by-a-script-0123456789', Date.now() - 600_000);
    const genuine = issueFormToken(key, Date.now() - 600_000);
    const movedTime = [(Date.now() - 3_600_000).toString(36), ...genuine.split('.').slice(1)].join('.');
    const sends = [
      { send: await postPage(demo({})), reasons: ['noToken'] },
      { send: await sendAction(demo({})), reasons: ['noToken'] },
      { send: await postPage(demo({ formToken: forgedTime })), reasons: ['tokenForged'] },
      { send: await sendAction(demo({ formToken: movedTime })), reasons: ['tokenForged'] },
      { send: await sendAction(demo({ formToken: 'x'.repeat(80) })), reasons: ['tokenForged'] },
      // Signed in the future: younger than FORM_MIN_FILL_MS.
      { send: await sendAction(demo({ formToken: issueFormToken(key, Date.now() + 60_000) })), reasons: ['tooFast'] },
    ];
    for (const { send, reasons } of sends) {
      if ('answer' in send) expect([send.status, send.answer]).toEqual([200, person.answer]);
      else expect(send).toMatchObject({ status: 200, thanked: true });
      expect(await storedLead(send.email)).toEqual({ status: 'spam', reasons });
    }
  });

  it('lets a person back at a day-old page through, and not with another sign', async () => {
    const expired = issueFormToken(key, Date.now() - FORM_TOKEN_TTL_MS - 3_600_000);
    const alone = await postPage(demo({ formToken: expired }));
    const links = await sendAction(
      demo({ formToken: expired, message: 'See https://one.example/pricing and https://two.example/plans' }),
    );
    expect(alone).toMatchObject({ status: 200, thanked: true });
    expect(await storedLead(alone.email)).toEqual({ status: 'new', reasons: [] });
    expect(await storedLead(links.email)).toEqual({ status: 'spam', reasons: ['tokenExpired', 'twoLinks'] });
  });

  it(`counts a token's distinct leads: past ${FORM_TOKEN_MAX_USES} it is replayed; the same lead sent again is no new use`, async () => {
    const { token } = await served('/en?utm_source=replay');
    const retried = demo({ formToken: token });
    const sendKey = crypto.randomUUID();
    for (let retry = 0; retry < FORM_TOKEN_MAX_USES + 2; retry++)
      expect((await sendAction(new URLSearchParams(retried), sendKey)).status).toBe(200);
    const others = [];
    for (let use = 2; use <= FORM_TOKEN_MAX_USES + 2; use++)
      others.push(use % 2 ? await postPage(demo({ formToken: token })) : await sendAction(demo({ formToken: token })));
    expect(await storedLead(retried.get('email')!)).toEqual({ status: 'new', reasons: [] });
    const statuses = await Promise.all(others.map(async (send) => (await storedLead(send.email)).status));
    expect(statuses).toEqual([...Array<string>(FORM_TOKEN_MAX_USES - 1).fill('new'), 'spam', 'spam']);
    expect(await storedLead(others.at(-1)!.email)).toEqual({ status: 'spam', reasons: ['tokenReplayed'] });
    const signature = token.slice(token.lastIndexOf('.') + 1);
    expect(await store!.db.select().from(usedFormTokens).where(eq(usedFormTokens.token, signature))).toHaveLength(
      FORM_TOKEN_MAX_USES + 2,
    );
  });
});
