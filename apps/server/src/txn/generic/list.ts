import { evaluateRule } from '@muster/expr';
import type { BusinessEnv, FolderDefinition, ReplyData, TxnDefinition } from '@muster/protocol';
import { sql } from 'kysely';
import { QueryError, runListQuery } from '../../query/index.js';
import {
  compileRowPermission,
  listScope,
  type RowPermissionSql,
  type RowScope,
  scopeSql,
} from '../../scope/index.js';
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

const rowPermissions = new WeakMap<TxnDefinition, RowPermissionSql | null>();

/** The txn's row permission as SQL, compiled once per definition (boot refuses one that cannot be). */
function rowPermissionOf(definition: FolderDefinition, txn: TxnDefinition): RowPermissionSql | null {
  let compiled = rowPermissions.get(txn);
  if (compiled === undefined) {
    const rule = txn.permission.row;
    const result = rule ? compileRowPermission(rule, definition) : null;
    if (result && !result.ok) throw new Error(`${txn.name}: row permission not applicable: ${result.reason}`);
    compiled = result?.toSql ?? null;
    rowPermissions.set(txn, compiled);
  }
  return compiled;
}

/**
 * A folder's list (DESIGN §4): the txn's permission, then one query with the caller's
 * scope and the txn's row permission inside it. Bad paths, operators and values come back
 * as the compiler's refusal.
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
  const scope = scopeSql(scopeOf(definition, env, request.txn.target_swhandle), env);
  const rowPermission = rowPermissionOf(definition, txn);
  try {
    return await runListQuery(server.db, {
      folder: definition.name,
      params: request.txn.params,
      projections: request.txn.projections,
      lookup: (name) => server.catalogue.folders.get(name),
      scope: rowPermission
        ? (alias) => sql<boolean>`(${scope(alias)} and ${rowPermission(alias, env)})`
        : scope,
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
