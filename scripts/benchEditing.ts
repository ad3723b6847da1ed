/**
 * The public cases list under load while an editor saves a case every second through the staff
 * area, as `npm run bench` prints it: each save drops every instance's cached cases (the
 * list renders again on the next request), so this is the list's rate at its least cached.
 */
import autocannon from 'autocannon';
import { openDatabase } from '../src/server/db/client.ts';
import { invitePath, inviteStaff } from '../src/server/staff/accounts.ts';

const email = 'bench-editor@example.com';
const password = 'bench lantern cobalt meadow 42';

/** Invites the editor on the embedded store in `dataDir` (before its server starts); returns the invitation's path. */
export async function inviteBenchEditor(dataDir: string): Promise<string> {
  const store = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
  try {
    return invitePath((await inviteStaff(store.db, { email, role: 'editor' })).token);
  } finally {
    await store.close();
  }
}

/** Posts a form as the browser would, from the site's own origin; returns the answer. */
async function post(origin: string, path: string, form: Record<string, string>, cookie = ''): Promise<Response> {
  return fetch(origin + path, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: origin, Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  });
}

/** Takes up the invitation, signs in, creates and publishes a case; then loads `/en/cases` for `seconds` while saving it every second. */
export async function benchListWhileEditing(origin: string, invitation: string, seconds: number) {
  await post(origin, invitation, { name: 'Bench Editor', password });
  const signIn = await post(origin, '/staff/sign-in', { email, password });
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  if (signIn.status !== 303 || !cookie) throw new Error(`The bench editor could not sign in (${signIn.status})`);
  const text = (title: string) => ({
    slug: 'bench-case',
    'en.title': title,
    'en.summary': 'Saved every second while the list is under load.',
    'en.industry': 'Benchmarks',
  });
  // Each form posts to its action (Astro actions: `?_action=` names it).
  const created = await post(origin, '/staff/cases/new?_action=staff.cases.create', text('Bench case 0'), cookie);
  const editPath = new URL(created.headers.get('location') ?? '', origin).pathname;
  if (created.status !== 303 || !/^\/staff\/cases\/\d+$/.test(editPath))
    throw new Error(`The bench case was not created (${created.status})`);
  const id = editPath.split('/').pop()!;
  const published = await post(origin, `${editPath}?_action=staff.cases.publish`, { case: id }, cookie);
  if (published.status !== 303) throw new Error(`The bench case was not published (${published.status})`);

  let saves = 0;
  let failedSaves = 0;
  const saving = setInterval(() => {
    post(origin, `${editPath}?_action=staff.cases.save`, { case: id, ...text(`Bench case ${++saves}`) }, cookie).then(
      (answer) => void (answer.status === 303 || failedSaves++),
      () => void failedSaves++,
    );
  }, 1000);
  try {
    const result = await autocannon({
      url: `${origin}/en/cases`,
      connections: 50,
      duration: seconds,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    const list = await (await fetch(`${origin}/en/cases`)).text();
    return {
      rps: Math.round(result.requests.average),
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
      saves,
      failedSaves,
      latestShown: list.includes(`Bench case ${saves}`) || list.includes(`Bench case ${saves - 1}`),
    };
  } finally {
    clearInterval(saving);
  }
}
