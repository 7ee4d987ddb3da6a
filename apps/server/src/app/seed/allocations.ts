import { type Kysely, sql } from 'kysely';
import { addDays, istDayKey, istDayStart, istWeekday } from '../../domain/attendance/compute/index.js';
import { zoneColumnSql, zoneOfPartnerSql } from '../../engine/query/index.js';
import { zoneOfBusiness } from '../../engine/scope/business-zone.js';
import type { Database } from '../../platform/db/schema.js';
import { SeededRandom } from './random.js';

/** Programs each subsection of the demo business runs, by code suffix: name and time slot in minutes. */
const programPlans = [
  { suffix: 'MOR', name: 'Morning round', slot: '[360,840)' },
  { suffix: 'EVE', name: 'Evening round', slot: '[840,1320)' },
  { suffix: 'NGT', name: 'Night watch', slot: '[1320,1800)' },
] as const;

const weeklyOffName = {
  eng: 'Weekly off',
  fr: 'Repos hebdomadaire',
  hin: 'साप्ताहिक अवकाश',
  ben: 'সাপ্তাহিক ছুটি',
};

/** A day's midnight in the business's zone (issue #28 item 2: a chart is its business's day). */
const iso = (day: string, timeZone: string) => new Date(istDayStart(day, timeZone)).toISOString();
const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const nextMonth = (day: string) => `${addDays(`${day.slice(0, 7)}-28`, 4).slice(0, 7)}-01`;
const mondayOf = (day: string) => addDays(day, -istWeekday(day));

/**
 * The demo's allocations, programs and duty charts (issue #18 item 5), relative to `now`:
 * every generated worker of every demo business (those with a default shift; not the
 * named users who sign in, whose own days the flows tested on them, such as a leave
 * dragged on the calendar, keep free of planned weekly offs) allocated last month
 * and this month, on its contract, site, designation, shift and department; the demo
 * business gets an in-house contract for its own workers; three programs for each of its
 * subsections, and this week's and last week's charts filled with the subsection's
 * workers, with their weekly offs as WO leaves (final approved, on the weekday the
 * employee's `weekly_off` already names, so attendance is unchanged). Runs before the
 * demo attendance is computed.
 */
export async function seedDemoAllocations(db: Kysely<Database>, swhandle: string, now = new Date()) {
  const [demo] = (
    await sql<{ id: string }>`select id from partners where lower(sw_handle) = lower(${swhandle})`.execute(db)
  ).rows;
  if (!demo) throw new Error(`no business ${swhandle}`);
  // the months and weeks are the demo business's; each worker's allocation its own business's days
  const zone = await zoneOfBusiness(db, demo.id);
  const today = istDayKey(now.getTime(), zone);
  const lastMonth = monthStart(addDays(monthStart(today), -1));
  const thisMonth = monthStart(today);
  const [allocationType] = (
    await sql<{ id: string }>`select id from allocation_types where code = 'regular'`.execute(db)
  ).rows;
  if (!allocationType) throw new Error('no allocation type regular');
  await db.transaction().execute(async (trx) => {
    // spec 001 §3: leave type code WO means weekly off; the duty chart's Weekly Off row writes them
    await sql`insert into leave_types (code, name, yearly_quota, allow_half_day, mandatory_document_upload,
        blanket_policy, paid)
      select 'WO', ${JSON.stringify(weeklyOffName)}::jsonb, 52, false, false, false, true
      where not exists (select 1 from leave_types where code = 'WO' and not deleted)`.execute(trx);
    // its place of supply is the business's own state: the contract form asks for one
    await sql`insert into contracts (partners_id, code, name, contract_period, place_of_supply, start_payroll_on,
        date_of_previous_month, invoices_generated, service_charge_percent)
      select ${demo.id}, 'CT-DEMO-INHOUSE', 'In-house deployment', contract_period,
        (select states_id from partners where id = ${demo.id}), 1, false, false, 0
      from contracts where not deleted order by code limit 1`.execute(trx);
    // one allocation a month for each worker: its business's contract, its own site, post and shift
    for (const [first, afterLast] of [
      [lastMonth, thisMonth],
      [thisMonth, nextMonth(thisMonth)],
    ] as const) {
      await sql`with worker as (
          select e.id, e.partners_id, e.sites_id, e.designation, e.shifts_id, e.departments,
            (select c.id from contracts c where c.partners_id = e.partners_id and not c.deleted
              order by c.code limit 1) as contracts_id, gen_random_uuid() as allocation_id,
            tstzrange(${first}::date::timestamp at time zone ${zoneColumnSql('bz.time_zone')},
              ${afterLast}::date::timestamp at time zone ${zoneColumnSql('bz.time_zone')}) as period
          from employees e left join partners bz on bz.id = e.partners_id
          where not e.deleted and e.employee_status = 'approved' and e.shifts_id is not null and e.sites_id is not null
            and e.password is null),
        allocated as (
          insert into allocations (id, partners_id, name, employees_id, contracts_id, sites_id, products_id, allocations_range)
          select allocation_id, partners_id, 'Monthly allocation', id, contracts_id, sites_id, designation, period
          from worker where contracts_id is not null returning id)
        insert into allocations__allocation_periods (parent_id, allocations_range, shifts_id, allocation_type, departments_id)
        select w.allocation_id, w.period, w.shifts_id, ${allocationType.id}, w.departments
        from worker w join allocated a on a.id = w.allocation_id`.execute(trx);
    }
    await seedPrograms(trx, demo.id, mondayOf(today), zone);
  });
}

async function seedPrograms(db: Kysely<Database>, partnerId: string, thisMonday: string, zone: string) {
  const random = new SeededRandom(Number(thisMonday.replaceAll('-', '')));
  const subsections = (
    await sql<{ id: string; departments_id: string; name: string }>`select s.id, s.departments_id, s.name
      from subsections s where s.partners_id = ${partnerId} and not s.deleted order by s.name`.execute(db)
  ).rows;
  const weeks = [addDays(thisMonday, -7), thisMonday];
  for (const [position, subsection] of subsections.entries()) {
    const workers = (
      await sql<{ id: string; weekly_off: number | null }>`select id, weekly_off from employees
        where partners_id = ${partnerId} and subsections = ${subsection.id} and not deleted
          and employee_status = 'approved' and shifts_id is not null and password is null
        order by code`.execute(db)
    ).rows;
    for (const plan of programPlans) {
      const taskId = random.uuid();
      await sql`insert into tasks (id, partners_id, code, name, time_slot, scheduled, departments_id, subsections_id)
        values (${taskId}, ${partnerId}, ${`P${String(position + 1).padStart(2, '0')}-${plan.suffix}`},
          ${`${plan.name} (${subsection.name})`}, ${plan.slot}::int4range, true, ${subsection.departments_id},
          ${subsection.id})`.execute(db);
      if (!workers.length) continue;
      for (const monday of weeks)
        for (let offset = 0; offset < 7; offset++) {
          const day = addDays(monday, offset);
          const onDuty = workers.filter((worker) => worker.weekly_off !== istWeekday(day));
          const count = Math.min(onDuty.length, random.int(2, 4));
          const chosen = new Set<string>();
          while (chosen.size < count) chosen.add(random.pick(onDuty).id);
          await sql`insert into duty_charts (partners_id, date, tasks_id, employees_id)
            values (${partnerId}, ${iso(day, zone)}, ${taskId}, ${[...chosen]}::uuid[])`.execute(db);
        }
    }
  }
  // the Weekly Off row: each worker's weekly off of both weeks as a final-approved WO leave
  for (const monday of weeks)
    await sql`with off as (
        select e.id as employees_id, e.partners_id, ${monday}::date + e.weekly_off as day, gen_random_uuid() as leave_id
        from employees e
        where e.partners_id = ${partnerId} and not e.deleted and e.employee_status = 'approved'
          and e.shifts_id is not null and e.weekly_off is not null and e.duty_chart_officer is not null
          and e.password is null),
      free as (
        -- the day from its business's midnight to the next, in the business's zone
        select off.*, tstzrange(off.day::timestamp at time zone ${zoneOfPartnerSql('off.partners_id')},
          (off.day + 1)::timestamp at time zone ${zoneOfPartnerSql('off.partners_id')}) as period
        from off where not exists (select 1 from leaves l join leaves__leave_days d on d.parent_id = l.id
          where l.employees_id = off.employees_id and not l.deleted and not d.deleted
            and d.leave_period && tstzrange(off.day::timestamp at time zone ${zoneOfPartnerSql('off.partners_id')},
              (off.day + 1)::timestamp at time zone ${zoneOfPartnerSql('off.partners_id')}))),
      created as (
        insert into leaves (id, partners_id, employees_id, leave_status, txn_state, notes)
        select leave_id, partners_id, employees_id, 'final_approved', 'final_approved', 'Weekly off' from free
        returning id)
      insert into leaves__leave_days (parent_id, leave_period, leave_types_id, leave_minutes, leave_status)
      select free.leave_id, free.period, (select id from leave_types where code = 'WO' order by creation_date limit 1),
        480, 'final_approved'
      from free join created on created.id = free.leave_id`.execute(db);
}
