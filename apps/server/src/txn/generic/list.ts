import { evaluateRule } from '@muster/expr';
import type { BusinessEnv, FolderDefinition, ReplyData, TxnDefinition } from '@muster/protocol';
import { QueryError, runListQuery } from '../../query/index.js';
import { listScope, type RowScope, scopeSql } from '../../scope/index.js';
import { requireSession, type ServerContext, TxnError, type TxnHandler, type TxnRequest } from '../types.js';

export const listMessages = {
  notPermitted: 'You are not allowed to do this',
} as const;

type ScopeOf = (
  definition: FolderDefinition,
  env: BusinessEnv,
  targetSwhandle: string | undefined,
) => RowScope;

/** Whether the txn's permission over `env` holds (a txn without one is open to every signed-in user). */
export function txnPermitted(definition: FolderDefinition, txn: TxnDefinition, env: BusinessEnv): boolean {
  const rule = txn.permission.env;
  return !rule || evaluateRule(rule, { env, user: env }, { folder: definition.name, field: txn.name });
}

/**
 * A folder's list (DESIGN §4): the txn's permission, then one query with the caller's
 * scope inside it. Bad paths, operators and values come back as the compiler's refusal.
 */
export async function runFolderList(
  request: TxnRequest,
  server: ServerContext,
  definition: FolderDefinition,
  txn: TxnDefinition,
  scopeOf: ScopeOf = listScope,
): Promise<ReplyData> {
  const { env } = requireSession(request);
  if (!txnPermitted(definition, txn, env)) throw new TxnError(`${listMessages.notPermitted}: ${txn.name}`);
  const scope = scopeOf(definition, env, request.txn.target_swhandle);
  try {
    return await runListQuery(server.db, {
      folder: definition.name,
      params: request.txn.params,
      projections: request.txn.projections,
      lookup: (name) => server.catalogue.folders.get(name),
      scope: scopeSql(scope, env),
    });
  } catch (error) {
    if (error instanceof QueryError) throw new TxnError(error.message);
    throw error;
  }
}

/**
 * A named list handler over one folder; its permission is that of the catalogue's txn
 * `permissionFrom` (the handler's own name unless the catalogue does not declare it).
 */
export function folderListHandler(
  folder: string,
  name: string,
  { scopeOf, permissionFrom = name }: { scopeOf?: ScopeOf; permissionFrom?: string } = {},
): TxnHandler {
  return {
    name,
    run(request, server) {
      const definition = server.catalogue.folders.get(folder);
      const txn = definition?.txns.find((candidate) => candidate.name === permissionFrom);
      if (!definition || !txn)
        throw new Error(`${permissionFrom} is not in the catalogue's ${folder} folder`);
      return runFolderList(request, server, definition, txn, scopeOf);
    },
  };
}
