import { type Kysely, sql } from 'kysely';
import { gstReverseChargeEntries } from '../migration-data/gst-reverse-charge.js';

/**
 * The services whose GST the recipient pays (reverse charge, CGST Act s. 9(3)) as dated
 * rows with their notification (issue #31 item 6): an invoice reads the entry in force on
 * its date, so a new notification is a new row from its day, never a change of code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table gst_reverse_charge (
    code text not null,
    sac_prefix text not null,
    effective_from date not null,
    effective_until date,
    source text not null,
    primary key (code, effective_from))`.execute(db);
  for (const entry of gstReverseChargeEntries)
    await sql`insert into gst_reverse_charge (code, sac_prefix, effective_from, effective_until, source)
      values (${entry.code}, ${entry.sac_prefix}, ${entry.effective_from}::date, ${entry.effective_until}::date,
        ${entry.source})`.execute(db);
}
