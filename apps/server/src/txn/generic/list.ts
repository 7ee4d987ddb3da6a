import { evaluateRule } from '@muster/expr';
import type { BusinessEnv, FolderDefinition, ReplyData, TxnDefinition } from '@muster/protocol';
import { sql } from 'kysely';
import type { Catalogue } from '../../catalogue/index.js';
import { CompiledListCache, compileListQuery, QueryError, runCompiledList } from '../../query/index.js';
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

/** Compiled lists kept per catalogue (statements, never rows); a key names all they are built from. */
const compiledListCaches = new WeakMap<Catalogue, CompiledListCache>();
const compiledListsKept = 1000;
/** A longer key (a filter of many values) is compiled each time rather than kept. */
const longestCachedKey = 4096;
/**
 * Each env object a number: a session's env is one object for as long as the session cache
 * keeps it, and every scope and row permission is built from the env alone.
 */
const envIds = new WeakMap<BusinessEnv, number>();
let lastEnvId = 0;
const envId = (env: BusinessEnv) => {
  let id = envIds.get(env);
  if (id === undefined) {
    lastEnvId += 1;
    id = lastEnvId;
    envIds.set(env, id);
  }
  return id;
};

/**
 * A folder's list (DESIGN §4): the txn's permission, then one query with the caller's
 * scope and the txn's row permission inside it. Bad paths, operators and values come back
 * as the compiler's refusal. The statement depends only on the catalogue, the handler, the
 * env, the target business, the projections and the params, so a repeated list reuses its
 * compiled statement; the rows are read afresh every time.
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
  const { target_swhandle: target, projections, params } = request.txn;
  const key = [
    envId(env),
    request.txn.name,
    definition.name,
    txn.name,
    target ?? '',
    JSON.stringify(projections ?? null),
    JSON.stringify(params ?? null),
  ].join('\u0000');
  let cache = compiledListCaches.get(server.catalogue);
  if (!cache) {
    cache = new CompiledListCache(compiledListsKept);
    compiledListCaches.set(server.catalogue, cache);
  }
  let compiled = cache.get(key);
  if (!compiled) {
    const scope = scopeSql(scopeOf(definition, env, target), env);
    const rowPermission = rowPermissionOf(definition, txn);
    try {
      compiled = compileListQuery({
        folder: definition.name,
        params,
        projections,
        lookup: (name) => server.catalogue.folders.get(name),
        scope: rowPermission
          ? (alias) => sql<boolean>`(${scope(alias)} and ${rowPermission(alias, env)})`
          : scope,
      }).compile(server.db);
    } catch (error) {
      if (error instanceof QueryError) throw new TxnError(error.message);
      throw error;
    }
    if (key.length <= longestCachedKey) cache.set(key, compiled);
  }
  return runCompiledList(server.db, compiled);
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
