import type { LoctextValue } from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../platform/db/schema.js';
import type { SitePhonePolicy } from './rules.js';

/** Whose punch it is: the employee, its business and the sites it may punch at now. */
export interface PunchingEmployee {
  id: string;
  partnersId: string;
}

/**
 * The sites an employee may punch at on `at`: its own site and the sites of its allocations
 * covering that instant (issue #36 item 2), live ones only, with their phone policy: the site's,
 * where the site's rule for the employee's type replaces its three switches (item 3); by code,
 * since the order of their names (loctexts) depends on the reader's language.
 */
export async function punchSitesOf(
  db: Kysely<Database>,
  employeeId: string,
  at: Date,
): Promise<(SitePhonePolicy & { id: string; name: LoctextValue | null })[]> {
  const rows = await sql<{
    id: string;
    name: LoctextValue | null;
    latitude: number | null;
    longitude: number | null;
    radius_m: number | null;
    phone_punch_allowed: boolean | null;
    phone_selfie_required: boolean | null;
    phone_outside_for_approval: boolean | null;
    phone_clock_tolerance_min: number | null;
  }>`select s.id, s.name, s.latitude, s.longitude, s.radius_m,
      coalesce(r.phone_punch_allowed, s.phone_punch_allowed) as phone_punch_allowed,
      coalesce(r.phone_selfie_required, s.phone_selfie_required) as phone_selfie_required,
      coalesce(r.phone_outside_for_approval, s.phone_outside_for_approval) as phone_outside_for_approval,
      s.phone_clock_tolerance_min
    from sites s
    left join sites__phone_rules r on r.parent_id = s.id and not r.deleted
      and r.employee_type = (select e.employee_type from employees e where e.id = ${employeeId})
    where not s.deleted and (
      s.id = (select e.sites_id from employees e where e.id = ${employeeId} and not e.deleted)
      or s.id in (select a.sites_id from allocations a join allocations__allocation_periods p on p.parent_id = a.id
        where a.employees_id = ${employeeId} and not a.deleted and not p.deleted and p.allocations_range @> ${at}::timestamptz))
    order by s.code, s.id`.execute(db);
  return rows.rows.map((row) => ({
    id: row.id,
    name: row.name,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    radiusM: row.radius_m,
    allowed: row.phone_punch_allowed === true,
    selfieRequired: row.phone_selfie_required === true,
    // the catalogue's defaults: outside goes for approval, ten minutes of clock tolerance
    outsideForApproval: row.phone_outside_for_approval !== false,
    clockToleranceS: (row.phone_clock_tolerance_min ?? 10) * 60,
  }));
}
