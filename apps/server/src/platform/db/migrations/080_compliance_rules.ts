import { type Kysely, sql } from 'kysely';
import { complianceRules } from '../migration-data/compliance-rules.js';

/**
 * The contractor compliance scorecard's dated figures (issue #33): the challans' due days
 * after a wage month's end and the licence renewal notice, as dated rows with their sources.
 * The contractor register and the challans are catalogue folders (contractor_licences,
 * epf_challans, esi_challans), created from their definitions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table compliance_rules (
    code text not null,
    value integer not null,
    effective_from date not null,
    source text not null,
    primary key (code, effective_from))`.execute(db);
  for (const row of complianceRules)
    await sql`insert into compliance_rules (code, value, effective_from, source)
      values (${row.code}, ${row.value}, ${row.effective_from}::date, ${row.source})`.execute(db);
}
