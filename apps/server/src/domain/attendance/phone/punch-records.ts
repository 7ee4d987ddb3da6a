import type { LoctextValue, PhonePunchReason, PhonePunchRecord } from '@muster/protocol';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../../platform/db/schema.js';

/**
 * Phone punches as their employee and approvers see them, those `where` admits over the
 * alias `pp` (the caller's scope and filter), latest first.
 */
export async function phonePunchRecords(
  db: Kysely<Database>,
  where: RawBuilder<boolean>,
  limit: number,
): Promise<PhonePunchRecord[]> {
  const rows = await sql<{
    id: string;
    employees_id: string;
    employee_code: string;
    first_name: LoctextValue | null;
    last_name: LoctextValue | null;
    direction: 'in' | 'out';
    site: LoctextValue | null;
    device_time: Date;
    received_at: Date;
    status: PhonePunchRecord['status'];
    reasons: PhonePunchReason[];
    distance_m: number | null;
    accuracy_m: number | null;
    clock_skew_s: number;
    selfie_files_id: string | null;
  }>`select pp.id, pp.employees_id, e.code as employee_code, p.first_name, p.last_name,
      pp.direction, s.name as site, pp.device_time, pp.received_at, pp.status, pp.reasons, pp.distance_m,
      pp.accuracy_m, pp.clock_skew_s, pp.selfie_files_id
    from phone_punches pp join employees e on e.id = pp.employees_id left join persons p on p.id = e.persons_id
      left join sites s on s.id = pp.sites_id
    where ${where}
    order by pp.device_time desc
    limit ${limit}`.execute(db);
  return rows.rows.map((row) => ({
    ...row,
    device_time: new Date(row.device_time).toISOString(),
    received_at: new Date(row.received_at).toISOString(),
    accuracy_m: row.accuracy_m === null ? null : Math.round(Number(row.accuracy_m)),
  }));
}
