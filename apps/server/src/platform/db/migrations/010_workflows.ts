import { type Kysely, sql } from 'kysely';

/**
 * Workflows (packages/protocol/src/workflow): one text per business and folder, so the
 * catalogue's `workflows` table gets its unique key here (the catalogue creates tables
 * after migrations, so a new database gets the key's columns here, as 004 does); and the
 * history of every named action, which no catalogue folder describes: who moved which
 * record of which folder from what to what, when, with the note given.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table if not exists workflows (
    id uuid primary key default gen_random_uuid(),
    deleted boolean not null default false,
    creation_date timestamptz not null default now(),
    last_modified timestamptz not null default now(),
    partners_id uuid,
    folder_name text)`.execute(db);
  await sql`create unique index workflows_partner_folder_key on workflows (partners_id, folder_name)
    where not deleted`.execute(db);
  await sql`create table workflow_history (
    id uuid primary key default gen_random_uuid(),
    folder text not null,
    record_id uuid not null,
    action text not null,
    from_state text,
    to_state text not null,
    employees_id uuid not null references employees (id),
    acted_at timestamptz not null default now(),
    note text)`.execute(db);
  await sql`create index workflow_history_record_idx on workflow_history (folder, record_id, acted_at)`.execute(
    db,
  );
}
