import { evaluateRule } from '@muster/expr';
import {
  type BusinessEnv,
  type BusinessSettings,
  compiledFoldersGetTxn,
  type FieldDefinition,
  type FolderContainer,
  type FolderDefinition,
  listParamsSchema,
  maxListLimit,
  referencedFolder,
} from '@muster/protocol';
import type { Catalogue } from '../../engine/catalogue/index.js';
import { runListQuery } from '../../engine/query/run.js';
import { folderPolicy } from '../../engine/scope/index.js';
import { listScope } from '../../engine/scope/rules.js';
import { scopeSql } from '../../engine/scope/sql.js';
import type { ServerContext } from '../../engine/server-context.js';
import { handleTxn } from '../types.js';

/**
 * Business settings (spec 000 §3): the signed-in user's env and the definitions of the
 * folders whose visibleExpr holds for that env, grouped by folder type.
 */
export const txnCompiledFoldersGet = handleTxn(compiledFoldersGetTxn, async ({ session }, server) => {
  const { catalogue } = server;
  const { env } = session;
  const containers = {
    folders: emptyContainer(),
    masters: emptyContainer(),
    mviews: emptyContainer(),
  };
  for (const name of catalogue.names) {
    const definition = catalogue.folders.get(name) as FolderDefinition;
    if (!isVisible(definition, env)) continue;
    const container = containers[definition.foldertype];
    container.map[name] = { ...definition, pickedTxns: folderPolicy(definition).picked };
    container.folderList.push(name);
  }
  const masters = Object.values(containers.masters.map);
  const leaveTypes = catalogue.folders.get('leave_types');
  const [leaveTypeRows, ...masterRows] = await Promise.all([
    leaveTypes ? rowsOf(server, leaveTypes, env) : [],
    ...masters.map((definition) => rowsOf(server, definition, env)),
  ]);
  const settings: BusinessSettings<FolderDefinition> = {
    env,
    containers,
    masterData: Object.fromEntries(masters.map((definition, i) => [definition.name, masterRows[i] ?? []])),
    folderData: { leaveTypes: leaveTypeRows ?? [] },
    references: referencedDefinitions(catalogue, containers),
  };
  return { records: [JSON.stringify(settings)] };
});

/**
 * The definitions the shown folders' references point into that are not shown themselves, so
 * an employee's leave-type picker can name and search leave types (not only their ids).
 */
function referencedDefinitions(
  catalogue: Catalogue,
  containers: Record<string, FolderContainer<FolderDefinition>>,
): Record<string, FolderDefinition> {
  const shown = Object.values(containers).flatMap((container) => Object.values(container.map));
  const shownNames = new Set(shown.map((definition) => definition.name));
  const references: Record<string, FolderDefinition> = {};
  const collect = (fields: readonly FieldDefinition[]) => {
    for (const field of fields) {
      const target = referencedFolder(field);
      const definition = target === undefined ? undefined : catalogue.folders.get(target);
      if (definition && !shownNames.has(definition.name)) references[definition.name] = definition;
      if (field.fields) collect(field.fields);
    }
  };
  for (const definition of shown) collect(definition.fields);
  return references;
}

const masterRowsParams = listParamsSchema.parse({ limit: maxListLimit });

/** A small reference folder's rows the user may see, with their default projections. */
async function rowsOf(
  server: ServerContext,
  definition: FolderDefinition,
  env: BusinessEnv,
): Promise<Record<string, unknown>[]> {
  const data = await runListQuery(server.db, {
    folder: definition.name,
    params: masterRowsParams,
    lookup: (name) => server.catalogue.folders.get(name),
    scope: scopeSql(listScope(definition, env, undefined), env),
  });
  return data.records.map((record) => JSON.parse(record) as Record<string, unknown>);
}

const emptyContainer = (): FolderContainer<FolderDefinition> => ({ map: {}, folderList: [] });

function isVisible(definition: FolderDefinition, env: BusinessEnv): boolean {
  if (!definition.visibleExpr) return true;
  return evaluateRule(
    definition.visibleExpr,
    { env, user: env },
    { folder: definition.name, field: 'visibleExpr' },
  );
}
