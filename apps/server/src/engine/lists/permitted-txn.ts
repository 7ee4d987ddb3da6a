import type { FolderDefinition, TxnDefinition } from '@muster/protocol';
import { TxnError } from '../../platform/refusal.js';
import type { Session } from '../auth/session.js';
import type { ServerContext } from '../server-context.js';
import { txnPermitted } from './folder-list.js';

/** The refusal of a txn the session's roles do not hold (spec 000 §8). */
export const txnPermissionMessages = {
  notPermitted: 'You are not allowed to do this',
} as const;

/**
 * The catalogue's folder and txn of a named handler, after checking its permission for the
 * session: every feature's handlers check through it.
 */
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
    throw new TxnError(`${txnPermissionMessages.notPermitted}: ${name}`);
  return { definition, txn };
}
