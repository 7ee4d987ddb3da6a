import { evaluateRule } from '@muster/expr';
import type { BusinessEnv, BusinessSettings, FolderContainer, FolderDefinition } from '@muster/protocol';
import { requireSession, type TxnHandler } from '../types.js';

/**
 * Business settings (spec 000 §3): the signed-in user's env and the definitions of the
 * folders whose visibleExpr holds for that env, grouped by folder type.
 */
export const txnCompiledFoldersGet: TxnHandler = {
  name: 'txn_compiled_folders_get',
  async run(request, { catalogue }) {
    const { env } = requireSession(request);
    const containers = {
      folders: emptyContainer(),
      masters: emptyContainer(),
      mviews: emptyContainer(),
    };
    for (const name of catalogue.names) {
      const definition = catalogue.folders.get(name) as FolderDefinition;
      if (!isVisible(definition, env)) continue;
      const container = containers[definition.foldertype];
      container.map[name] = definition;
      container.folderList.push(name);
    }
    const settings: BusinessSettings<FolderDefinition> = {
      env,
      containers,
      masterData: {},
      folderData: { leaveTypes: [] },
    };
    return { records: [JSON.stringify(settings)] };
  },
};

const emptyContainer = (): FolderContainer<FolderDefinition> => ({ map: {}, folderList: [] });

function isVisible(definition: FolderDefinition, env: BusinessEnv): boolean {
  if (!definition.visibleExpr) return true;
  return evaluateRule(
    definition.visibleExpr,
    { env, user: env },
    { folder: definition.name, field: 'visibleExpr' },
  );
}
