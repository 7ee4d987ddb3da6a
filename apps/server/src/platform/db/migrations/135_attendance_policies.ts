import { type Kysely, sql } from 'kysely';

/**
 * A business's attendance policy (issue #29 items 2 and 3; catalogue folder
 * `attendance_policies`): one row per business, so its unique key is made here (the catalogue
 * creates tables and their columns after migrations, as 010 does for workflows). A business
 * with no row has the defaults the attendance README names ("Attendance policy").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table if not exists attendance_policies (
    id uuid primary key default gen_random_uuid(),
    deleted boolean not null default false,
    creation_date timestamptz not null default now(),
    last_modified timestamptz not null default now(),
    partners_id uuid)`.execute(db);
  await sql`create unique index attendance_policies_partner_key on attendance_policies (partners_id)
    where not deleted`.execute(db);
}
