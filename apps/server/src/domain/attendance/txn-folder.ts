import type { FolderDefinition, TxnDefinition } from '@muster/protocol';
import type { Session } from '../../engine/auth/session.js';
import { txnPermitted } from '../../engine/lists/folder-list.js';
import type { ServerContext } from '../../engine/server-context.js';
import { TxnError } from '../../platform/refusal.js';

export const attendanceTxnMessages = {
  notPermitted: 'You are not allowed to do this',
} as const;

/** The catalogue's folder and txn of an attendance handler, after checking its permission for the session. */
export function permittedTxn(
  server: ServerContext,
  session: Session,
  folder: string,
  name: string,
): { definition: FolderDefinition; txn: TxnDefinition } {
  const definition = server.catalogue.folders.get(folder);
  const txn = definition?.txns.find((candidate) => candidate.name === name);
  if (!definition || !txn) throw new Error(`${name} is not in the catalogue's ${folder} folder`);
  if (!txnPermitted(definition, txn, session.env))
    throw new TxnError(`${attendanceTxnMessages.notPermitted}: ${name}`);
  return { definition, txn };
}
