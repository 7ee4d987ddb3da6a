import type { RawBuilder } from 'kysely';
import { invoiceBusinessHandle } from '../../domain/invoices/document/index.js';
import type { Session } from '../../engine/auth/session.js';
import { permittedTxn } from '../../engine/lists/permitted-txn.js';
import { listScope, scopeSql } from '../../engine/scope/index.js';
import type { ServerContext } from '../../engine/server-context.js';

/**
 * The scope (over alias `i`) a txn on one invoice reads it in: the user's invoices list,
 * filtered to the business the request names, else to the invoice's own business — so a
 * principal employer's user opens its contractors' invoices and their notes from a link,
 * while a contractor's user still reaches its own only (issue #31 item 1).
 */
export async function oneInvoiceScope(
  server: ServerContext,
  call: { session: Session; txn: { target_swhandle?: string | undefined } },
  txnName: string,
  uconst: string,
): Promise<RawBuilder<boolean>> {
  const { session, txn } = call;
  const { definition } = permittedTxn(server, session, 'invoices', txnName);
  const business = txn.target_swhandle ?? (await invoiceBusinessHandle(server.db, uconst)) ?? undefined;
  return scopeSql(listScope(definition, session.env, business), session.env)('i');
}
