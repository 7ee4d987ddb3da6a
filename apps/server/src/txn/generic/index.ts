import { type FolderDefinition, serverMessages, type TxnDefinition } from '@muster/protocol';
import type { Catalogue } from '../../catalogue/index.js';
import { TxnError, type TxnHandler } from '../types.js';
import { runFolderList } from './list.js';
import { isGenericWriteName, runGenericWrite } from './write.js';

interface GenericTxn {
  definition: FolderDefinition;
  txn: TxnDefinition;
}

const indexes = new WeakMap<Catalogue, Map<string, GenericTxn>>();

/** Every txn the catalogue declares, by name, with the folder declaring it. */
function txnIndex(catalogue: Catalogue): Map<string, GenericTxn> {
  let index = indexes.get(catalogue);
  if (!index) {
    index = new Map();
    for (const definition of catalogue.folders.values())
      for (const txn of definition.txns) index.set(txn.name, { definition, txn });
    indexes.set(catalogue, index);
  }
  return index;
}

/**
 * The handler of a txn no named handler implements: `txn_<folder>_list` (op R) lists the
 * folder generically. Anything else the catalogue does not answer generically is unknown.
 */
export function genericHandler(name: string, catalogue: Catalogue): TxnHandler | null {
  const found = txnIndex(catalogue).get(name);
  if (!found) return null;
  const { definition, txn } = found;
  const forFolder = (run: TxnHandler['run']): TxnHandler => ({
    name,
    run(request, server) {
      // the name decides the folder: a frame naming another one is not this txn
      if (request.txn.folder !== definition.name)
        throw new TxnError(`${serverMessages.unknownTxn}: ${name} (${request.txn.folder})`);
      return run(request, server);
    },
  });
  if (txn.op === 'R' && name === `txn_${definition.name}_list`)
    return forFolder((request, server) => runFolderList(request, server, definition, txn));
  if (isGenericWriteName(name, definition.name) && txn.op !== 'R' && txn.op !== 'X')
    return forFolder(runGenericWrite);
  return null;
}
