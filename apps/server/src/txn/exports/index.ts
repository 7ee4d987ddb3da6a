import { type FolderDefinition, folderExportTxn, type TxnDefinition } from '@muster/protocol';
import { exportFolder } from '../../domain/exports/folder-export.js';
import type { Catalogue } from '../../engine/catalogue/index.js';
import { handleTxn, type TxnHandler, type TxnResolver } from '../types.js';

const handlersByCatalogue = new WeakMap<Catalogue, Map<string, TxnHandler>>();

/**
 * A folder list's 'Export Folder' (`txn_<folder>_export`): the list's rows as xlsx, under
 * the list txn's own permission and scope. It lives beside the generic txns, not among them,
 * because the file is the exports feature's work and generic code names no feature (#28 item 3).
 */
function exportHandler(definition: FolderDefinition, txn: TxnDefinition): TxnHandler | null {
  const { name: folder, foldertype } = definition;
  if (txn.op !== 'R' || txn.name !== `txn_${folder}_list`) return null;
  return handleTxn(folderExportTxn(folder, foldertype), async (call, server) => {
    const file = await exportFolder(call, server, definition, txn);
    return { records: [JSON.stringify(file)], filename: file.original_filename };
  });
}

function exportHandlers(catalogue: Catalogue): Map<string, TxnHandler> {
  let handlers = handlersByCatalogue.get(catalogue);
  if (handlers) return handlers;
  handlers = new Map();
  for (const definition of catalogue.folders.values())
    for (const txn of definition.txns) {
      const exported = exportHandler(definition, txn);
      if (exported) handlers.set(exported.spec.name, exported);
    }
  handlersByCatalogue.set(catalogue, handlers);
  return handlers;
}

/** The export txn of every folder with a list txn, by name. */
export const folderExportTxns: TxnResolver = (name, server) =>
  exportHandlers(server.catalogue).get(name) ?? null;
