/**
 * The page views waiting to be written: kept in memory and written in batches (once a second,
 * or as soon as FLUSH_AT are waiting), and written once more on shutdown. A failed write keeps
 * them for the next try, up to MAX_WAITING; past it the oldest are dropped and counted.
 */
import type { Database } from '../db/client.ts';
import { analyticsEvents } from '../db/schema.ts';
import { errorKind } from '../log.ts';
import type { PageView } from './pageView.ts';

/** A page view as stored: its time and visitor hash added. */
type RecordedView = PageView & { at: Date; visitor: string };

/** A batch is written once this many are waiting, without waiting for the second to pass. */
const FLUSH_AT = 500;
/** Rows per insert statement (PostgreSQL allows 65,535 parameters; 11 per row). */
const ROWS_PER_INSERT = 2000;
/** The most kept while the store is unreachable. */
const MAX_WAITING = 100_000;
const FLUSH_EVERY_MS = 1000;

export interface Recorder {
  record(view: RecordedView): void;
  /** The waiting views, oldest first (a lead looks for its visit among them too). */
  waiting(): readonly RecordedView[];
  /** Writes what is waiting; resolves once written (or failed, kept for the next try). */
  flush(): Promise<number>;
  /** Writes once a second from now on. */
  start(): void;
  /** Stops the timer and writes what is left. */
  stop(): Promise<void>;
  /** Views dropped because the store stayed unreachable. */
  readonly dropped: number;
}

export function createRecorder(db: () => Promise<Database>): Recorder {
  let buffer: RecordedView[] = [];
  let writing: Promise<number> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let dropped = 0;

  const write = async (): Promise<number> => {
    const batch = buffer;
    buffer = [];
    if (!batch.length) return 0;
    try {
      const store = await db();
      await store.transaction(async (tx) => {
        for (let start = 0; start < batch.length; start += ROWS_PER_INSERT)
          await tx.insert(analyticsEvents).values(batch.slice(start, start + ROWS_PER_INSERT));
      });
      return batch.length;
    } catch (error) {
      buffer = [...batch, ...buffer];
      const excess = buffer.length - MAX_WAITING;
      if (excess > 0) {
        buffer.splice(0, excess);
        dropped += excess;
      }
      console.warn(`[analytics] could not write ${batch.length} page views (${errorKind(error)}); trying again`);
      return 0;
    }
  };
  const flush = (): Promise<number> => {
    // One write at a time: the next waits for the one under way, then takes what is left.
    const next = (writing ?? Promise.resolve(0)).then(write);
    writing = next;
    void next.finally(() => {
      if (writing === next) writing = undefined;
    });
    return next;
  };
  return {
    record(view) {
      buffer.push(view);
      if (buffer.length >= FLUSH_AT && !writing) void flush();
    },
    waiting: () => buffer,
    flush,
    start() {
      timer ??= setInterval(() => void flush(), FLUSH_EVERY_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await flush();
    },
    get dropped() {
      return dropped;
    },
  };
}
