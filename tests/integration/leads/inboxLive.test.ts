import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../../../src/server/db/client';
import { parseEnv } from '../../../src/server/env';
import {
  createLeadEventBus,
  notifyLeads,
  type LeadEventBus,
  type LeadNotice,
} from '../../../src/server/leads/inbox/events';
import { leadEventsResponse } from '../../../src/server/leads/inbox/eventStream';
import { setStatus } from '../../../src/server/leads/inbox/pipeline';
import { saveLead } from '../../../src/server/leads/intake/store';
import { sampleLead } from '../../support/integration/leadsPeers';
import { postgresUrl, testStores } from '../../support/integration/stores';

const noChannels = parseEnv({});
/** The promise the issue makes: a lead shows in an open inbox within 2 seconds. */
const LIVE_WITHIN_MS = 2_000;

/** The first notice on `bus` that `matches`, failing if none comes within LIVE_WITHIN_MS. */
function nextNotice(bus: LeadEventBus, matches: (notice: LeadNotice) => boolean = () => true): Promise<LeadNotice> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => (unsubscribe(), reject(new Error(`no matching notice within ${LIVE_WITHIN_MS} ms`))),
      LIVE_WITHIN_MS,
    );
    const unsubscribe = bus.subscribe((notice) => {
      if (!matches(notice)) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(notice);
    });
  });
}

/** A rolled-back transaction that sent a notice: it must never be heard. */
async function rolledBackNotice(db: Database): Promise<void> {
  await db
    .transaction(async (tx) => {
      await notifyLeads(tx as unknown as Database, { type: 'created', leadId: -1 });
      throw new Error('roll back');
    })
    .catch(() => {});
}

describe.each(testStores)('live inbox notices on $name', (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  let other: DatabaseHandle | undefined;
  let bus: LeadEventBus | undefined;
  beforeEach(async () => (handle = await store.open()));
  afterEach(async () => {
    await bus?.close();
    await other?.close();
    bus = other = undefined;
    await handle.cleanup();
  });

  it('hears a new lead and a change once committed, never a rolled-back one', async () => {
    bus = await createLeadEventBus(handle);
    const first = nextNotice(bus);
    await rolledBackNotice(handle.db);
    const { id } = await saveLead(sampleLead(), { db: handle.db, settings: noChannels });
    expect(await first).toEqual({ type: 'created', leadId: id });

    const changed = nextNotice(bus);
    await setStatus(handle.db, id, 'contacted', { id: 'staff-1' });
    expect(await changed).toEqual({ type: 'changed', leadId: id, change: 'status' });
  });

  it('streams a new lead to an open inbox as a Server-Sent Event', async () => {
    bus = await createLeadEventBus(handle);
    const leaving = new AbortController();
    const response = leadEventsResponse(
      new Request('http://site.test/staff/leads/events'),
      (listener) => bus!.subscribe(listener),
      { signal: leaving.signal },
    );
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    expect((await reader.read()).value).toBe('retry: 2000\n: connected\n\n');
    const { id } = await saveLead(sampleLead(), { db: handle.db, settings: noChannels });
    expect((await reader.read()).value).toBe(`event: lead\ndata: {"type":"created","leadId":${id}}\n\n`);
    leaving.abort();
    expect(await reader.read()).toEqual({ done: true, value: undefined });
  });

  it.runIf(store.name === 'PostgreSQL')(
    'hears a lead saved by another instance, and again after its listening connection is cut',
    async () => {
      other = await openDatabase({ DATA_DIR: 'unused', DATABASE_URL: postgresUrl });
      bus = await createLeadEventBus(other);
      const created = nextNotice(bus);
      const { id } = await saveLead(sampleLead(), { db: handle.db, settings: noChannels });
      expect(await created).toEqual({ type: 'created', leadId: id });

      // The database drops the listening connection (a restart, a failover): it listens again and says so.
      const resync = nextNotice(bus, (notice) => notice.type === 'resync');
      const ended = (await handle.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN %' and pid <> pg_backend_pid()`,
      )) as unknown as { rows: unknown[] };
      expect(ended.rows).toHaveLength(1);
      expect(await resync).toEqual({ type: 'resync' });
      const again = nextNotice(bus, (notice) => notice.type === 'created');
      const second = await saveLead(sampleLead({ name: 'After the cut' }), { db: handle.db, settings: noChannels });
      expect(await again).toEqual({ type: 'created', leadId: second.id });
    },
  );
});
