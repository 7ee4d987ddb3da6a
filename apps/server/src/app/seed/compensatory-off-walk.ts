import { type Kysely, sql } from 'kysely';
import { addDays, istDayKey, istDayStart, istWeekday } from '../../domain/attendance/compute/index.js';
import { recomputeEmployeesDays } from '../../domain/attendance/recompute/index.js';
import { zoneOfBusiness } from '../../engine/scope/business-zone.js';
import type { Database } from '../../platform/db/schema.js';
import { fixedDemoId, minuteRange } from './seed-rows.js';
import { storedName } from './workforce.js';

/** A fixed id from a name: the walk's rows keep their ids in every fresh demo (no draw of the demo's stream). */
const coWalkId = (name: string): string => fixedDemoId('muster-compensatory-off-walk', name);

/**
 * The worker tests/e2e/compensatory-off.spec.ts walks (issue #29 item 2): `co1` of the demo
 * business signs in, reports to ro1, and works the one demo shift whose work on a weekly off or
 * holiday earns a compensatory off (`holiday_work`, attendance README "Attendance policy"; the
 * demo's policy pays it as overtime). No other spec, and no other demo month, reads it: it is
 * seeded after the demo's terminals, punches, approvals and payslips.
 */
export const compensatoryOffWorker = {
  personId: coWalkId('person'),
  employeeId: coWalkId('employee'),
  shiftId: coWalkId('shift'),
  code: 'co1',
  first: { eng: 'Zoya', hin: 'ज़ोया', ben: 'জোয়া' },
  last: { eng: 'Gill', hin: 'गिल', ben: 'গিল' },
  email: 'zoya.gill@demo.muster.test',
  phone: '+919810000008',
} as const;

/** The shift: the General shift's times, its off-day work given back as a compensatory off. */
const compensatoryOffShift = {
  code: 'GCO',
  name: {
    eng: 'General, compensatory off',
    fr: 'Journée, repos compensateur',
    hin: 'सामान्य, प्रतिपूरक अवकाश',
    ben: 'সাধারণ, ক্ষতিপূরণমূলক ছুটি',
  },
  time: [540, 1080],
  break: [780, 810],
} as const;

/**
 * Seeds the walk's worker relative to the business's today: joined three days ago, it worked
 * 09:00–18:00 each day up to yesterday, its weekly off, so yesterday earned one compensatory
 * off (540 minutes reach the shift's minimum) to take by the policy's days; today it has no
 * punch, the day the spec applies the compensatory off for. Its days are computed here.
 */
export async function seedCompensatoryOffWalk(
  db: Kysely<Database>,
  swhandle: string,
  now = new Date(),
): Promise<void> {
  const [business] = (
    await sql<{ id: string }>`select id from partners where lower(sw_handle) = lower(${swhandle})`.execute(db)
  ).rows;
  if (!business) throw new Error(`The demo business ${swhandle} is missing`);
  const zone = await zoneOfBusiness(db, business.id);
  const today = istDayKey(now.getTime(), zone);
  const workedOff = addDays(today, -1);
  const joined = addDays(today, -3);
  const worker = compensatoryOffWorker;
  const shift = compensatoryOffShift;
  await db.transaction().execute(async (trx) => {
    await sql`insert into shifts (id, shift_code, name, shift_time, break_time, min_working_minutes, holiday_work)
      values (${worker.shiftId}, ${shift.code}, ${JSON.stringify(shift.name)}::jsonb,
        ${minuteRange(shift.time[0], shift.time[1])}, ${minuteRange(shift.break[0], shift.break[1])}, 450,
        'compensatory_off')`.execute(trx);
    await sql`insert into persons (id, first_name, last_name, email, phone, gender)
      values (${worker.personId}, ${JSON.stringify(storedName(worker.first))}::jsonb,
        ${JSON.stringify(storedName(worker.last))}::jsonb, ${worker.email}, ${worker.phone}, 'female')`.execute(
      trx,
    );
    // the admin's business, site, post, salary structure and password (the demo's one)
    await sql`insert into employees (id, partners_id, code, persons_id, employee_status, employee_type, joining_date,
        password, groups_id, sites_id, shifts_id, departments, subsections, salary_structures_id, gross_salary,
        weekly_off, working_hours, working_days, reporting_manager)
      select ${worker.employeeId}, a.partners_id, ${worker.code}, ${worker.personId}, 'approved',
        (select id from employee_types where code = 'contractual' and not deleted limit 1),
        ${new Date(istDayStart(joined, zone))}, a.password, array[]::uuid[], a.sites_id, ${worker.shiftId},
        a.departments, a.subsections, a.salary_structures_id, 25000, ${istWeekday(workedOff)}, 8, 26,
        (select r.id from employees r where r.partners_id = a.partners_id and r.code = 'ro1' and not r.deleted)
      from employees a where a.partners_id = ${business.id} and a.code = 'admin' and not a.deleted`.execute(
      trx,
    );
    const instants: Date[] = [];
    for (let day = joined; day <= workedOff; day = addDays(day, 1))
      for (const minute of shift.time) instants.push(new Date(istDayStart(day, zone) + minute * 60_000));
    await sql`insert into punches (employees_id, punched_at, source)
      select ${worker.employeeId}, punched_at, 'demo' from unnest(${instants}::timestamptz[]) as punched (punched_at)`.execute(
      trx,
    );
    await recomputeEmployeesDays(trx, [worker.employeeId], joined, today, now);
  });
}
