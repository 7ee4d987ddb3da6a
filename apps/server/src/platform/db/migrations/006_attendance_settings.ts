import { type Kysely, sql } from 'kysely';

/**
 * Dated attendance settings: each row holds from its IST day `effective_from` until the
 * next row's. `punch_merge_minutes` is the double-tap window: a punch at most this many
 * minutes after the punch kept before it is merged into it (attendance README "Double
 * taps"). The first row, in effect from the beginning, is the default of 3 minutes; a
 * change is a new row from its day on, so months already paid keep the window they were
 * computed with when they are recomputed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table attendance_settings (
    effective_from date primary key,
    punch_merge_minutes integer not null check (punch_merge_minutes between 0 and 60),
    created_at timestamptz not null default now())`.execute(db);
  await sql`insert into attendance_settings (effective_from, punch_merge_minutes) values ('2000-01-01', 3)`.execute(
    db,
  );
}
