import { type Kysely, sql } from 'kysely';
import { businessDaySql, zoneOfPartnerSql } from '../../../engine/query/index.js';
import type { Database } from '../../../platform/db/schema.js';
import type { Licence } from '../rules/index.js';

/** A row's day in its business's zone (the contractor's, whose records these are). */
const businessDay = (column: string) => businessDaySql(sql.ref(column), zoneOfPartnerSql('partners_id'));

/** The contractors' licences (every one: a finding names the one that expired), by contractor. */
export async function loadLicences(
  db: Kysely<Database>,
  partnerIds: readonly string[],
): Promise<Map<string, Licence[]>> {
  const rows = await sql<
    Licence & { partners_id: string }
  >`select id, partners_id, coalesce(licence_no, '') as licence_no,
      ${businessDay('valid_from')} as valid_from, ${businessDay('valid_to')} as valid_to, coalesce(max_workers, 0)::int as max_workers
    from contractor_licences
    where not deleted and partners_id = any(${partnerIds}::uuid[]) and valid_from is not null and valid_to is not null
    order by valid_from, id`.execute(db);
  const byPartner = new Map<string, Licence[]>();
  for (const { partners_id, ...licence } of rows.rows)
    byPartner.set(partners_id, [...(byPartner.get(partners_id) ?? []), licence]);
  return byPartner;
}
