import { contractsRecalculateTxn } from '@muster/protocol';
import { sql } from 'kysely';
import { recalculationMessages } from '../../domain/attendance/recalculation/messages.js';
import { startMonthRecalculation } from '../../domain/attendance/recalculation/recalculate-month.js';
import { permittedTxn } from '../../engine/lists/permitted-txn.js';
import { listScope, scopeSql } from '../../engine/scope/index.js';
import { TxnError } from '../../platform/refusal.js';
import { handleTxn } from '../types.js';

/**
 * The recalculation action (spec 000 §3, §4): recomputes a contract's month of attendance
 * in the background and answers 'Attendance Recal started' at once.
 */
export const txnContractsRecalculate = handleTxn(
  contractsRecalculateTxn,
  async ({ params, session, txn }, server) => {
    const { definition } = permittedTxn(server, session, 'contracts', contractsRecalculateTxn.name);
    const { id, year, month } = params;
    const scope = listScope(definition, session.env, txn.target_swhandle);
    const contract = (
      await sql<{ id: string }>`select c.id from contracts c
        where c.id = ${id} and not c.deleted and ${scopeSql(scope, session.env)('c')}`.execute(server.db)
    ).rows[0];
    if (!contract) throw new TxnError(recalculationMessages.unknownContract);
    startMonthRecalculation(server.db, contract.id, year, month);
    return { records: [], message: recalculationMessages.started };
  },
);
