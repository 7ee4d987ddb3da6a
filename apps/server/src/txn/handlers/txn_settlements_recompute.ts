import { settlementMessages, settlementsRecomputeTxn } from '@muster/protocol';
import { sql } from 'kysely';
import { recomputeSettlement, storedRupees } from '../../domain/settlements/compute.js';
import { permittedTxn } from '../../engine/lists/permitted-txn.js';
import { listScope, scopeSql } from '../../engine/scope/index.js';
import { TxnError } from '../../platform/refusal.js';
import { handleTxn } from '../types.js';

/**
 * Computes a settlement again (issue #34 item 6): one the user's list shows (HR and admin of
 * its business, in SQL), not yet approved by admin; everything else is not found or refused.
 */
export const txnSettlementsRecompute = handleTxn(
  settlementsRecomputeTxn,
  async ({ params, session, txn }, server) => {
    const { definition } = permittedTxn(server, session, 'settlements', settlementsRecomputeTxn.name);
    const scope = listScope(definition, session.env, txn.target_swhandle);
    const settlement = await server.db.transaction().execute(async (trx) => {
      const seen = await sql<{ id: string }>`select s.id from settlements s
      where s.id = ${params.id} and not s.deleted and ${scopeSql(scope, session.env)('s')}`.execute(trx);
      if (!seen.rows.length) throw new TxnError(settlementMessages.notFound);
      return recomputeSettlement(trx, params.id);
    });
    return {
      records: [JSON.stringify({ id: params.id, net_pay: storedRupees(settlement.netPay) })],
      message: settlementMessages.recomputed,
    };
  },
);
