import { type PhonePunchStatus, phonePunchMessages } from '@muster/protocol';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { zoneColumnSql } from '../../../engine/query/index.js';
import type { Database } from '../../../platform/db/schema.js';
import { TxnError } from '../../../platform/refusal.js';
import { refuseClosedEmployeeDays } from '../../month-lock/month-lock.js';
import { istDayKey } from '../compute/index.js';
import { recomputeAfterPunches } from '../recompute/index.js';

/**
 * A reporting officer's (AO's, HR's, admin's) decision on a waiting phone punch: approved,
 * it becomes a punch (source 'mobile') at its instant and the days around it are recomputed;
 * refused, it is kept refused, with who and when. `inScope` is the decider's attendance
 * scope over the alias `pp`; its own punches are not its to decide.
 */
export async function decidePhonePunch(
  db: Kysely<Database>,
  decision: { id: string; decision: 'approve' | 'refuse'; by: string },
  inScope: RawBuilder<boolean>,
): Promise<{ id: string; status: PhonePunchStatus }> {
  const decided = await db.transaction().execute(async (trx) => {
    // the punch's day is its employee's business's (issue #28 item 2): 23:30 in Dubai on a
    // closed month's last day is that month's, though India's clock already reads the next one
    const pending = await sql<{ employees_id: string; punched_at: Date; time_zone: string }>`
      select pp.employees_id, pp.punched_at, ${zoneColumnSql('bz.time_zone')} as time_zone
      from phone_punches pp left join employees pe on pe.id = pp.employees_id
        left join partners bz on bz.id = pe.partners_id
      where pp.id = ${decision.id} and pp.status = 'pending' and pp.employees_id <> ${decision.by} and ${inScope}
      for update of pp`.execute(trx);
    const punch = pending.rows[0];
    if (!punch) throw new TxnError(phonePunchMessages.notPending);
    const punchedAt = new Date(punch.punched_at);
    if (decision.decision === 'approve')
      await refuseClosedEmployeeDays(trx, [
        { employeeId: punch.employees_id, from: istDayKey(punchedAt.getTime(), punch.time_zone) },
      ]);
    const punchId =
      decision.decision === 'approve'
        ? ((
            await trx
              .insertInto('punches')
              .values({ employees_id: punch.employees_id, punched_at: punchedAt, source: 'mobile' })
              .onConflict((conflict) => conflict.columns(['employees_id', 'punched_at']).doNothing())
              .returning('id')
              .executeTakeFirst()
          )?.id ?? null)
        : null;
    const status: PhonePunchStatus = decision.decision === 'approve' ? 'applied' : 'refused';
    await trx
      .updateTable('phone_punches')
      .set({ status, punches_id: punchId, decided_by: decision.by, decided_at: new Date() })
      .where('id', '=', decision.id)
      .execute();
    return { status, employeeId: punch.employees_id, punchedAt };
  });
  if (decided.status === 'applied')
    await recomputeAfterPunches(
      db,
      new Map([[decided.employeeId, { from: decided.punchedAt, to: decided.punchedAt }]]),
    );
  return { id: decision.id, status: decided.status };
}
