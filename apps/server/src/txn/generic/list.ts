import type { folderListTxn, ReplyData } from '@muster/protocol';
import { type FolderListScope, runFolderList } from '../../engine/lists/folder-list.js';
import type { ServerContext, TxnCall } from '../../engine/server-context.js';

/**
 * A named list handler's run over one folder; its permission is that of the catalogue's
 * txn `permissionFrom`.
 */
export function folderListOf(
  folder: string,
  permissionFrom: string,
  scopeOf?: FolderListScope,
): (call: TxnCall<ReturnType<typeof folderListTxn>>, server: ServerContext) => Promise<ReplyData> {
  return (call, server) => {
    const definition = server.catalogue.folders.get(folder);
    const txn = definition?.txns.find((candidate) => candidate.name === permissionFrom);
    if (!definition || !txn) throw new Error(`${permissionFrom} is not in the catalogue's ${folder} folder`);
    return runFolderList(call, server, definition, txn, scopeOf);
  };
}
