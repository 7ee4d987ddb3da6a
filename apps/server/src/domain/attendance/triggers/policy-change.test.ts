import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from '../../../platform/db/database.js';
import { createDemoDatabase, type TestDatabase, testDatabaseKinds } from '../../../testing/index.js';
import { addDays, istDayKey, istDayStart, istWeekday } from '../compute/index.js';
import { recomputeEmployeesDays } from '../recompute/index.js';
import { recomputeAffectedDays } from './affected-days.js';
import { masterAffectedDays, readMasterInputs } from './master-writes.js';
import { openMonthDays } from './open-month-days.js';

describe('openMonthDays', () => {
  const today = '2026-11-20';
  it("takes the current month's days up to today and the unapproved stored days before, without approved days or closed months", () => {
    const { affected, closedDays } = openMonthDays(
      ['a', 'b', 'never computed'],
      [
        { employeeId: 'a', day: '2026-10-30', approved: false, closed: false, readsPolicy: false },
        { employeeId: 'a', day: '2026-09-30', approved: false, closed: true, readsPolicy: true },
        { employeeId: 'a', day: '2026-11-05', approved: true, closed: false, readsPolicy: true },
        { employeeId: 'b', day: '2026-09-29', approved: true, closed: true, readsPolicy: false },
        { employeeId: 'b', day: '2026-11-19', approved: false, closed: false, readsPolicy: true },
      ],
      new Map([
        ['a', today],
        ['b', today],
        ['never computed', today],
      ]),
      'every day',
    );
    const days = (employee: string) => [...(affected.get(employee) ?? [])].sort();
    expect(days('a')).toEqual([
      '2026-10-30',
      ...Array.from({ length: 20 }, (_, at) => addDays('2026-11-01', at)).filter(
        (day) => day !== '2026-11-05',
      ),
    ]);
    expect(days('b')).toHaveLength(20);
    expect(affected.has('never computed')).toBe(false);
    // only the unapproved day of the closed month counts as kept by the lock
    expect(closedDays).toBe(1);
  });

  it("counts each employee's month up to its own today, its business's day", () => {
    const unapproved = { approved: false, closed: false, readsPolicy: false };
    const { affected } = openMonthDays(
      ['ahead', 'behind'],
      [
        { employeeId: 'ahead', day: '2026-11-20', ...unapproved },
        { employeeId: 'behind', day: '2026-11-20', ...unapproved },
      ],
      new Map([
        ['ahead', '2026-12-01'],
        ['behind', '2026-11-30'],
      ]),
      'every day',
    );
    expect([...(affected.get('ahead') ?? [])].sort()).toEqual(['2026-11-20', '2026-12-01']);
    expect([...(affected.get('behind') ?? [])].sort()).toEqual(
      Array.from({ length: 30 }, (_, at) => addDays('2026-11-01', at)),
    );
  });

  it('takes only the stored open days that read the policy on a policy change', () => {
    const { affected, closedDays } = openMonthDays(
      ['a', 'b'],
      [
        { employeeId: 'a', day: '2026-10-30', approved: false, closed: false, readsPolicy: true },
        { employeeId: 'a', day: '2026-11-03', approved: false, closed: false, readsPolicy: false },
        { employeeId: 'a', day: '2026-11-05', approved: true, closed: false, readsPolicy: true },
        { employeeId: 'a', day: '2026-09-27', approved: false, closed: true, readsPolicy: true },
        { employeeId: 'b', day: '2026-11-04', approved: false, closed: false, readsPolicy: false },
      ],
      new Map([
        ['a', today],
        ['b', today],
      ]),
      'policy',
    );
    expect([...affected]).toEqual([['a', new Set(['2026-10-30'])]]);
    expect(closedDays).toBe(1);
  });
});

/**
 * A demo business's policy changed from overtime to compensatory offs: a weekly off worked
 * this month (unapproved) moves, the same day approved for another worker and the weekly off
 * worked in last month, closed, stay; the count is the rows whose figures moved.
 */
describe.each(testDatabaseKinds)("a change of the business's attendance policy on %s", (kind) => {
  let database: TestDatabase;
  let opened: OpenDatabase;
  const today = istDayKey(Date.now());
  const monthStart = `${today.slice(0, 8)}01`;
  // a day of this month before today (today itself on the first), and its weekday last month
  const thisMonthDay = today === monthStart ? today : addDays(today, -1);
  const weekday = istWeekday(thisMonthDay);
  const lastMonthDay = [1, 2, 3, 4, 5, 6, 7]
    .map((back) => addDays(monthStart, -back))
    .find((day) => istWeekday(day) === weekday) as string;

  beforeAll(async () => {
    database = await createDemoDatabase(kind);
    opened = await openDatabase(database);
  }, 600_000);
  afterAll(async () => {
    await opened?.close();
    await database?.drop();
  });

  /** The demo business's rows, each as its figures (not the history's time stamps). */
  const figures = async (partnersId: string) =>
    new Map(
      (
        await sql<{ id: string; figures: string }>`select a.id,
            (to_jsonb(a) - array['exception', 'sync_timestamp', 'last_modified'])::text as figures
          from attendance a where a.partners_id = ${partnersId} and not a.deleted`.execute(opened.db)
      ).rows.map((row) => [row.id, row.figures]),
    );
  const dayRow = async (employeeId: string, day: string) =>
    (
      await sql<{ overtime_minutes: number; compensatory_off_days: number; code: string }>`
        select a.overtime_minutes::int as overtime_minutes,
          coalesce(a.compensatory_off_days, 0)::float8 as compensatory_off_days, t.code from attendance a
          join attendance_types t on t.id = a.att_type
        where a.employees_id = ${employeeId} and a.attendance_date = ${new Date(istDayStart(day))}
          and not a.deleted`.execute(opened.db)
    ).rows[0];

  it("recomputes the open months' days, leaves approved days and a closed month alone, and counts the days changed", async () => {
    const db = opened.db;
    const business = (
      await sql<{ id: string; policy: string; admin: string }>`select p.id, ap.id as policy, e.id as admin
        from partners p join attendance_policies ap on ap.partners_id = p.id and not ap.deleted
          join employees e on e.partners_id = p.id and e.code = 'admin'
        where lower(p.sw_handle) = 'demo'`.execute(db)
    ).rows[0];
    if (!business) throw new Error("the demo business's policy expected");
    // two workers present on both days, none of them on leave or a holiday
    const worked = await sql<{ id: string }>`select e.id from employees e
      where e.partners_id = ${business.id} and not e.deleted and e.code like 'DI%'
        and (select count(*) from attendance a join attendance_types t on t.id = a.att_type
          where a.employees_id = e.id and not a.deleted and t.code = 'P'
            and a.attendance_date = any(${[new Date(istDayStart(thisMonthDay)), new Date(istDayStart(lastMonthDay))]}::timestamptz[])) = 2
      order by e.code limit 2`.execute(db);
    const [open, approved] = worked.rows.map((row) => row.id);
    if (!open || !approved) throw new Error('two demo workers present on both days expected');
    // the day becomes their weekly off, worked: overtime under the demo's overtime policy
    await sql`update employees set weekly_off = ${weekday} where id in (${open}, ${approved})`.execute(db);
    await db.transaction().execute(async (trx) => {
      await recomputeEmployeesDays(trx, [open, approved], thisMonthDay, thisMonthDay);
      await recomputeEmployeesDays(trx, [open], lastMonthDay, lastMonthDay);
    });
    await sql`update attendance set attendance_status = null
      where employees_id = ${open} and attendance_date = ${new Date(istDayStart(lastMonthDay))}`.execute(db);
    await sql`update attendance set attendance_status = (select id from attendance_status where code = 'final_approved')
      where employees_id = ${approved} and attendance_date = ${new Date(istDayStart(thisMonthDay))}`.execute(
      db,
    );
    await sql`insert into month_closes (partners_id, month, closed_by)
      values (${business.id}, ${lastMonthDay.slice(0, 7)}, ${business.admin})`.execute(db);
    for (const [employee, day] of [
      [open, thisMonthDay],
      [approved, thisMonthDay],
      [open, lastMonthDay],
    ] as const)
      expect((await dayRow(employee, day))?.compensatory_off_days).toBe(0);
    expect((await dayRow(open, thisMonthDay))?.overtime_minutes).toBeGreaterThan(0);
    const approvedOvertime = (await dayRow(approved, thisMonthDay))?.overtime_minutes;
    expect(approvedOvertime).toBeGreaterThan(0);

    const before = await figures(business.id);
    const result = await db.transaction().execute(async (trx) => {
      const watched = await readMasterInputs(trx, 'attendance_policies', [business.policy]);
      await sql`update attendance_policies set holiday_work = 'compensatory_off' where id = ${business.policy}`.execute(
        trx,
      );
      const open = await masterAffectedDays(
        trx,
        'attendance_policies',
        watched,
        [{ id: business.policy, op: 'U' }],
        new Date(),
      );
      if (!open) throw new Error('a changed policy expected');
      return {
        changed: await recomputeAffectedDays(trx, open.affected, new Date()),
        closed: open.closedDays,
      };
    });
    const after = await figures(business.id);
    const moved = [...after].filter(([id, row]) => before.get(id) !== row).length;

    // the open month's worked weekly off earns a compensatory off instead of its overtime
    expect(await dayRow(open, thisMonthDay)).toMatchObject({
      code: 'WO',
      overtime_minutes: 0,
      compensatory_off_days: 1,
    });
    // approved, or in a closed month: as they were
    expect(await dayRow(approved, thisMonthDay)).toMatchObject({
      overtime_minutes: approvedOvertime,
      compensatory_off_days: 0,
    });
    expect((await dayRow(open, lastMonthDay))?.compensatory_off_days).toBe(0);
    expect(result.changed).toBe(moved);
    expect(result.changed).toBeGreaterThanOrEqual(1);
    expect(result.closed).toBeGreaterThanOrEqual(1);

    // nothing changed in what the days read: nothing to recompute, nothing to say
    const unchanged = await db
      .transaction()
      .execute(async (trx) =>
        masterAffectedDays(
          trx,
          'attendance_policies',
          await readMasterInputs(trx, 'attendance_policies', [business.policy]),
          [{ id: business.policy, op: 'U' }],
          new Date(),
        ),
      );
    expect(unchanged).toBeNull();
  });
});
