import {
  type FolderDefinition,
  folderListTxn,
  folderWriteOp,
  folderWriteTxn,
  type TxnDefinition,
} from '@muster/protocol';
import type { Catalogue } from '../../engine/catalogue/index.js';
import { runFolderList } from '../../engine/lists/folder-list.js';
import { handleTxn, type TxnHandler, type TxnResolver } from '../types.js';
import { runGenericWrite } from './write.js';

const handlersByCatalogue = new WeakMap<Catalogue, Map<string, TxnHandler>>();

/**
 * The generic handlers of every txn the catalogue declares that the generic txns answer:
 * `txn_<folder>_list` (op R) lists the folder, `txn_<folder>_create`, `_update` and
 * `_delete` write it through a patch list (DESIGN §4). Built once per catalogue.
 */
function genericHandlers(catalogue: Catalogue): Map<string, TxnHandler> {
  let handlers = handlersByCatalogue.get(catalogue);
  if (handlers) return handlers;
  handlers = new Map();
  for (const definition of catalogue.folders.values()) {
    for (const txn of definition.txns) {
      const handler = genericHandler(definition, txn);
      if (handler) handlers.set(txn.name, handler);
    }
  }
  handlersByCatalogue.set(catalogue, handlers);
  return handlers;
}

function genericHandler(definition: FolderDefinition, txn: TxnDefinition): TxnHandler | null {
  const { name: folder, foldertype } = definition;
  if (txn.op === 'R' && txn.name === `txn_${folder}_list`)
    return handleTxn(folderListTxn(folder, foldertype), (call, server) =>
      runFolderList(call, server, definition, txn),
    );
  const op = folderWriteOp(txn.name, folder);
  if (op && txn.op === op)
    return handleTxn(folderWriteTxn(folder, op, foldertype), (call, server) =>
      runGenericWrite(call, server, definition),
    );
  return null;
}

/** The catalogue's generic folder txns, by name. */
export const genericFolderTxns: TxnResolver = (name, server) =>
  genericHandlers(server.catalogue).get(name) ?? null;
