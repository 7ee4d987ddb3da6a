import { businessDayKey, settlementMessages, settlementsGetStatementTxn } from '@muster/protocol';
import { loadStatement } from '../../domain/settlements/statement/load.js';
import { renderStatement } from '../../domain/settlements/statement/render.js';
import { permittedTxn } from '../../engine/lists/permitted-txn.js';
import { listScope, scopeSql } from '../../engine/scope/index.js';
import { TxnError } from '../../platform/refusal.js';
import { documentReply } from '../documents/document-reply.js';
import { handleTxn } from '../types.js';

/**
 * One settlement's statement by its reference (issue #34 item 6): HTML in the asked language,
 * or its PDF. Only a settlement the user's list shows (the employee its own, HR and admin
 * their business's: the policy's rows, in SQL); any other reference is not found.
 */
export const txnSettlementsGetStatement = handleTxn(
  settlementsGetStatementTxn,
  async ({ params, session, txn }, server) => {
    const { definition } = permittedTxn(server, session, 'settlements', settlementsGetStatementTxn.name);
    const scope = listScope(definition, session.env, txn.target_swhandle);
    const row = await loadStatement(
      server.db,
      params.uconst,
      scopeSql(scope, session.env)('s'),
      params.language,
    );
    if (!row) throw new TxnError(`${settlementMessages.notFound}: ${params.uconst}`);
    // printed on today of the settlement's business, the calendar of its other days
    const html = renderStatement(row, params.language, businessDayKey(Date.now(), row.timeZone));
    return documentReply(server, params.uconst, params.format, {
      title: `${row.employee} · ${row.uconst}`,
      fileName: `${row.uconst}.pdf`,
      html,
    });
  },
);
