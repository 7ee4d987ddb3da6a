import { sql } from 'kysely';
import { parseRecalculationParams, recalculationMessages } from '../../attendance/recalculation/params.js';
import { startMonthRecalculation } from '../../attendance/recalculation/recalculate-month.js';
import { permittedTxn } from '../../attendance/txn-folder.js';
import { listScope, scopeSql } from '../../scope/index.js';
import { requireSession, TxnError, type TxnHandler } from '../types.js';

/**
 * The recalculation action (spec 000 §3, §4): recomputes a contract's month of attendance
 * in the background and answers 'Attendance Recal started' at once.
 */
export const txnContractsRecalculate: TxnHandler = {
  name: 'txn_contracts_recalculate',
  async run(request, server) {
    const session = requireSession(request);
    const { definition } = permittedTxn(server, session, 'contracts', 'txn_contracts_recalculate');
    const parsed = parseRecalculationParams(request.txn.params);
    if (!parsed.ok) throw new TxnError(recalculationMessages.invalidParams, { issues: [parsed.issues] });
    const { id, year, month } = parsed.params;
    const scope = listScope(definition, session.env, request.txn.target_swhandle);
    const contract = (
      await sql<{ id: string }>`select c.id from contracts c
        where c.id = ${id} and not c.deleted and ${scopeSql(scope, session.env)('c')}`.execute(server.db)
    ).rows[0];
    if (!contract) throw new TxnError(recalculationMessages.unknownContract);
    startMonthRecalculation(server.db, contract.id, year, month);
    return { records: [], message: recalculationMessages.started };
  },
};
