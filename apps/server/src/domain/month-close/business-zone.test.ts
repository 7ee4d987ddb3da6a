import { monthCloseMessages } from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from '../../platform/db/database.js';
import type { Database } from '../../platform/db/schema.js';
import { createDemoDatabase, type TestDatabase, testDatabaseKinds } from '../../testing/index.js';
import { insertZonedBusinesses, type ZonedBusiness } from '../../testing/zoned-businesses.js';
import { loadStepCounts } from './load/step-counts.js';
import { closeMonth } from './run.js';

/**
 * A business's month close counts its own month and today, in its zone (issue #28 item 2),
 * whoever looks: a principal employer's screen counts each contractor's in the contractor's.
 * Kathmandu (+05:45) runs 15 minutes ahead of India: its 1 November opens at 23:45 of India's
 * 31 October. Dubai (+04:00) runs 1 h 30 behind: 23:00 of its 10 November is 00:30 of India's
 * 11th. Each case fails with IST put back.
 */
const zones = { dubai: 'Asia/Dubai', kathmandu: 'Asia/Kathmandu' } as const;

describe.each(testDatabaseKinds)("month close's counts in each business's zone on %s", (kind) => {
  let database: TestDatabase;
  let opened: OpenDatabase;
  let db: Kysely<Database>;
  let businesses: Record<keyof typeof zones, ZonedBusiness>;
  const counted = (business: keyof typeof zones) => ({
    id: businesses[business].partnerId,
    timeZone: zones[business],
  });

  beforeAll(async () => {
    database = await createDemoDatabase(kind);
    opened = await openDatabase(database);
    db = opened.db;
    businesses = await insertZonedBusinesses(db, zones, 'TZM');
  }, 300_000);
  afterAll(async () => {
    await opened?.close();
    await database?.drop();
  });

  it("counts a Kathmandu day of 1 November in Kathmandu's November, beside a Dubai business", async () => {
    const { kathmandu } = businesses;
    await sql`insert into attendance (partners_id, employees_id, attendance_date)
      values (${kathmandu.partnerId}, ${kathmandu.employeeId}, '2026-10-31T18:15:00Z')`.execute(db);
    const counts = await loadStepCounts(db, [counted('dubai'), counted('kathmandu')], '2026-11');
    const of = (business: keyof typeof zones) =>
      counts.find((row) => row.partnerId === businesses[business].partnerId)?.counts.attendance_unapproved;
    expect([of('kathmandu'), of('dubai')]).toEqual([1, 0]);
    const october = await loadStepCounts(db, [counted('kathmandu')], '2026-10');
    expect(october[0]?.counts.attendance_unapproved).toBe(0);
  });

  it("splits a Dubai leaver's settlement due from late at Dubai's midnight", async () => {
    const { dubai } = businesses;
    // left on 5 November, due on 10 November, both Dubai's days
    await sql`insert into settlements (partners_id, employees_id, leaving_date, due_on, status)
      values (${dubai.partnerId}, ${dubai.employeeId}, '2026-11-04T20:00:00Z', '2026-11-09T20:00:00Z', 'computed')`.execute(
      db,
    );
    const settlements = async (now: string) => {
      const [row] = await loadStepCounts(db, [counted('dubai')], '2026-11', Date.parse(now));
      return [row?.counts.settlements_due, row?.counts.settlements_late];
    };
    // 23:00 of the due day in Dubai (00:30 of the 11th in India): still due
    expect(await settlements('2026-11-10T19:00:00Z')).toEqual([1, 0]);
    expect(await settlements('2026-11-10T20:00:00Z')).toEqual([0, 1]);
  });

  it("refuses to close Dubai's November before Dubai's November is over", async () => {
    const { dubai } = businesses;
    // 23:00 of 30 November in Dubai, 00:30 of 1 December in India
    await expect(
      closeMonth(db, dubai.admin, '2026-11', [], new Date('2026-11-30T19:00:00Z')),
    ).rejects.toThrow(monthCloseMessages.notOver);
  });
});
