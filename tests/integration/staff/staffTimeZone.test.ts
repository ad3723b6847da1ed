/** A member's time zone, as the account screen keeps it: a zone the runtime knows, else refused with nothing stored. */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staffUser } from '../../../src/server/db/schema';
import { setTimeZone } from '../../../src/server/staff/account';
import { staffActing } from '../../support/integration/acting';
import { testStores } from '../../support/integration/stores';

describe.each(testStores)('the time zone on $name', (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  beforeEach(async () => {
    handle = await store.open();
    await handle.db.insert(staffUser).values({ id: 'tz1', email: 'tz1@staff.example', name: 'Zoe', role: 'sales' });
  });
  afterEach(() => handle.cleanup());

  const stored = async () =>
    (await handle.db.select({ timeZone: staffUser.timeZone }).from(staffUser).where(eq(staffUser.id, 'tz1')))[0]!
      .timeZone;

  it('is UTC until chosen, keeps a zone the runtime knows, and UTC again when chosen', async () => {
    const acting = staffActing(handle, 'tz1', 'sales');
    expect(await stored()).toBeNull();
    expect(await setTimeZone({ timeZone: 'Asia/Jakarta' }, acting)).toEqual({
      success: 'saved',
      timeZone: 'Asia/Jakarta',
    });
    expect(await stored()).toBe('Asia/Jakarta');
    // A valid name the runtime lists under another is kept by the runtime's name, the one the list shows selected.
    expect(await setTimeZone({ timeZone: 'Europe/Kyiv' }, acting)).toMatchObject({ success: 'saved' });
    expect(Intl.supportedValuesOf('timeZone')).toContain(await stored());
    expect(await setTimeZone({ timeZone: 'UTC' }, acting)).toEqual({ success: 'saved', timeZone: 'UTC' });
    expect(await stored()).toBeNull();
  });

  it('refuses a zone the runtime does not know, keeping the one stored', async () => {
    const acting = staffActing(handle, 'tz1', 'sales');
    await setTimeZone({ timeZone: 'Europe/Moscow' }, acting);
    for (const timeZone of ['Mars/Olympus', 'europe/moscow', '', '+03:00', '<script>'.repeat(20)]) {
      expect(await setTimeZone({ timeZone }, acting), timeZone).toEqual({ refusal: 'badTimeZone', status: 422 });
    }
    expect(await stored()).toBe('Europe/Moscow');
  });
});
