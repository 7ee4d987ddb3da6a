import { type Kysely, sql } from 'kysely';

/**
 * One-time codes for sign-up and password recovery. Only a hash of each code is kept;
 * a code is spent once (used_at) and refuses further tries after the attempt limit.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table one_time_codes (
    id uuid primary key default gen_random_uuid(),
    employees_id uuid not null references employees (id),
    purpose text not null,
    channel text not null,
    code_hash text not null,
    attempts integer not null default 0,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    verified_at timestamptz,
    used_at timestamptz)`.execute(db);
  await sql`create index one_time_codes_employee_idx on one_time_codes (employees_id, purpose, channel, created_at)`.execute(
    db,
  );
}
