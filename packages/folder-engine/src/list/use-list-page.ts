import { type FolderDefinition, folderListTxn, type ListParamsInput } from '@muster/protocol';
import { useCallback, useEffect, useState } from 'react';
import { useEngine } from '../provider/context';
import { type ListQuery, listParams } from './list-query';

type Row = Record<string, unknown>;

export interface ListPage {
  rows: Row[];
  total: number;
  loading: boolean;
  reload: () => void;
}

/**
 * One page of a folder's list, asked again when the query's txn changes, when `reload` is
 * called, when a form of this engine saved into the folder, and when the server broadcasts a
 * change to it. A failed load empties the
 * list (spec 000 §7) and reports the server's message.
 */
export function useListPage(definition: FolderDefinition, query: ListQuery): ListPage {
  const { client, notify, onFolderChanged } = useEngine();
  const [page, setPage] = useState<{ rows: Row[]; total: number }>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(true);
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((count) => count + 1), []);
  const paramsKey = JSON.stringify(listParams(query));
  // the business filter's pick: the server shows that business's rows
  const target = query.partner;
  const { name: folder, foldertype } = definition;

  useEffect(() => {
    const changed = (folder: string) => folder === definition.name && reload();
    const stopBroadcasts = client.onBroadcast([definition.name], changed);
    const stopWrites = onFolderChanged(changed);
    return () => {
      stopBroadcasts();
      stopWrites();
    };
  }, [client, onFolderChanged, definition.name, reload]);

  useEffect(() => {
    void generation;
    let current = true;
    setLoading(true);
    const options = target ? { target_swhandle: target } : {};
    client.call(folderListTxn(folder, foldertype), JSON.parse(paramsKey) as ListParamsInput, options).then(
      (result) => {
        if (!current) return;
        setPage({ rows: result.records, total: result.rowCount ?? result.records.length });
        setLoading(false);
      },
      (error: unknown) => {
        if (!current) return;
        setPage({ rows: [], total: 0 });
        setLoading(false);
        notify('error', error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      current = false;
    };
  }, [client, folder, foldertype, paramsKey, target, generation, notify]);

  return { ...page, loading, reload };
}
