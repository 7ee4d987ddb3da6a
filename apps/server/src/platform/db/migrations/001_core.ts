import { type Kysely, sql } from 'kysely';

/**
 * The tables sign-in needs. Their columns follow the catalogue's field names and the
 * column types of DESIGN §4; catalogue-driven DDL adds further columns and folders.
 */
const rowBase = sql`
  id uuid primary key default gen_random_uuid(),
  deleted boolean not null default false,
  creation_date timestamptz not null default now(),
  last_modified timestamptz not null default now()`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table partner_groups (${rowBase}, code text not null, name jsonb)`.execute(db);
  await sql`create table partners (${rowBase},
    code text not null, name text not null, sw_handle text not null, partner_type text,
    partner_groups_id uuid references partner_groups (id))`.execute(db);
  await sql`create unique index partners_sw_handle_key on partners (lower(sw_handle)) where not deleted`.execute(
    db,
  );
  await sql`create table persons (${rowBase},
    first_name jsonb, middle_name jsonb, last_name jsonb, email text, phone text, gender text,
    birth_date timestamptz)`.execute(db);
  await sql`create table groups (${rowBase}, code text not null, name jsonb)`.execute(db);
  await sql`create table files (${rowBase},
    filepath text not null, original_filename text not null, md5sum text not null, mime_type text not null,
    size_bytes bigint not null)`.execute(db);
  await sql`create table employees (${rowBase},
    partners_id uuid not null references partners (id), code text not null,
    persons_id uuid references persons (id), employee_status text, employee_type uuid,
    joining_date timestamptz, password text, groups_id uuid[],
    profile_picture uuid references files (id))`.execute(db);
  await sql`create unique index employees_partner_code_key on employees (partners_id, lower(code)) where not deleted`.execute(
    db,
  );
  await sql`create index employees_persons_id_idx on employees (persons_id)`.execute(db);
  await sql`create table sessions (
    key_hash text primary key,
    employees_id uuid not null references employees (id),
    partners_id uuid not null references partners (id),
    env jsonb not null,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    ended_at timestamptz)`.execute(db);
  await sql`create index sessions_employees_id_idx on sessions (employees_id)`.execute(db);
}
