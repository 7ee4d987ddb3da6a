import { type Kysely, sql } from 'kysely';

/**
 * A business keeps its calendar in its own time zone (issue #28 item 2; the partners folder's
 * `time_zone`, one of protocol's `businessTimeZones`). Every business stored before this had
 * its days, months and financial years counted in IST, so each gets Asia/Kolkata, and so does
 * a business a seed or a script inserts without naming one. The catalogue adds its columns
 * only after migrations and nullable; this one is made here so no business is ever without.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table partners add column if not exists time_zone text not null default 'Asia/Kolkata'`.execute(
    db,
  );
}
