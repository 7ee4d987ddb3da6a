import { type BusinessEnv, defaultBusinessTimeZone } from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/schema.js';

/**
 * The time zone of the business data belongs to (partners.time_zone, issue #28 item 2): its
 * days, months and financial years are counted in it. A business stored before migration 220
 * has the default; one not found (deleted meanwhile) too, since its rows are still counted.
 */
export async function zoneOfBusiness(db: Kysely<Database>, partnerId: string): Promise<string> {
  const rows = await sql<{ time_zone: string | null }>`select time_zone from partners
    where id = ${partnerId}`.execute(db);
  return rows.rows[0]?.time_zone || defaultBusinessTimeZone;
}

/** The zone of an employee's business: its punches, leaves and days are that business's. */
export async function zoneOfEmployee(db: Kysely<Database>, employeeId: string): Promise<string> {
  const rows = await sql<{ time_zone: string | null }>`select p.time_zone from employees e
    join partners p on p.id = e.partners_id where e.id = ${employeeId}`.execute(db);
  return rows.rows[0]?.time_zone || defaultBusinessTimeZone;
}

/**
 * The zone of the business a call acts on: the one it names (`txn.target_swhandle`, a
 * principal employer acting on a contractor's data) or the signed-in user's own. Never the
 * signed-in user's when it names another: a contractor's payroll month is the contractor's,
 * whoever runs it. Read from the business, not the session's `env.time_zone`, which keeps
 * the zone of the sign-in: a zone changed since then counts at once.
 */
export async function zoneOfTarget(
  db: Kysely<Database>,
  env: Pick<BusinessEnv, 'swhandle' | 'partners_id'>,
  targetSwhandle: string | undefined,
): Promise<string> {
  if (targetSwhandle === undefined || targetSwhandle.toLowerCase() === env.swhandle.toLowerCase())
    return zoneOfBusiness(db, env.partners_id);
  const rows = await sql<{ time_zone: string | null }>`select time_zone from partners
    where lower(sw_handle) = ${targetSwhandle.toLowerCase()} and not deleted`.execute(db);
  return rows.rows[0]?.time_zone || defaultBusinessTimeZone;
}
