import { defaultBusinessTimeZone } from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../app/seed/demo.js';
import { loadCatalogue } from '../../../engine/catalogue/index.js';
import { applyStorage } from '../../../engine/storage/index.js';
import { type OpenDatabase, openDatabase } from '../../../platform/db/database.js';
import type { Database } from '../../../platform/db/schema.js';
import { createDemoDatabase, type TestDatabase, testDatabaseKinds } from '../../../testing/index.js';
import { loadDayCells } from '../list/day-cells.js';
import { istInstant } from '../punches/testing/test-fixture.js';
import { monthOfCells } from '../summary/month-of-cells.js';
import { recomputeEmployeeAttendance, recomputeEmployeesDays } from './recompute-employee.js';

const catalogueDir = new URL('../../../../catalogue', import.meta.url).pathname;
const at = (day: string, clock: string) => new Date(istInstant(day, clock));
const range = (from: Date, to: Date) => `[${from.toISOString()},${to.toISOString()})`;

interface StoredDay {
  id: string;
  day: string;
  code: string;
  working_minutes: number;
  overtime_minutes: number;
  deficit_minutes: number;
  attendance_edit_type: string | null;
  shift_code: string | null;
  status: string | null;
}

/** emp1 of the demo on the General shift, Sunday off, with its own holidays, leaves, allocation and edit. */
async function prepare(db: Kysely<Database>) {
  const value = async <T>(query: ReturnType<typeof sql<{ v: T }>>) => {
    const row = (await query.execute(db)).rows[0];
    if (!row) throw new Error('fixture: expected a row');
    return row.v;
  };
  const partner = await value<string>(sql`select id as v from partners where sw_handle = 'demo'`);
  const employee = await value<string>(
    sql`select id as v from employees where partners_id = ${partner} and code = 'emp1'`,
  );
  const site = await value<string>(sql`select sites_id as v from employees where id = ${employee}`);
  const general = await value<string>(sql`select id as v from shifts where shift_code = 'GEN'`);
  const night = await value<string>(sql`select id as v from shifts where shift_code = 'NGT'`);
  const casual = await value<string>(sql`select id as v from leave_types where code = 'CL'`);
  const otherState = await value<string>(
    sql`select id as v from states where id not in (select states_id from sites where id = ${site}) limit 1`,
  );
  await sql`update employees set shifts_id = ${general}, weekly_off = 6 where id = ${employee}`.execute(db);
  // the demo terminal punches emp1 through the month: this fixture sets its own days
  await sql`delete from punches where employees_id = ${employee}`.execute(db);
  await sql`delete from attendance where employees_id = ${employee}`.execute(db);
  for (const table of ['holidays', 'leaves', 'allocations'])
    await sql`update ${sql.table(table)} set deleted = true`.execute(db);
  await sql`insert into holidays (name, holiday_date, sites_id, optional_holiday) values
    ('{"eng": "Site day"}', ${at('2026-11-10', '00:00')}, ${site}, false),
    ('{"eng": "Elsewhere"}', ${at('2026-11-11', '00:00')}, null, false),
    ('{"eng": "Optional"}', ${at('2026-11-11', '00:00')}, null, true)`.execute(db);
  await sql`update holidays set states_id = ${otherState} where name ->> 'eng' = 'Elsewhere'`.execute(db);
  // a half day is named by half_day_duration (its master holds its minutes); leave_minutes follows it
  const leave = async (day: string, status: string, half: 'first_half' | null) => {
    const id = await value<string>(sql`insert into leaves (partners_id, employees_id, leave_status)
      values (${partner}, ${employee}, ${status}) returning id as v`);
    await sql`insert into leaves__leave_days (parent_id, leave_period, leave_types_id, half_day_duration, leave_minutes,
        leave_status)
      select ${id}, ${range(at(day, '00:00'), at(day, '24:00'))}::tstzrange, ${casual}, h.id, coalesce(h.leave_minutes, 480),
        ${status}
      from (select 1) one left join half_day_duration h on h.code = ${half}`.execute(db);
  };
  await leave('2026-11-13', 'final_approved', 'first_half');
  await leave('2026-11-14', 'created', null);
  const allocation =
    await value<string>(sql`insert into allocations (partners_id, employees_id, allocations_range)
    values (${partner}, ${employee}, ${range(at('2026-11-16', '00:00'), at('2026-11-17', '00:00'))}::tstzrange)
    returning id as v`);
  await sql`insert into allocations__allocation_periods (parent_id, allocations_range, shifts_id)
    values (${allocation}, ${range(at('2026-11-16', '00:00'), at('2026-11-17', '00:00'))}::tstzrange, ${night})`.execute(
    db,
  );
  await sql`insert into attendance_edits (partners_id, employees_id, attendance_date, out_timestamp, notes, sync_timestamp)
    values (${partner}, ${employee}, ${at('2026-11-12', '00:00')}, ${at('2026-11-12', '17:00')}, 'Forgot to punch out',
      ${at('2026-11-20', '10:00')})`.execute(db);
  const punches = [
    at('2026-11-09', '09:00'),
    at('2026-11-09', '18:30'),
    at('2026-11-12', '09:00'),
    at('2026-11-13', '13:00'),
    at('2026-11-13', '17:30'),
    at('2026-11-16', '22:00'),
    at('2026-11-17', '06:05'),
  ];
  await db
    .insertInto('punches')
    .values(punches.map((punched_at) => ({ employees_id: employee, punched_at, source: 'seed' })))
    .execute();
  return employee;
}

describe.each(testDatabaseKinds)('recomputeEmployeeAttendance on %s', (kind) => {
  let database: TestDatabase;
  let opened: OpenDatabase;
  let employee: string;
  const now = new Date('2026-11-30T06:30:00Z');

  beforeAll(async () => {
    database = await createDemoDatabase(kind);
    opened = await openDatabase(database);
    await applyStorage(opened.db, await loadCatalogue(catalogueDir));
    await seedDemo(opened.db);
    employee = await prepare(opened.db);
  });
  afterAll(async () => {
    await opened?.close();
    await database?.drop();
  });

  const stored = async () =>
    (
      await sql<StoredDay>`select a.id, to_char(a.attendance_date at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as day,
          t.code, a.working_minutes, a.overtime_minutes, a.deficit_minutes, a.attendance_edit_type,
          s.shift_code, st.code as status
        from attendance a left join attendance_types t on t.id = a.att_type left join shifts s on s.id = a.shifts_id
          left join attendance_status st on st.id = a.attendance_status
        where a.employees_id = ${employee} and not a.deleted order by a.attendance_date`.execute(opened.db)
    ).rows;

  it('computes each day from the stored punches, holidays, leaves, allocations and edits', async () => {
    expect(await recomputeEmployeeAttendance(opened.db, employee, '2026-11-09', '2026-11-17', now)).toBe(9);
    const days = (await stored()).map((day) => [
      day.day,
      day.code,
      day.working_minutes,
      day.overtime_minutes,
      day.deficit_minutes,
      day.shift_code,
      day.attendance_edit_type,
    ]);
    expect(days).toEqual([
      ['2026-11-09', 'P', 570, 30, 120, 'GEN', null],
      ['2026-11-10', 'H', 0, 0, 0, 'GEN', null],
      ['2026-11-11', 'A', 0, 0, 0, 'GEN', null],
      ['2026-11-12', 'SP', 480, 0, 0, 'GEN', 'manual'],
      ['2026-11-13', 'HD', 270, 0, 60, 'GEN', null],
      ['2026-11-14', 'A', 0, 0, 0, 'GEN', null],
      ['2026-11-15', 'WO', 0, 0, 0, 'GEN', null],
      ['2026-11-16', 'P', 485, 5, 35, 'NGT', null],
      ['2026-11-17', 'A', 0, 0, 0, 'GEN', null],
    ]);
  });

  it('updates the same rows on a second run, keeping their ids and approval status, and counts the days changed', async () => {
    const before = await stored();
    const approved = before[0] as StoredDay;
    await sql`update attendance set attendance_status = (select id from attendance_status where code = 'rejected')
      where id = ${approved.id}`.execute(opened.db);
    await opened.db
      .insertInto('punches')
      .values({ employees_id: employee, punched_at: at('2026-11-11', '09:30'), source: 'seed' })
      .execute();
    // only the punched day's figures moved: the count is of days changed, not of days written
    expect(await recomputeEmployeeAttendance(opened.db, employee, '2026-11-09', '2026-11-17', now)).toBe(1);
    const after = await stored();
    expect(after.map((day) => day.id)).toEqual(before.map((day) => day.id));
    expect(after[0]?.status).toBe('rejected');
    expect(after[2]?.code).toBe('SP');
  });

  it('writes no day that computes the same again (a resent batch), and a day whose history moved', async () => {
    // each row's version, modification stamps and history, and the audit rows of its days
    const versions = async () =>
      (
        await sql<{ day: string; version: string; last_modified: Date; exception: unknown }>`
          select to_char(attendance_date at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as day, xmin::text as version,
            last_modified, exception
          from attendance where employees_id = ${employee} and not deleted order by attendance_date`.execute(
          opened.db,
        )
      ).rows;
    const auditRows = async () =>
      Number(
        (
          await sql<{ n: number }>`select count(*)::int as n from audit_log
            where folder = 'attendance' and record_id in (select id from attendance where employees_id = ${employee})`.execute(
            opened.db,
          )
        ).rows[0]?.n,
      );
    await recomputeEmployeeAttendance(opened.db, employee, '2026-11-09', '2026-11-17', now);
    const before = await versions();
    const audited = await auditRows();
    // an hour later, nothing new: the computation's own time stamp is all that would differ
    const later = new Date(now.getTime() + 3_600_000);
    expect(await recomputeEmployeeAttendance(opened.db, employee, '2026-11-09', '2026-11-17', later)).toBe(0);
    expect(await versions()).toEqual(before);
    expect(await auditRows()).toBe(audited);
    // the edit of the 12th saved again with the same figures: its history entry's time moved, so the day is written
    await sql`update attendance_edits set sync_timestamp = ${at('2026-11-21', '10:00')}
      where employees_id = ${employee}`.execute(opened.db);
    expect(await recomputeEmployeeAttendance(opened.db, employee, '2026-11-09', '2026-11-17', later)).toBe(1);
    const after = await versions();
    const moved = after.filter((day, index) => day.version !== before[index]?.version).map((day) => day.day);
    expect(moved).toEqual(['2026-11-12']);
    expect(JSON.stringify(after.find((day) => day.day === '2026-11-12')?.exception)).toContain(
      at('2026-11-21', '10:00').toISOString(),
    );
    expect(await auditRows()).toBe(audited + 1);
  });

  it('sums the stored days into the month totals, a rejected day paying nothing', async () => {
    const cells = await loadDayCells(
      opened.db,
      [employee],
      at('2026-11-01', '00:00'),
      at('2026-12-01', '00:00'),
      defaultBusinessTimeZone,
    );
    const month = monthOfCells(cells.get(employee) ?? [], defaultBusinessTimeZone);
    expect(
      month?.dailyCount.map((day) => [day.attendance_date, day.total_punch_count, day.working_minutes])[0],
    ).toEqual([at('2026-11-09', '00:00').toISOString(), 2, 570]);
    // the rejected P of the 9th counts for nothing: not present, no overtime, no pay
    expect(month?.totals).toEqual({
      present: 1,
      overtime_minutes: 5,
      partialAttendance: 1,
      punchRequest: 0,
      absent: 2,
      rest: 0,
      weeklyOff: 1,
      holidays: 1,
      leaves: 0,
      leaveWithoutPay: 0,
      compensatoryOff: 0,
      deficitHours: 0,
      tour: 0,
      // 09 P rejected 0, 10 H 1, 12 SP 0, 13 HD with leave 1, 15 WO 1, 16 P 1
      total_payable_days: 4,
    });
  });

  it('computes many employees in one call exactly as one by one', async () => {
    const workers = (
      await sql<{
        id: string;
      }>`select id from (select e.id, row_number() over (partition by e.partners_id order by e.code) as n
          from employees e where e.shifts_id is not null and e.leaving_date is null and e.password is null) as worker
        where n <= 4`.execute(opened.db)
    ).rows.map((row) => row.id);
    const days = async () =>
      (
        await sql<
          Record<string, unknown>
        >`select employees_id, attendance_date, att_type, leave_type, shifts_id,
            sites_id, allocations_id, in_timestamp, out_timestamp, working_minutes, overtime_minutes,
            deficit_minutes, payable_days, total_punch_count, is_missed_punch, exception
          from attendance where employees_id = any(${[...workers, employee]}::uuid[]) and not deleted
            and attendance_date >= ${at('2026-10-20', '00:00')} and attendance_date < ${at('2026-11-18', '00:00')}
          order by employees_id, attendance_date`.execute(opened.db)
      ).rows;
    const forget = () =>
      sql`delete from attendance where employees_id = any(${[...workers, employee]}::uuid[])`.execute(
        opened.db,
      );
    await forget();
    for (const id of [...workers, employee])
      await recomputeEmployeeAttendance(opened.db, id, '2026-10-20', '2026-11-17', now);
    const oneByOne = await days();
    await forget();
    const written = await opened.db
      .transaction()
      .execute((trx) => recomputeEmployeesDays(trx, [...workers, employee], '2026-10-20', '2026-11-17', now));
    expect(written).toBe(oneByOne.length);
    expect(await days()).toEqual(oneByOne);
    // 13 employees of three businesses, some days for each
    expect(new Set(oneByOne.map((day) => day.employees_id)).size).toBe(13);
  });

  it('refuses a reversed or over-long range', async () => {
    await expect(
      recomputeEmployeeAttendance(opened.db, employee, '2026-11-10', '2026-11-09'),
    ).rejects.toThrow('ends (2026-11-09) before it starts');
    await expect(
      recomputeEmployeeAttendance(opened.db, employee, '2026-10-01', '2026-11-30'),
    ).rejects.toThrow('at most 45 days');
  });
});
