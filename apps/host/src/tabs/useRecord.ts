import { TxnFailure } from '@muster/folder-engine';
import type { FolderListSpec } from '@muster/protocol';
import { useEffect, useState } from 'react';
import { useApp } from '../session/app-context';
import { fetchRecordById } from './record-by-id';

export type RecordState =
  | { kind: 'loading' }
  | { kind: 'loaded'; record: Record<string, unknown> }
  | { kind: 'failed'; message: string };

/** Loads one record by id through the folder's list txn or `list`, unless the caller already holds it. */
export function useRecord(
  folder: string,
  id: string | null,
  known?: Record<string, unknown>,
  list?: FolderListSpec,
): RecordState {
  const { client } = useApp();
  const [state, setState] = useState<RecordState>(
    known ? { kind: 'loaded', record: known } : { kind: 'loading' },
  );

  useEffect(() => {
    if (known || !id) return;
    let cancelled = false;
    fetchRecordById(client, folder, id, list)
      .then((record) => {
        if (cancelled) return;
        setState(record ? { kind: 'loaded', record } : { kind: 'failed', message: 'no record found' });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        setState({
          kind: 'failed',
          message: error instanceof TxnFailure ? error.message : 'Something went wrong on the server',
        });
      });
    return () => {
      cancelled = true;
    };
  }, [client, folder, id, known, list]);
  return state;
}
