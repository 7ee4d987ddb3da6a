import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from '../../platform/db/database.js';
import type { Database } from '../../platform/db/schema.js';
import { createDemoDatabase, type TestDatabase, testDatabaseKinds } from '../../testing/index.js';
import { startSettlements } from './compute.js';
import { loadLeaver, loadSettlementInput } from './load.js';
import { loadStatement } from './statement/load.js';

/**
 * A settlement's days are its business's (issue #28 item 2; protocol README's zone table,
 * "documents: … settlement"): a Kathmandu business (+05:45) stores the leaving day and its
 * holidays at Kathmandu's midnights, 23:45 of India's day before, so IST reads each a day
 * early. Each case fails with IST put back.
 */
const kathmandu = 'Asia/Kathmandu';

describe.each(testDatabaseKinds)("a Kathmandu leaver's settlement on %s", (kind) => {
  let database: TestDatabase;
  let opened: OpenDatabase;
  let db: Kysely<Database>;
  let employeeId: string;

  beforeAll(async () => {
    database = await createDemoDatabase(kind);
    opened = await openDatabase(database);
    db = opened.db;
    const partner = await sql<{ id: string }>`insert into partners (code, name, sw_handle, time_zone)
      values ('TZS-KTM', 'Kathmandu leavers', 'tzs-ktm', ${kathmandu}) returning id`.execute(db);
    const person = await sql<{ id: string }>`insert into persons (first_name)
      values (${JSON.stringify({ eng: 'Leaver' })}::jsonb) returning id`.execute(db);
    // joined on Kathmandu's 1 April 2026, leaves on its 10 November
    const employee = await sql<{ id: string }>`insert into employees (partners_id, persons_id, code,
        employee_status, joining_date, leaving_date, gross_salary)
      values (${partner.rows[0]?.id}, ${person.rows[0]?.id}, 'TZS1', 'approved', '2026-03-31T18:15:00Z',
        '2026-11-09T18:15:00Z', 30000) returning id`.execute(db);
    employeeId = employee.rows[0]?.id as string;
    // everyone's holiday on Kathmandu's 14 November (23:45 on the 13th in India)
    await sql`insert into holidays (holiday_date, optional_holiday)
      values ('2026-11-13T18:15:00Z', false)`.execute(db);
  }, 300_000);
  afterAll(async () => {
    await opened?.close();
    await database?.drop();
  });

  it("reads the holidays after the leaving day on Kathmandu's days", async () => {
    const leaver = await loadLeaver(db, employeeId);
    const { input } = await loadSettlementInput(db, leaver as NonNullable<typeof leaver>, {
      noticePeriodDays: 0,
      noticeServedDays: 0,
      noticeGivenBy: 'employee',
      fixedTerm: false,
    });
    expect(input.holidays).toContain('2026-11-14');
    expect(input.holidays).not.toContain('2026-11-13');
  });

  it("prints the statement's days in Kathmandu's calendar", async () => {
    await db.transaction().execute((trx) => startSettlements(trx, [employeeId]));
    const statement = await loadStatement(db, 'FNF-TZS1-2026-11-10', sql<boolean>`true`, 'eng');
    expect(statement).toMatchObject({
      timeZone: kathmandu,
      joiningDay: '2026-04-01',
      leavingDay: '2026-11-10',
    });
    // the due day is stored at Kathmandu's midnight too: read back as the day it was stored for
    const stored = await sql<{ due_on: Date }>`select due_on from settlements
      where uconst = 'FNF-TZS1-2026-11-10'`.execute(db);
    const dueStart = new Date(`${statement?.dueDay}T00:00:00+05:45`).getTime();
    expect(new Date(stored.rows[0]?.due_on as Date).getTime()).toBe(dueStart);
  });
});
