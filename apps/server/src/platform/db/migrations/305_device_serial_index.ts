import { type Kysely, sql } from 'kysely';

/**
 * Every request of a terminal (apps/server/src/edge/http/iclock) finds its device by serial
 * number: at a shift change 1,000 terminals make some 8,000 requests a minute (issue #35 item 7),
 * and without an index each read the whole devices table, dead row versions included (the
 * terminal-state columns are updated on every request). The catalogue creates the devices
 * table after migrations, so a new database gets it here with the columns the index needs (as
 * 004_attendance_day_index does for attendance); catalogue DDL adds the rest.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table if not exists devices (
    id uuid primary key default gen_random_uuid(),
    deleted boolean not null default false,
    creation_date timestamptz not null default now(),
    last_modified timestamptz not null default now(),
    serial_number text)`.execute(db);
  await sql`create index if not exists devices_serial_number_live
    on devices (serial_number) where not deleted`.execute(db);
}
