import { type Kysely, sql } from 'kysely';

/**
 * A site's phone punch rules by employee type (issue #36 item 3; the sites folder's detail
 * `phone_rules`): one rule per type and site, so the unique key is made here (the catalogue
 * creates tables and their columns after migrations, as 135 does for attendance policies). A
 * second rule for a type is refused as 'This value is already in use'.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table if not exists sites__phone_rules (
    id uuid primary key default gen_random_uuid(),
    deleted boolean not null default false,
    creation_date timestamptz not null default clock_timestamp(),
    last_modified timestamptz not null default now(),
    parent_id uuid not null references sites (id) on delete cascade,
    employee_type uuid)`.execute(db);
  await sql`create unique index sites__phone_rules_type_key on sites__phone_rules (parent_id, employee_type)
    where not deleted`.execute(db);
}
