import { contractsRecalculateTxn } from '@muster/protocol';
import { sql } from 'kysely';
import { recalculationMessages } from '../../attendance/recalculation/messages.js';
import { startMonthRecalculation } from '../../attendance/recalculation/recalculate-month.js';
import { permittedTxn } from '../../attendance/txn-folder.js';
import { listScope, scopeSql } from '../../scope/index.js';
import { handleTxn, TxnError } from '../types.js';

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
