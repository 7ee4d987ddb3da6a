import { type Kysely, sql } from 'kysely';
import { gstB2clLimits } from '../migration-data/gst-b2cl-limits.js';

/**
 * The B2CL limit of GSTR-1 table 5 as dated rows with their sources (issue #31 item 5): a
 * return reads the limit in force on each invoice's day, so a new limit is a new row from
 * its day, never a change of code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table gst_b2cl_limits (
    effective_from date primary key,
    limit_paise bigint not null check (limit_paise > 0),
    source text not null)`.execute(db);
  for (const row of gstB2clLimits)
    await sql`insert into gst_b2cl_limits (effective_from, limit_paise, source)
      values (${row.effective_from}::date, ${row.limit}, ${row.source})`.execute(db);
}
