import { unmatchedPunchesApplyTxn } from '@muster/protocol';
import { sql } from 'kysely';
import { allowedClockAheadMs } from '../../domain/attendance/punches/store-punches.js';
import {
  applyUnmatchedPunches,
  unmatchedPunchMessages,
} from '../../domain/attendance/punches/unmatched-punches.js';
import { recomputePunchedDaysIn } from '../../domain/attendance/recompute/index.js';
import { permittedTxn } from '../../engine/lists/permitted-txn.js';
import { listScope, scopeSql } from '../../engine/scope/index.js';
import { TxnError } from '../../platform/refusal.js';
import { handleTxn } from '../types.js';

/**
 * Applies one unmatched punch the caller's list shows (admin and HR of its business): it
 * becomes the employee's punch and the days it can belong to are recomputed, in one
 * transaction; what still stops it is the refusal (issue #29 item 4).
 */
export const txnUnmatchedPunchesApply = handleTxn(
  unmatchedPunchesApplyTxn,
  async ({ params, session, txn }, server) => {
    const { definition } = permittedTxn(server, session, 'unmatched_punches', unmatchedPunchesApplyTxn.name);
    const scope = listScope(definition, session.env, txn.target_swhandle);
    const row = (
      await sql<{ partners_id: string }>`
        select u.partners_id from unmatched_punches u
        where u.id = ${params.id} and not u.deleted and ${scopeSql(scope, session.env)('u')}`.execute(
        server.db,
      )
    ).rows[0];
    if (!row) throw new TxnError(unmatchedPunchMessages.notFound);
    await server.db.transaction().execute(async (trx) => {
      const outcome = await applyUnmatchedPunches(
        trx,
        row.partners_id,
        { ids: [params.id] },
        allowedClockAheadMs,
      );
      if ('refusal' in outcome) throw new TxnError(outcome.refusal);
      await recomputePunchedDaysIn(trx, outcome.punched);
    });
    return { records: [] };
  },
);
