import { type Kysely, sql } from 'kysely';
import { esicTemplate, leavingReasonRows } from '../migration-data/leaving-reasons.js';

/**
 * The EPFO Mark Exit reasons 180 seeded, checked against the portal's list (settlements
 * README): 'Retrenchment' is none of EPFO's six, so a retrenched member's exit is marked
 * 'Cessation (Short Service)', and each source now names the reason's bulk exit letter. A
 * seeded reason takes the corrected values while its source is still one 180 wrote (it begins
 * with the ESIC template's name); one whose source an admin rewrote is the admin's and stays.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const reason of leavingReasonRows)
    await sql`update leaving_reasons set epfo_exit_reason = ${reason.epfo_exit_reason}, source = ${reason.source},
        last_modified = now()
      where code = ${reason.code} and not deleted and source like ${`${esicTemplate}%`}
        and (epfo_exit_reason, source) is distinct from (${reason.epfo_exit_reason}, ${reason.source})`.execute(
      db,
    );
}
