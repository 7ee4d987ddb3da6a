import { type Kysely, sql } from 'kysely';
import { punchRequestType, punchRequestWorkflow } from '../migration-data/punch-requests.js';

/**
 * Punch requests (issue #29 item 5): an approved request becomes a punch with source 'request',
 * linked to its request (one punch per request, so approving twice cannot punch twice); the
 * punch_requests table itself is the catalogue's, made after migrations, so the link carries no
 * foreign key. Businesses that already have workflows get the punch requests' one (a new
 * database's demo seeds it; a database whose catalogue tables are not made yet has none to add to).
 * The PR attendance type was seeded as 'Present on rest day' paying a day: spec 001 §3 names PR
 * a punch request (partial) and §9 colours it grey, and a pending request pays nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table punches add column punch_requests_id uuid`.execute(db);
  await sql`create unique index punches_punch_request_key on punches (punch_requests_id)
    where punch_requests_id is not null`.execute(db);
  const columns = await sql<{ table_name: string }>`select table_name from information_schema.columns
    where table_schema = current_schema()
      and ((table_name = 'workflows' and column_name = 'workflow_text')
        or (table_name = 'attendance_types' and column_name = 'payable_days'))`.execute(db);
  const has = (table: string) => columns.rows.some((row) => row.table_name === table);
  if (has('workflows'))
    await sql`insert into workflows (partners_id, folder_name, workflow_text)
      select p.id, 'punch_requests', ${punchRequestWorkflow} from partners p
      where exists (select 1 from workflows w where w.partners_id = p.id and not w.deleted)
        and not exists (select 1 from workflows w
          where w.partners_id = p.id and w.folder_name = 'punch_requests' and not w.deleted)`.execute(db);
  if (has('attendance_types'))
    await sql`update attendance_types
      set name = ${JSON.stringify(punchRequestType.name)}::jsonb, payable_days = ${punchRequestType.payable_days},
        color = ${punchRequestType.color}
      where code = 'PR'`.execute(db);
}
