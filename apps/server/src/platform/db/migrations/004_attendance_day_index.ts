import { type Kysely, sql } from 'kysely';

/**
 * Attendance is read by employee and day range everywhere: a grid page's days (200
 * employees × a month), the aggregate over every listed employee, a recompute's stored
 * days. The catalogue's one-column indexes (employees_id, attendance_date) leave the
 * planner ANDing two large bitmaps per employee — 1.1 ms each, over a second for a
 * business of 1,164 when the table has no statistics yet (autovacuum off or behind) —
 * where this index reads the employee's ~31 rows directly. The catalogue creates the
 * attendance table after migrations, so a new database gets it here with the columns
 * the index needs (as 001_core does for the sign-in tables); catalogue DDL adds the rest.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table if not exists attendance (
    id uuid primary key default gen_random_uuid(),
    deleted boolean not null default false,
    creation_date timestamptz not null default now(),
    last_modified timestamptz not null default now(),
    employees_id uuid,
    attendance_date timestamptz)`.execute(db);
  await sql`create index if not exists attendance_employees_id_attendance_date_live_idx
    on attendance (employees_id, attendance_date) where not deleted`.execute(db);
}
