import { type Kysely, sql } from 'kysely';

/**
 * Raw clock punches and the keys devices send them with. A punch is one employee at one
 * instant: the same punch sent twice (device retries, overlapping uploads) is kept once.
 * The devices table is derived from the catalogue after migrations run, so device ids
 * here carry no foreign key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table punches (
    id uuid primary key default gen_random_uuid(),
    employees_id uuid not null references employees (id),
    devices_id uuid,
    device_serial text,
    punched_at timestamptz not null,
    source text not null,
    received_at timestamptz not null default now(),
    constraint punches_employee_instant_key unique (employees_id, punched_at))`.execute(db);
  await sql`create table device_keys (
    devices_id uuid primary key,
    partners_id uuid not null references partners (id),
    key_hash text not null,
    created_at timestamptz not null default now())`.execute(db);
}
