import type { TxnClient } from '@muster/folder-engine';
import type { Txn } from '@muster/protocol';

/** A list txn of the folder (its own unless named) narrowed to one id (DESIGN §4 list params). */
export function recordByIdTxn(folder: string, id: string, listTxn = `txn_${folder}_list`): Txn {
  return {
    name: listTxn,
    folder,
    params: {
      filters: { filterInput: [{ path: 'id', operator: '=', value: id, joinop: 'and' }], joinop: 'and' },
      limit: 1,
      offset: 0,
    },
    client_props: { txn_op: 'R' },
  };
}

/** One record of a folder by id, or null when the user cannot see it. */
export async function fetchRecordById(
  client: TxnClient,
  folder: string,
  id: string,
  listTxn?: string,
): Promise<Record<string, unknown> | null> {
  const result = await client.run(recordByIdTxn(folder, id, listTxn));
  return result.records[0] ?? null;
}
