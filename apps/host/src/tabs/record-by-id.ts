import type { TxnClient } from '@muster/folder-engine';
import { type FolderListSpec, folderListTxn, type ListParamsInput } from '@muster/protocol';

/** List params narrowed to one id (DESIGN §4 list params). */
export const recordByIdParams = (id: string): ListParamsInput => ({
  filters: { filterInput: [{ path: 'id', operator: '=', value: id, joinop: 'and' }], joinop: 'and' },
  limit: 1,
});

/** One record of a folder by id through its list (or `list`), or null when the user cannot see it. */
export async function fetchRecordById(
  client: TxnClient,
  folder: string,
  id: string,
  list: FolderListSpec = folderListTxn(folder),
): Promise<Record<string, unknown> | null> {
  const result = await client.call(list, recordByIdParams(id));
  return result.records[0] ?? null;
}
