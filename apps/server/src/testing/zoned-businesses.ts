import type { BusinessEnv } from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../platform/db/schema.js';

/** A business of its own zone with one approved employee, joined 1 January 2026. */
export interface ZonedBusiness {
  partnerId: string;
  employeeId: string;
  /** Its employee as the business's admin, as the session's env holds it. */
  admin: BusinessEnv;
}

/**
 * Inserts one business per zone (code and handle `{prefix}-{name}`), each with an employee
 * coded `{prefix}1`: the fixtures of the tests that count a day in a business's zone, not IST
 * (issue #28 item 2).
 */
export async function insertZonedBusinesses<Name extends string>(
  db: Kysely<Database>,
  zones: Readonly<Record<Name, string>>,
  prefix: string,
): Promise<Record<Name, ZonedBusiness>> {
  const made = {} as Record<Name, ZonedBusiness>;
  for (const [name, zone] of Object.entries(zones) as [Name, string][]) {
    const handle = `${prefix}-${name}`.toLowerCase();
    const partner = await sql<{ id: string }>`insert into partners (code, name, sw_handle, time_zone)
      values (${handle.toUpperCase()}, ${name}, ${handle}, ${zone}) returning id`.execute(db);
    const partnerId = partner.rows[0]?.id as string;
    const person = await sql<{ id: string }>`insert into persons (first_name)
      values (${JSON.stringify({ eng: `Worker ${name}` })}::jsonb) returning id`.execute(db);
    const employee = await sql<{ id: string }>`insert into employees (partners_id, persons_id, code,
        employee_status, joining_date)
      values (${partnerId}, ${person.rows[0]?.id}, ${`${prefix}1`}, 'approved', '2026-01-01T00:00:00Z')
      returning id`.execute(db);
    const employeeId = employee.rows[0]?.id as string;
    made[name] = {
      partnerId,
      employeeId,
      admin: {
        id: employeeId,
        code: 'admin',
        swhandle: handle,
        business_name: name,
        partners_id: partnerId,
        time_zone: zone,
        employees_id: employeeId,
        isAdmin: true,
        isAO: false,
        isRO: false,
        isHR: false,
        isDCO: false,
        child_reporting_path: [],
        subsections: [],
        pe_partners_id: null,
        user_selected_partner: null,
      },
    };
  }
  return made;
}
