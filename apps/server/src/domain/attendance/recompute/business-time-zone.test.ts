import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from '../../../platform/db/database.js';
import { createDemoDatabase, type TestDatabase, testDatabaseKinds } from '../../../testing/index.js';
import { findTerminal } from '../../devices/store/terminal.js';
import { loadDayCells } from '../list/day-cells.js';
import { recomputeEmployeesDays } from './recompute-employee.js';

/**
 * One instant, three businesses: the day a punch is counted on is its business's day, in the
 * business's zone (partners.time_zone). Each case differs between two of the zones; the last
 * two cross a month's boundary, so the punch is in another month for one business.
 */
const cases = [
  // instant (UTC)              Asia/Kolkata (+05:30)    Asia/Kathmandu (+05:45)  Asia/Dubai (+04:00)
  ['2026-10-31T18:40:00Z', { kolkata: '2026-11-01', kathmandu: '2026-11-01', dubai: '2026-10-31' }],
  ['2026-11-10T18:20:00Z', { kolkata: '2026-11-10', kathmandu: '2026-11-11', dubai: '2026-11-10' }],
  ['2026-11-14T19:00:00Z', { kolkata: '2026-11-15', kathmandu: '2026-11-15', dubai: '2026-11-14' }],
  ['2026-11-30T18:20:00Z', { kolkata: '2026-11-30', kathmandu: '2026-12-01', dubai: '2026-11-30' }],
] as const;
const zones = { kolkata: 'Asia/Kolkata', kathmandu: 'Asia/Kathmandu', dubai: 'Asia/Dubai' } as const;
type Business = keyof typeof zones;

describe.each(testDatabaseKinds)("a punch's day in its business's time zone on %s", (kind) => {
  let database: TestDatabase;
  let opened: OpenDatabase;
  const employees = new Map<Business, string>();

  beforeAll(async () => {
    database = await createDemoDatabase(kind);
    opened = await openDatabase(database);
    const { db } = opened;
    for (const [business, zone] of Object.entries(zones) as [Business, string][]) {
      const partner = await sql<{ id: string }>`insert into partners (code, name, sw_handle, time_zone)
        values (${`TZ-${business}`}, ${business}, ${`tz-${business}`}, ${zone}) returning id`.execute(db);
      // no shift: a punch's frame is its business's calendar day
      const employee = await sql<{
        id: string;
      }>`insert into employees (partners_id, code, employee_status, joining_date)
        values (${partner.rows[0]?.id}, 'TZ1', 'approved', '2026-01-01T00:00:00Z') returning id`.execute(db);
      const id = employee.rows[0]?.id as string;
      employees.set(business, id);
      // a terminal naming no zone of its own, and one that names its site's
      await sql`insert into devices (code, name, serial_number, partners_id, time_zone, active) values
        (${`TZ-${business}`}, 'Gate', ${`TZ-${business}`}, ${partner.rows[0]?.id}, null, true),
        (${`TZ-${business}-UTC`}, 'Gate', ${`TZ-${business}-UTC`}, ${partner.rows[0]?.id}, 'UTC', true)`.execute(
        db,
      );
      await db
        .insertInto('punches')
        .values(
          cases.map(([instant]) => ({ employees_id: id, punched_at: new Date(instant), source: 'seed' })),
        )
        .execute();
    }
    await db
      .transaction()
      .execute((trx) =>
        recomputeEmployeesDays(
          trx,
          [...employees.values()],
          '2026-10-30',
          '2026-12-02',
          new Date('2026-12-05T06:00:00Z'),
        ),
      );
  }, 300_000);
  afterAll(async () => {
    await opened?.close();
    await database?.drop();
  });

  it.each(Object.keys(zones) as Business[])(
    'counts each punch on its day and month in %s',
    async (business) => {
      const days = await sql<{ day: string; month: string; punches: number }>`
      select to_char(a.attendance_date at time zone p.time_zone, 'YYYY-MM-DD') as day,
        to_char(a.attendance_date at time zone p.time_zone, 'YYYY-MM') as month, a.total_punch_count::int as punches
      from attendance a join partners p on p.id = a.partners_id
      where a.employees_id = ${employees.get(business)} and a.total_punch_count > 0 and not a.deleted
      order by a.attendance_date`.execute(opened.db);
      expect(days.rows).toEqual(
        cases.map(([, expected]) => ({
          day: expected[business],
          month: expected[business].slice(0, 7),
          punches: 1,
        })),
      );
      // every stored day is its business's midnight
      const offMidnight = await sql<{ n: number }>`select count(*)::int as n from attendance a
      join partners p on p.id = a.partners_id
      where a.employees_id = ${employees.get(business)}
        and (a.attendance_date at time zone p.time_zone)::time <> '00:00'`.execute(opened.db);
      expect(offMidnight.rows[0]?.n).toBe(0);
    },
  );

  it.each(Object.entries(zones))(
    "reads the clock of a terminal naming no zone in its business's (%s)",
    async (business, zone) => {
      const own = await findTerminal(opened.db, `TZ-${business}`);
      expect(own.ok && own.terminal.zone).toBe(zone);
      const named = await findTerminal(opened.db, `TZ-${business}-UTC`);
      expect(named.ok && named.terminal.zone).toBe('UTC');
    },
  );

  it.each(Object.entries(zones))(
    "lists each punched day under its business's day, as the grid shows it (%s)",
    async (business, zone) => {
      const id = employees.get(business as Business) ?? '';
      // Kathmandu's midnight is 23:45 the day before in IST: an IST key names the wrong day
      const cells = await loadDayCells(
        opened.db,
        [id],
        new Date('2026-10-29T00:00:00Z'),
        new Date('2026-12-03T00:00:00Z'),
        zone,
      );
      const punched = (cells.get(id) ?? []).filter((cell) => cell.total_punch_count > 0);
      expect(punched.map((cell) => cell.attendance_date)).toEqual(
        cases.map(([, expected]) => expected[business as Business]),
      );
    },
  );
});
