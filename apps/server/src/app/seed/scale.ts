import { type Kysely, sql } from 'kysely';
import { leftServiceReason } from '../../platform/db/migration-data/leaving-reasons.js';
import type { Database } from '../../platform/db/schema.js';
import { demoSeed, demoSignIn } from './demo.js';
import { SeededRandom } from './random.js';
import { insertSeedTables } from './seed-rows.js';
import { buildWorkforce, type WorkforcePlan } from './workforce.js';

/** Employee codes of scale data: `SC0001`…, after any a previous run made. */
export const scaleCodePrefix = 'SC';

const idsOf = async (db: Kysely<Database>, query: ReturnType<typeof sql<{ id: string }>>) =>
  (await query.execute(db)).rows.map((row) => row.id);

/**
 * Where the demo business places its workers, read back from the database, so scale
 * data lands among the demo's sites, shifts, designations and departments.
 */
async function demoPlan(db: Kysely<Database>): Promise<Omit<WorkforcePlan, 'firstNumber' | 'count'>> {
  const partner = await sql<{ id: string }>`
    select id from partners where lower(sw_handle) = ${demoSignIn.swhandle} and not deleted`.execute(db);
  const partnerId = partner.rows[0]?.id;
  if (!partnerId) throw new Error('the demo business is missing: start the server once with the demo seed');
  const one = async (query: ReturnType<typeof sql<{ id: string }>>, what: string) => {
    const [id] = await idsOf(db, query);
    if (!id) throw new Error(`the demo business has no ${what}`);
    return id;
  };
  const departments = await sql<{ id: string; subsections: string[] }>`
    select d.id, coalesce(array_agg(s.id) filter (where s.id is not null), '{}') as subsections
    from departments d
    left join subsections s on s.departments_id = d.id and s.partners_id = ${partnerId} and not s.deleted
    where not d.deleted group by d.id order by d.id`.execute(db);
  return {
    partnerId,
    codePrefix: scaleCodePrefix,
    employeeTypeId: await one(
      sql`select id from employee_types where code = 'contractual' and not deleted`,
      'contractual employee type',
    ),
    leavingReasonId: await one(
      sql`select id from leaving_reasons where code = ${leftServiceReason.code} and not deleted`,
      'leaving reason left service',
    ),
    salaryStructureId: await one(
      sql`select id from salary_structures where partners_id = ${partnerId} and not deleted order by code limit 1`,
      'salary structure',
    ),
    sites: await idsOf(db, sql`select id from sites where not deleted order by code`),
    shifts: await idsOf(db, sql`select id from shifts where not deleted order by shift_code`),
    products: await idsOf(db, sql`select id from products where not deleted order by code`),
    departments: departments.rows,
    reportingManagerId: await one(
      sql`select id from employees where partners_id = ${partnerId} and code = 'ro1'`,
      'reporting officer ro1',
    ),
    dutyChartOfficerId: await one(
      sql`select id from employees where partners_id = ${partnerId} and code = 'dco1'`,
      'duty chart officer dco1',
    ),
    emailDomain: 'scale.muster.test',
    // scale rows measure speed and size; their pay stays the draw (the demo's own workers get the minimum)
    grossFloor: () => 0,
  };
}

/**
 * Adds `count` employees (and their persons) to the demo business, set-based, drawn
 * from the demo seed so two runs on fresh databases give the same rows. Answers how many
 * scale employees the business has afterwards.
 */
export async function generateScale(db: Kysely<Database>, count: number): Promise<number> {
  const plan = await demoPlan(db);
  const existing = await sql<{ n: number }>`
    select count(*)::int as n from employees where partners_id = ${plan.partnerId}
    and code like ${`${scaleCodePrefix}%`}`.execute(db);
  const firstNumber = (existing.rows[0]?.n ?? 0) + 1;
  const workforce = buildWorkforce(new SeededRandom(demoSeed + firstNumber), { ...plan, firstNumber, count });
  await db.transaction().execute((trx) =>
    insertSeedTables(trx, [
      { table: 'persons', rows: workforce.persons },
      { table: 'employees', rows: workforce.employees },
    ]),
  );
  return firstNumber - 1 + count;
}
