import { evaluateRule } from '@muster/expr';
import {
  type BusinessEnv,
  type FolderDefinition,
  type ListParams,
  policyMessages,
  type ReplyData,
  type TxnDefinition,
} from '@muster/protocol';
import { sql } from 'kysely';
import { TxnError } from '../../platform/refusal.js';
import type { Session } from '../auth/session.js';
import type { Catalogue } from '../catalogue/index.js';
import {
  CompiledListCache,
  compileListQuery,
  type ListQueryInput,
  QueryError,
  runCompiledList,
} from '../query/index.js';
import {
  compileRowPermission,
  fieldAccess,
  listScope,
  mayList,
  policyPermits,
  type RowPermissionSql,
  type RowScope,
  scopeSql,
} from '../scope/index.js';
import type { ServerContext, TxnCall } from '../server-context.js';

export const listMessages = {
  notPermitted: 'You are not allowed to do this',
} as const;

/** The rows a caller may see of a folder: its list scope, or a named list's own rule. */
export type FolderListScope = (
  definition: FolderDefinition,
  env: BusinessEnv,
  targetSwhandle: string | undefined,
) => RowScope;

/**
 * Whether the txn's permission over `env` holds (a txn without one is open to every
 * signed-in user) and the read/write policy lets `env` run it (scope/rules.ts).
 */
export function txnPermitted(definition: FolderDefinition, txn: TxnDefinition, env: BusinessEnv): boolean {
  return cataloguePermits(definition, txn, env) && policyPermits(definition, txn, env);
}

function cataloguePermits(definition: FolderDefinition, txn: TxnDefinition, env: BusinessEnv): boolean {
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

/** Who lists, in which business, and what: everything a list's statement is built from. */
export interface FolderListCall {
  session: Session;
  txn: Pick<TxnCall['txn'], 'name' | 'target_swhandle' | 'projections'>;
  params: ListParams;
}

/**
 * The compiler's input for a folder's list as `call.session` sees it (DESIGN §4, §6): the
 * txn's permission, then the caller's scope, the txn's row permission and the hidden fields'
 * read rule inside the query. A list and an export of it (exports/) are built by this alone,
 * so neither shows a row or a field the other would not.
 */
export function folderListInput(
  call: FolderListCall,
  server: ServerContext,
  definition: FolderDefinition,
  txn: TxnDefinition,
  scopeOf: FolderListScope = listScope,
): ListQueryInput {
  assertListPermitted(call.session.env, definition, txn, scopeOf);
  return scopedListInput(call, server, definition, txn, scopeOf);
}

function assertListPermitted(
  env: BusinessEnv,
  definition: FolderDefinition,
  txn: TxnDefinition,
  scopeOf: FolderListScope,
): void {
  // a named list with a rule of its own (the businesses a user may pick) is not the folder's list
  if (scopeOf === listScope && !mayList(definition, env))
    throw new TxnError(`${policyMessages.folderClosed}: ${definition.name}`);
  if (!cataloguePermits(definition, txn, env))
    throw new TxnError(`${listMessages.notPermitted}: ${txn.name}`);
}

function scopedListInput(
  call: FolderListCall,
  server: ServerContext,
  definition: FolderDefinition,
  txn: TxnDefinition,
  scopeOf: FolderListScope,
): ListQueryInput {
  const { env } = call.session;
  const scope = scopeSql(scopeOf(definition, env, call.txn.target_swhandle), env);
  const lookup = (name: string) => server.catalogue.folders.get(name);
  const rowPermission = rowPermissionOf(definition, txn);
  return {
    folder: definition.name,
    params: call.params,
    projections: call.txn.projections,
    lookup,
    access: fieldAccess(lookup, env),
    scope: rowPermission
      ? (alias) => sql<boolean>`(${scope(alias)} and ${rowPermission(alias, env)})`
      : scope,
  };
}

/** The compiler's refusal of a path, operator or value as the txn's refusal. */
export function compiledOrRefused<T>(compile: () => T): T {
  try {
    return compile();
  } catch (error) {
    if (error instanceof QueryError) throw new TxnError(error.message);
    throw error;
  }
}

/**
 * A folder's list (DESIGN §4): one query built by folderListInput. Bad paths, operators and
 * values come back as the compiler's refusal. The statement depends only on the catalogue,
 * the handler, the env, the target business, the projections and the params, so a repeated
 * list reuses its compiled statement; the rows are read afresh every time.
 */
export async function runFolderList(
  call: FolderListCall,
  server: ServerContext,
  definition: FolderDefinition,
  txn: TxnDefinition,
  scopeOf: FolderListScope = listScope,
): Promise<ReplyData> {
  const { env } = call.session;
  assertListPermitted(env, definition, txn, scopeOf);
  const { params } = call;
  const { target_swhandle: target, projections } = call.txn;
  const key = [
    envId(env),
    call.txn.name,
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
    const input = scopedListInput(call, server, definition, txn, scopeOf);
    compiled = compiledOrRefused(() => compileListQuery(input).compile(server.db));
    if (key.length <= longestCachedKey) cache.set(key, compiled);
  }
  return runCompiledList(server.db, compiled);
}
