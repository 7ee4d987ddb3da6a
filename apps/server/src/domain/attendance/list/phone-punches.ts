import type { PhoneDayPunch } from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../platform/db/schema.js';

/**
 * The phone punches of some employees over `[start, end)` that count or wait for approval
 * (issue #36), per employee, oldest first; an employee without one has no entry, so a page
 * of terminal-punched workers grows by nothing.
 */
export async function loadPhonePunches(
  db: Kysely<Database>,
  employeeIds: readonly string[],
  start: Date,
  end: Date,
): Promise<Map<string, PhoneDayPunch[]>> {
  if (!employeeIds.length) return new Map();
  const rows = await sql<{
    employees_id: string;
    punched_at: Date;
    status: 'applied' | 'pending';
    distance_m: number | null;
  }>`
    select employees_id, punched_at, status, distance_m from phone_punches
    where employees_id = any(${employeeIds}::uuid[]) and status in ('applied', 'pending')
      and punched_at >= ${start} and punched_at < ${end}
    order by employees_id, punched_at`.execute(db);
  const byEmployee = new Map<string, PhoneDayPunch[]>();
  for (const row of rows.rows) {
    const punch = {
      at: new Date(row.punched_at).toISOString(),
      status: row.status,
      distance_m: row.distance_m,
    };
    const own = byEmployee.get(row.employees_id);
    if (own) own.push(punch);
    else byEmployee.set(row.employees_id, [punch]);
  }
  return byEmployee;
}
