import { type FolderListSpec, folderListTxn, type ReplyData } from '@muster/protocol';
import { type FolderListScope, runFolderList } from '../../engine/lists/folder-list.js';
import type { ServerContext, TxnCall } from '../../engine/server-context.js';

/**
 * A named list handler's run over one folder; its permission is that of the folder's own
 * list txn in the catalogue (`txn_<folder>_list`).
 */
export function folderListOf(
  folder: string,
  scopeOf?: FolderListScope,
): (call: TxnCall<FolderListSpec>, server: ServerContext) => Promise<ReplyData> {
  const permissionFrom = folderListTxn(folder).name;
  return (call, server) => {
    const definition = server.catalogue.folders.get(folder);
    const txn = definition?.txns.find((candidate) => candidate.name === permissionFrom);
    if (!definition || !txn) throw new Error(`${permissionFrom} is not in the catalogue's ${folder} folder`);
    return runFolderList(call, server, definition, txn, scopeOf);
  };
}
