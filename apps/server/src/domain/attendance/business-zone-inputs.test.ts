import { randomUUID } from 'node:crypto';
import type { BusinessEnv } from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RowScope } from '../../engine/scope/index.js';
import { type OpenDatabase, openDatabase } from '../../platform/db/database.js';
import type { Database } from '../../platform/db/schema.js';
import { createDemoDatabase, type TestDatabase, testDatabaseKinds } from '../../testing/index.js';
import { insertZonedBusinesses, type ZonedBusiness } from '../../testing/zoned-businesses.js';
import { loadAllocationCells } from '../allocations/allocation-cells.js';
import { saveDutyCharts } from '../duty-charts/store-charts.js';
import { readDutyChartWeek } from '../duty-charts/week.js';
import { loadLeaveEmployee, loadTakenDays } from '../leaves/store.js';
import { decidePhonePunch } from './phone/decide-punch.js';
import { phonePunchStatus } from './phone/phone-status.js';
import { checkNewPunchRequests } from './punch-requests/store.js';
import { collectAffectedDays } from './triggers/affected-days.js';

/**
 * Leaves, allocations, duty charts, phone punches and punch requests count their days in
 * the zone of the business the row belongs to (issue #28 item 2; protocol README, "The
 * business's calendar"), not India's. Each case is one whose day differs in IST: Dubai
 * (+04:00) runs 1 h 30 behind it, so Dubai's late evening is India's next day; Kathmandu
 * (+05:45) runs 15 minutes ahead, so its midnight is 23:45 of India's day before.
 */
const zones = { dubai: 'Asia/Dubai', kathmandu: 'Asia/Kathmandu' } as const;
type Business = keyof typeof zones;
/** Each business's midnight opening 10 November 2026, and the next. */
const midnights = {
  dubai: ['2026-11-09T20:00:00Z', '2026-11-10T20:00:00Z'],
  kathmandu: ['2026-11-09T18:15:00Z', '2026-11-10T18:15:00Z'],
} as const;
const allRows: RowScope = {
  nothing: false,
  partner: null,
  limits: null,
  excludeIds: [],
  onlyIds: null,
  employedBy: null,
};
const allScopes = { tasks: allRows, dutyCharts: allRows, leaves: allRows, employees: allRows };

describe.each(testDatabaseKinds)("rows' days in their business's time zone on %s", (kind) => {
  let database: TestDatabase;
  let opened: OpenDatabase;
  let db: Kysely<Database>;
  let casualLeave: string;

  let businesses: Record<Business, ZonedBusiness>;
  /** An admin of the business, as the session's env holds it. */
  const adminOf = (business: Business): BusinessEnv => businesses[business].admin;

  /** A one-day leave of the employee from `from` to `to` (instants). */
  async function insertLeave(business: Business, from: string, to: string): Promise<string> {
    const id = randomUUID();
    await sql`insert into leaves (id, partners_id, employees_id, leave_status, txn_state)
      values (${id}, ${businesses[business].partnerId}, ${businesses[business].employeeId}, 'final_approved', 'final_approved')`.execute(
      db,
    );
    await sql`insert into leaves__leave_days (parent_id, leave_period, leave_types_id, leave_minutes, leave_status)
      values (${id}, tstzrange(${from}::timestamptz, ${to}::timestamptz), ${casualLeave}, 480, 'final_approved')`.execute(
      db,
    );
    return id;
  }

  beforeAll(async () => {
    database = await createDemoDatabase(kind);
    opened = await openDatabase(database);
    db = opened.db;
    businesses = await insertZonedBusinesses(db, zones, 'TZR');
    const leaveType = await sql<{ id: string }>`select id from leave_types where code = 'CL' and not deleted
      order by creation_date limit 1`.execute(db);
    casualLeave = leaveType.rows[0]?.id as string;
  }, 300_000);
  afterAll(async () => {
    await opened?.close();
    await database?.drop();
  });

  it.each(Object.keys(zones) as Business[])(
    "takes a %s leave of one day on its business's day, not on India's two",
    async (business) => {
      const [from, to] = midnights[business];
      const leaveId = await insertLeave(business, from, to);
      const employee = await loadLeaveEmployee(db, businesses[business].employeeId);
      const taken = await loadTakenDays(db, employee as NonNullable<typeof employee>, '2026-01-01');
      expect(taken.filter((day) => day.leaveId === leaveId).map((day) => day.day)).toEqual(['2026-11-10']);
      // the attendance days a write of it recomputes are the same one day
      const affected = await collectAffectedDays(db, 'leaves', [leaveId], new Date('2026-12-01T00:00:00Z'));
      expect([...(affected.get(businesses[business].employeeId) ?? [])]).toEqual(['2026-11-10']);
      expect(employee?.timeZone).toBe(zones[business]);
    },
  );

  it("lists a Kathmandu allocation of one day on Kathmandu's day", async () => {
    const [from, to] = midnights.kathmandu;
    const id = randomUUID();
    await sql`insert into allocations (id, partners_id, employees_id, allocations_range)
      values (${id}, ${businesses.kathmandu.partnerId}, ${businesses.kathmandu.employeeId},
        tstzrange(${from}::timestamptz, ${to}::timestamptz))`.execute(db);
    await sql`insert into allocations__allocation_periods (parent_id, allocations_range)
      values (${id}, tstzrange(${from}::timestamptz, ${to}::timestamptz))`.execute(db);
    const cells = await loadAllocationCells(
      db,
      [businesses.kathmandu.employeeId],
      '2026-11-01',
      '2026-11-30',
    );
    expect(cells.get(businesses.kathmandu.employeeId)?.map((cell) => cell.day)).toEqual(['2026-11-10']);
  });

  it("shows and saves a Kathmandu duty chart on Kathmandu's day", async () => {
    const task = await sql<{ id: string }>`insert into tasks (partners_id, code, name)
      values (${businesses.kathmandu.partnerId}, 'TZR-GATE', 'Gate') returning id`.execute(db);
    const taskId = task.rows[0]?.id as string;
    const employeeId = businesses.kathmandu.employeeId;
    // a chart stored at Kathmandu's midnight opening Tuesday 10 November (23:45 on Monday in IST)
    await sql`insert into duty_charts (partners_id, date, tasks_id, employees_id)
      values (${businesses.kathmandu.partnerId}, ${midnights.kathmandu[0]}::timestamptz, ${taskId},
        ${[employeeId]}::uuid[])`.execute(db);
    const week = await readDutyChartWeek(db, {
      env: adminOf('kathmandu'),
      scopes: allScopes,
      week: '2026-11-09',
      timeZone: zones.kathmandu,
      filters: {},
    });
    const program = week.programs.find((row) => row.id === taskId);
    expect(Object.keys(program?.cells ?? {})).toEqual(['2026-11-10']);
    expect(program?.cells['2026-11-10']?.employees.map((person) => person.employees_id)).toEqual([
      employeeId,
    ]);

    await saveDutyCharts(db, {
      env: adminOf('kathmandu'),
      scopes: allScopes,
      charts: [
        {
          op: 'create',
          date: '2026-11-12',
          tasks_id: taskId,
          employees_id: [{ id: employeeId, toAdd: true, toRemove: false }],
        },
      ],
      weeklyOffs: [{ op: 'add', employees_id: employeeId, date: '2026-11-13' }],
      now: new Date('2026-11-20T06:00:00Z'),
    });
    const saved = await sql<{ date: Date }>`select date from duty_charts
      where tasks_id = ${taskId} and not deleted order by date`.execute(db);
    expect(saved.rows.map((row) => new Date(row.date).toISOString())).toEqual([
      '2026-11-09T18:15:00.000Z',
      '2026-11-11T18:15:00.000Z',
    ]);
    const weeklyOff = await sql<{ from_at: Date }>`select lower(d.leave_period) as from_at
      from leaves l join leaves__leave_days d on d.parent_id = l.id join leave_types t on t.id = d.leave_types_id
      where l.employees_id = ${employeeId} and t.code = 'WO' and not l.deleted`.execute(db);
    expect(weeklyOff.rows.map((row) => new Date(row.from_at).toISOString())).toEqual([
      '2026-11-12T18:15:00.000Z',
    ]);
  });

  /** A phone punch of the Dubai worker at an instant. */
  async function phonePunch(at: string, status: string): Promise<string> {
    const id = randomUUID();
    await sql`insert into phone_punches (id, partners_id, employees_id, sites_id, direction, device_time,
        punched_at, device_sent_at, clock_skew_s, status)
      values (${id}, ${businesses.dubai.partnerId}, ${businesses.dubai.employeeId}, ${randomUUID()}, 'in', ${at}::timestamptz,
        ${at}::timestamptz, ${at}::timestamptz, 0, ${status})`.execute(db);
    return id;
  }

  it("refuses a phone punch at 23:30 in Dubai on a closed month's last day", async () => {
    // 30 November 23:30 in Dubai is 1 December 01:00 in India
    const lastEvening = await phonePunch('2026-11-30T19:30:00Z', 'pending');
    await sql`insert into month_closes (partners_id, month, closed_by)
      values (${businesses.dubai.partnerId}, '2026-11', ${businesses.dubai.employeeId})`.execute(db);
    await expect(
      decidePhonePunch(
        db,
        { id: lastEvening, decision: 'approve', by: businesses.kathmandu.employeeId },
        sql<boolean>`true`,
      ),
    ).rejects.toThrow(/closed/);
  });

  it("lists a phone punch of 22:00 in Dubai among the day's at 23:30 there", async () => {
    // India's 21 November began at 22:30 Dubai time
    const evening = await phonePunch('2026-11-20T18:00:00Z', 'applied');
    const status = await phonePunchStatus(
      db,
      businesses.dubai.employeeId,
      null,
      Date.parse('2026-11-20T19:30:00Z'),
    );
    expect(status.today.map((punch) => punch.id)).toContain(evening);
  });

  it("takes a punch request's in at 23:30 in Dubai as on the Dubai day asked for", async () => {
    const employeeId = businesses.dubai.employeeId;
    const id = randomUUID();
    await sql`insert into punch_requests (id, partners_id, employees_id, attendance_date, direction, punch_time,
        request_status, txn_state)
      values (${id}, ${businesses.dubai.partnerId}, ${employeeId}, ${midnights.dubai[0]}::timestamptz, 'in',
        '2026-11-10T19:30:00Z'::timestamptz, 'created', 'created')`.execute(db);
    await db
      .transaction()
      .execute((trx) => checkNewPunchRequests(trx, adminOf('dubai'), [id], new Date('2026-11-20T06:00:00Z')));
    const affected = await collectAffectedDays(db, 'punch_requests', [id], new Date('2026-12-01T00:00:00Z'));
    expect([...(affected.get(employeeId) ?? [])]).toEqual(['2026-11-10']);
  });
});
