import type { AttendanceDayCell, BusinessEnv } from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RowScope } from '../../engine/scope/index.js';
import { type OpenDatabase, openDatabase } from '../../platform/db/database.js';
import type { Database } from '../../platform/db/schema.js';
import { createDemoDatabase, type TestDatabase, testDatabaseKinds } from '../../testing/index.js';
import { insertZonedBusinesses, type ZonedBusiness } from '../../testing/zoned-businesses.js';
import { applyApproval } from './approval/apply.js';
import type { StoredCell } from './approval/rules.js';
import { istDayStart } from './compute/index.js';
import { checkAttendanceEdit, storeAttendanceEdits } from './edits/store-edits.js';
import { contractEmployees } from './recalculation/recalculate-month.js';
import { monthOfCells } from './summary/month-of-cells.js';
import { readStoredEdits } from './triggers/edit-writes.js';
import { masterAffectedDays, readMasterInputs } from './triggers/master-writes.js';

/**
 * Attendance edits, approvals, a contract's recalculated month and the summary's days count
 * in the zone of the employee's (contract's) business (issue #28 item 2; attendance README),
 * as the recompute stores the days: Dubai (+04:00) runs 1 h 30 behind India, so 19:00 UTC is
 * still Dubai's day when India's next has begun; Kathmandu (+05:45) runs 15 minutes ahead,
 * so its midnight is 23:45 of India's day before. Each case fails with IST put back.
 */
const zones = { dubai: 'Asia/Dubai', kathmandu: 'Asia/Kathmandu' } as const;
type Business = keyof typeof zones;
/** Dubai's and Kathmandu's midnights opening 10 November 2026 (IST's is 18:30 UTC). */
const dubaiTenth = '2026-11-09T20:00:00.000Z';
const kathmanduTenth = '2026-11-09T18:15:00.000Z';
const allRows: RowScope = {
  nothing: false,
  partner: null,
  limits: null,
  excludeIds: [],
  onlyIds: null,
  employedBy: null,
};

describe.each(testDatabaseKinds)("attendance edits and approvals in their business's zone on %s", (kind) => {
  let database: TestDatabase;
  let opened: OpenDatabase;
  let db: Kysely<Database>;

  let businesses: Record<Business, ZonedBusiness>;
  /** An admin of the business, as the session's env holds it. */
  const adminOf = (business: Business): BusinessEnv => businesses[business].admin;

  beforeAll(async () => {
    database = await createDemoDatabase(kind);
    opened = await openDatabase(database);
    db = opened.db;
    businesses = await insertZonedBusinesses(db, zones, 'TZE');
  }, 300_000);
  afterAll(async () => {
    await opened?.close();
    await database?.drop();
  });

  /** What the edit checks read besides the edit: a Kathmandu admin's, at `now`. */
  const kathmanduEdits = (now: string) => ({
    env: adminOf('kathmandu'),
    scope: allRows,
    ownBusiness: true,
    requireSiteAndType: false,
    now: new Date(now),
  });

  it("lets a Kathmandu admin edit Kathmandu's today at 00:05 there, still India's yesterday", async () => {
    const employeeId = businesses.kathmandu.employeeId;
    // 00:05 on 21 November in Kathmandu, 23:50 on the 20th in India
    const check = await checkAttendanceEdit(db, kathmanduEdits('2026-11-20T18:20:00Z'), {
      employees_id: employeeId,
      attendance_date: '2026-11-21',
    });
    expect(check).toMatchObject({ kind: 'allowed', timeZone: zones.kathmandu });
  });

  it("stores a Kathmandu edit at Kathmandu's midnight and reads its day back in Kathmandu's calendar", async () => {
    const employeeId = businesses.kathmandu.employeeId;
    const id = '6a1f0b52-2d7e-4c43-9b8e-28a000000001';
    const stored = await storeAttendanceEdits(db, {
      ...kathmanduEdits('2026-11-20T06:00:00Z'),
      edits: [{ id, employees_id: employeeId, attendance_date: '2026-11-10', in_lieu_of: '2026-11-08' }],
    });
    expect(stored.kind).toBe('stored');
    const row = await sql<{ attendance_date: Date; in_lieu_of: Date }>`select attendance_date, in_lieu_of
      from attendance_edits where id = ${id}`.execute(db);
    expect(new Date(row.rows[0]?.attendance_date as Date).toISOString()).toBe(kathmanduTenth);
    expect(new Date(row.rows[0]?.in_lieu_of as Date).toISOString()).toBe('2026-11-07T18:15:00.000Z');
    // a later write of the edit checks it on the day it names (23:45 of the 9th in India)
    expect(await readStoredEdits(db, [id])).toEqual(
      new Map([[id, expect.objectContaining({ day: '2026-11-10', in_lieu_of: '2026-11-08' })]]),
    );
  });

  it("approves a Kathmandu cell stored at Kathmandu's midnight as the day it names", async () => {
    const employeeId = businesses.kathmandu.employeeId;
    const row = await sql<{ id: string }>`insert into attendance (partners_id, employees_id, attendance_date)
      values (${businesses.kathmandu.partnerId}, ${employeeId}, ${'2026-11-14T18:15:00Z'}::timestamptz) returning id`.execute(
      db,
    );
    const attendanceId = row.rows[0]?.id as string;
    let seen: (StoredCell | null)[] = [];
    await applyApproval(db, {
      env: adminOf('kathmandu'),
      scope: allRows,
      cells: [{ attendance_id: attendanceId, employees_id: employeeId, attendance_date: '2026-11-15' }],
      status: 'approved',
      plan: (cells) => {
        seen = cells;
        return { kind: 'refused', message: 'only read' };
      },
    });
    // India's calendar names the row the 14th: the cell would count as empty
    expect(seen.map((cell) => cell?.id ?? null)).toEqual([attendanceId]);
  });

  it("recomputes after a shift's change the Kathmandu worker whose approved 1 December used it", async () => {
    const employeeId = businesses.kathmandu.employeeId;
    const shift = await sql<{
      id: string;
    }>`insert into shifts (shift_code, name, shift_time, min_working_minutes)
      values ('TZE-S', ${JSON.stringify({ eng: 'Kathmandu day' })}::jsonb, int4range(540, 1080, '[)'), 420) returning id`.execute(
      db,
    );
    const shiftId = shift.rows[0]?.id as string;
    // the worker's approved day of Kathmandu's 1 December (18:15 UTC on 30 November, before
    // India's 1 December): a shift is no business's, each row's month is its business's
    await sql`insert into attendance (partners_id, employees_id, attendance_date, shifts_id, attendance_status)
      values (${businesses.kathmandu.partnerId}, ${employeeId}, '2026-11-30T18:15:00Z', ${shiftId},
        (select id from attendance_status where code = 'final_approved' and not deleted limit 1))`.execute(
      db,
    );
    const open = await db.transaction().execute(async (trx) => {
      const before = await readMasterInputs(trx, 'shifts', [shiftId]);
      await sql`update shifts set min_working_minutes = 400 where id = ${shiftId}`.execute(trx);
      return masterAffectedDays(
        trx,
        'shifts',
        before,
        [{ id: shiftId, op: 'U' }],
        new Date('2026-12-05T06:00:00Z'),
      );
    });
    expect([...(open?.affected.keys() ?? [])]).toEqual([employeeId]);
  });

  it("recomputes after a shift's change each worker's own month up to its own today, whatever the writer's zone", async () => {
    // two more workers of their own, on one shift, each with an unapproved day of November
    const workers = await insertZonedBusinesses(db, zones, 'TZM');
    const shift = await sql<{
      id: string;
    }>`insert into shifts (shift_code, name, shift_time, min_working_minutes)
      values ('TZM-S', ${JSON.stringify({ eng: 'Shared day' })}::jsonb, int4range(540, 1080, '[)'), 420) returning id`.execute(
      db,
    );
    const shiftId = shift.rows[0]?.id as string;
    for (const [business, worker] of Object.entries(workers) as [Business, ZonedBusiness][]) {
      await sql`update employees set shifts_id = ${shiftId} where id = ${worker.employeeId}`.execute(db);
      await sql`insert into attendance (partners_id, employees_id, attendance_date, shifts_id)
        values (${worker.partnerId}, ${worker.employeeId}, ${new Date(istDayStart('2026-11-20', zones[business]))}, ${shiftId})`.execute(
        db,
      );
    }
    const daysAt = async (now: string, minimum: number) => {
      const open = await db.transaction().execute(async (trx) => {
        const before = await readMasterInputs(trx, 'shifts', [shiftId]);
        await sql`update shifts set min_working_minutes = ${minimum} where id = ${shiftId}`.execute(trx);
        return masterAffectedDays(trx, 'shifts', before, [{ id: shiftId, op: 'U' }], new Date(now));
      });
      const days = (worker: ZonedBusiness) => [...(open?.affected.get(worker.employeeId) ?? [])].sort();
      return { dubai: days(workers.dubai), kathmandu: days(workers.kathmandu) };
    };
    const november = Array.from({ length: 30 }, (_, at) => `2026-11-${String(at + 1).padStart(2, '0')}`);
    // 18:20 UTC on 30 November: 00:05 on 1 December in Kathmandu, still 23:50 on the 30th in
    // India: Kathmandu's new month is its today alone (India's today left it out)
    expect(await daysAt('2026-11-30T18:20:00Z', 400)).toEqual({
      dubai: november,
      kathmandu: ['2026-11-20', '2026-12-01'],
    });
    // 19:00 UTC: 00:30 on 1 December in India, still 23:00 on 30 November in Dubai: Dubai's
    // November is still its current month, every day of it (India's today gave Dubai
    // 1 December, a day it has not reached, and left its November's unstored days out)
    expect(await daysAt('2026-11-30T19:00:00Z', 410)).toEqual({
      dubai: november,
      kathmandu: ['2026-11-20', '2026-12-01'],
    });
  });

  it("counts a Kathmandu contract's November without an allocation starting on Kathmandu's 1 December", async () => {
    const contract = await sql<{ id: string }>`insert into contracts (partners_id, code, contract_period)
      values (${businesses.kathmandu.partnerId}, 'TZE-C1', tstzrange('2026-01-01T00:00:00Z', null)) returning id`.execute(
      db,
    );
    const contractId = contract.rows[0]?.id as string;
    // Kathmandu's 1 December begins at 18:15 UTC on 30 November, India's at 18:30
    await sql`insert into allocations (partners_id, employees_id, contracts_id, allocations_range)
      values (${businesses.kathmandu.partnerId}, ${businesses.kathmandu.employeeId}, ${contractId},
        tstzrange('2026-11-30T18:15:00Z'::timestamptz, null))`.execute(db);
    expect(await contractEmployees(db, contractId, '2026-11-01', '2026-11-30', zones.kathmandu)).toEqual([]);
    expect(await contractEmployees(db, contractId, '2026-12-01', '2026-12-31', zones.kathmandu)).toEqual([
      businesses.kathmandu.employeeId,
    ]);
  });
});

describe("the summary's days", () => {
  it("name the instant the day starts in the listed business's zone", () => {
    const cell = {
      attendance_date: '2026-11-10',
      total_punch_count: 2,
      working_minutes: 480,
    } as AttendanceDayCell;
    expect(monthOfCells([cell], zones.dubai).dailyCount.map((day) => day.attendance_date)).toEqual([
      dubaiTenth,
    ]);
  });
});
