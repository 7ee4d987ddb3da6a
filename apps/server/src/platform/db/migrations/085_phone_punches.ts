import { type Kysely, sql } from 'kysely';

/**
 * Punches from an employee's phone (issue #36): the evidence of each (position, accuracy,
 * distance from the site, selfie, the phone's clock and the server's) and its state. The id
 * is the one the phone made, so a punch sent twice is kept once. An applied punch is also a
 * row of punches (source 'mobile'), which attendance computes from as from a terminal's; a
 * pending one waits here for its reporting officer, with its reasons. punched_at is the
 * instant it counts at: the phone's time, moved by the clock's skew when that is beyond the
 * site's tolerance. Sites and files are
 * catalogue tables, made after migrations, so their ids carry no foreign key here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table phone_punches (
    id uuid primary key,
    partners_id uuid not null references partners (id),
    employees_id uuid not null references employees (id),
    sites_id uuid not null,
    direction text not null check (direction in ('in', 'out')),
    device_time timestamptz not null,
    punched_at timestamptz not null,
    device_sent_at timestamptz not null,
    received_at timestamptz not null default now(),
    clock_skew_s integer not null,
    latitude double precision,
    longitude double precision,
    accuracy_m double precision,
    distance_m integer,
    selfie_files_id uuid,
    status text not null check (status in ('applied', 'pending', 'refused')),
    reasons text[] not null default '{}',
    punches_id uuid references punches (id),
    decided_by uuid references employees (id),
    decided_at timestamptz)`.execute(db);
  await sql`create index phone_punches_employee_time on phone_punches (employees_id, device_time)`.execute(
    db,
  );
  await sql`create index phone_punches_pending on phone_punches (partners_id) where status = 'pending'`.execute(
    db,
  );
  await sql`create index phone_punches_selfie on phone_punches (selfie_files_id) where selfie_files_id is not null`.execute(
    db,
  );
}
