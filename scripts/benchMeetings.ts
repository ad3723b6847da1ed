/**
 * `npm run bench:meetings`: the meetings' two costs, on the embedded store and on PostgreSQL
 * (BENCH_DATABASE_URL, else the local server's `test` database holds a fresh database of its own).
 * 1. The free times of a meeting type for 20 members in 20 time zones, each with weekday hours,
 *    a day off a week and three meetings a day already booked, over a 60-day horizon: read from the
 *    store and computed (`freeTimesOf`), MEETINGS_ROUNDS times (default 200); p50 and p95 in ms,
 *    target p95 ≤ 30 ms. The arithmetic alone is timed too.
 * 2. 200 visitors booking the same time at once, with one member free then, through two
 *    instances' own connection pools on PostgreSQL (one on the embedded store, which one process
 *    holds): how many were booked (must be exactly 1), how many were told at once the time was
 *    taken (199), and the p99 of a send's time to its answer.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ne } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/server/db/client.ts';
import { leads, meetingHosts, meetingTypes, meetings, staffUser } from '../src/server/db/schema.ts';
import { parseEnv } from '../src/server/env.ts';
import { saveLead } from '../src/server/leads/intake/store.ts';
import { SlotTakenError } from '../src/server/meetings/book.ts';
import { blockedRange, freeSlots } from '../src/server/meetings/freeTimes.ts';
import { hostSchedules, freeTimesOf, offeredType } from '../src/server/meetings/schedules.ts';

const rounds = Number(process.env.MEETINGS_ROUNDS ?? 200);
const VISITORS = 200;
const MEMBERS = 20;
const DAY = 86_400_000;
/** The clock everything is judged by: a Monday morning, so the weeks ahead are whole. */
const now = new Date('2027-03-01T06:00:00Z');
const zones = [
  'Europe/Moscow',
  'Asia/Novosibirsk',
  'Asia/Kolkata',
  'Pacific/Auckland',
  'America/New_York',
  'Europe/Paris',
  'Asia/Jakarta',
  'America/Sao_Paulo',
  'Europe/Madrid',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Africa/Cairo',
  'America/Los_Angeles',
  'Asia/Dubai',
  'Europe/London',
  'America/Mexico_City',
  'Asia/Singapore',
  'Europe/Kyiv',
  'Asia/Kathmandu',
  'UTC',
];
const weekdays = [0, 1, 2, 3, 4].map(
  () =>
    [
      [9 * 60, 13 * 60],
      [14 * 60, 18 * 60],
    ] as [number, number][],
);
const weekly = [...weekdays, [], []];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const ms = (value: number) => value.toFixed(1);

/** A store of its own: a fresh PostgreSQL database (and a second pool on it), or a fresh embedded store. */
async function openStore(kind: 'PGlite' | 'PostgreSQL') {
  if (kind === 'PGlite') {
    const dir = mkdtempSync(join(tmpdir(), 'bench-meetings-'));
    const handle = await openDatabase({ DATA_DIR: dir, DATABASE_URL: undefined });
    return {
      handles: [handle],
      close: async () => (await handle.close(), rmSync(dir, { recursive: true, force: true })),
    };
  }
  const adminUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const name = `meetings_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).href;
  const first = await openDatabase({ DATA_DIR: 'unused', DATABASE_URL: url });
  const second = await openDatabase({ DATA_DIR: 'unused', DATABASE_URL: url });
  return {
    handles: [first, second],
    close: async () => {
      await first.close();
      await second.close();
      await admin.query(`drop database ${name}`);
      await admin.end();
    },
  };
}

/** 20 members taking the type, each with three meetings booked on every weekday of the horizon. */
async function seed(handle: DatabaseHandle) {
  const { db } = handle;
  const members = zones.map((_, index) => ({
    id: `bench-${index}`,
    name: `Member ${index}`,
    email: `member-${index}@bench.example`,
    role: 'sales',
    languages: ['en'],
  }));
  await db.insert(staffUser).values(members);
  const type = {
    id: 'intro',
    names: { en: 'Introduction' },
    minutes: 30,
    bufferBeforeMinutes: 10,
    bufferAfterMinutes: 10,
    minNoticeMinutes: 120,
    horizonDays: 60,
    stepMinutes: 30,
    place: 'online',
    videoLink: 'https://meet.example/{uid}',
    languages: ['en'],
  };
  await db.insert(meetingTypes).values(type);
  await db.insert(meetingHosts).values(
    members.map((member, index) => ({
      memberId: member.id,
      timeZone: zones[index]!,
      weekly,
      daysOff: Array.from({ length: 9 }, (_, week) =>
        new Date(now.getTime() + (week * 7 + (index % 5)) * DAY).toISOString().slice(0, 10),
      ),
      typeIds: ['intro'],
    })),
  );
  // Three meetings a day per member at 10, 12 and 15 UTC, each with a lead of its own, written directly.
  const starts = members.flatMap((member) =>
    Array.from({ length: 60 }, (_, day) =>
      [10, 12, 15].map((hour) => ({
        memberId: member.id,
        start: new Date(now.getTime() + day * DAY + (hour - 6) * 3600_000),
      })),
    ).flat(),
  );
  const seedLead = { kind: 'meeting' as const, lang: 'en', page: '/en/contact', name: 'Seed', details: {}, utm: {} };
  for (let index = 0; index < starts.length; index += 1000) {
    const batch = starts.slice(index, index + 1000);
    const ids = await db
      .insert(leads)
      .values(batch.map(() => seedLead))
      .returning({ id: leads.id });
    await db.insert(meetings).values(
      batch.map(({ memberId, start }, offset) => {
        const blocked = blockedRange(type, start);
        return {
          leadId: ids[offset]!.id,
          memberId,
          typeId: 'intro',
          startsAt: start,
          endsAt: new Date(start.getTime() + type.minutes * 60_000),
          blockedFrom: blocked.from,
          blockedUntil: blocked.until,
          visitorTimeZone: 'UTC',
          uid: crypto.randomUUID(),
        };
      }),
    );
  }
  return starts.length;
}

async function freeTimesBench(kind: 'PGlite' | 'PostgreSQL', handle: DatabaseHandle, booked: number) {
  const { db } = handle;
  const type = (await offeredType(db, 'intro'))!;
  const read: number[] = [];
  const arithmetic: number[] = [];
  let count = 0;
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    count = (await freeTimesOf(db, type, now, Infinity)).length;
    read.push(performance.now() - started);
  }
  const hosts = await hostSchedules(db, 'intro', now);
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    freeSlots(type, hosts, now);
    arithmetic.push(performance.now() - started);
  }
  return {
    store: kind,
    'members × days': `${MEMBERS} × 60`,
    'meetings booked': booked,
    'free starts': count,
    'p50 ms (read + compute)': ms(percentile(read, 50)),
    'p95 ms (read + compute)': ms(percentile(read, 95)),
    'p95 ms (compute only)': ms(percentile(arithmetic, 95)),
    'target p95 ≤ 30 ms': percentile(read, 95) <= 30 ? 'met' : 'MISSED',
  };
}

async function raceBench(kind: 'PGlite' | 'PostgreSQL', handles: DatabaseHandle[]) {
  const { db } = handles[0]!;
  // One member free at the time raced for: the others are away.
  await db.update(staffUser).set({ away: true }).where(ne(staffUser.id, 'bench-0'));
  const type = (await offeredType(db, 'intro'))!;
  const [slot] = await freeTimesOf(db, type, now, 1);
  const settings = parseEnv({});
  const latencies: number[] = [];
  const outcomes = await Promise.all(
    Array.from({ length: VISITORS }, async (_, index) => {
      const started = performance.now();
      try {
        await saveLead(
          {
            kind: 'meeting',
            lang: 'en',
            page: '/en/contact',
            name: `Visitor ${index}`,
            email: `visitor-${index}@bench.example`,
            details: {},
            utm: {},
            meeting: { typeId: 'intro', start: slot!.start, visitorTimeZone: 'UTC' },
          },
          { db: handles[index % handles.length]!.db, settings, now },
        );
        return 'booked';
      } catch (error) {
        if (error instanceof SlotTakenError) return 'taken';
        throw error;
      } finally {
        latencies.push(performance.now() - started);
      }
    }),
  );
  const booked = outcomes.filter((outcome) => outcome === 'booked').length;
  const taken = outcomes.filter((outcome) => outcome === 'taken').length;
  return {
    store: kind,
    instances: handles.length,
    visitors: VISITORS,
    booked,
    'told taken': taken,
    'p50 ms': ms(percentile(latencies, 50)),
    'p99 ms': ms(percentile(latencies, 99)),
    'exactly one booked': booked === 1 && taken === VISITORS - 1 ? 'yes' : 'NO',
  };
}

const freeRows = [];
const raceRows = [];
for (const kind of ['PGlite', 'PostgreSQL'] as const) {
  const store = await openStore(kind);
  try {
    const booked = await seed(store.handles[0]!);
    freeRows.push(await freeTimesBench(kind, store.handles[0]!, booked));
    raceRows.push(await raceBench(kind, store.handles));
  } finally {
    await store.close();
  }
}
console.log(`\nFree times of one meeting type (${rounds} rounds each):`);
console.table(freeRows);
console.log(`\n${VISITORS} visitors booking the same time at once, one member free then:`);
console.table(raceRows);
process.exitCode = raceRows.every((row) => row['exactly one booked'] === 'yes') ? 0 : 1;
