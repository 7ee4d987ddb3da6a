import type { FolderDefinition } from '@muster/protocol';
import { folderListTxn } from '@muster/protocol';
import { useEffect, useMemo, useState } from 'react';
import { useApp } from '../session/app-context';
import { decidedKinds, type WaitingKind } from './waiting-decisions';

/** A kind of record waiting for the user, and how many (the server's scope counts them). */
export interface WaitingDecision {
  kind: WaitingKind;
  count: number;
}

/** How many payslips and invoices wait for the signed-in user's approval; [] while loading. */
export function useWaitingDecisions(): WaitingDecision[] {
  const { client, settings } = useApp();
  const [waiting, setWaiting] = useState<WaitingDecision[]>([]);
  // the settings' folders are the full definitions the server compiled (EngineHost)
  const folders = settings?.containers.folders.map as
    | Record<string, FolderDefinition | undefined>
    | undefined;
  const env = settings?.env;
  const kinds = useMemo(() => (folders && env ? decidedKinds(folders, env) : []), [folders, env]);

  useEffect(() => {
    if (!kinds.length) return;
    let cancelled = false;
    Promise.all(
      kinds.map(async (kind) => {
        const result = await client.call(
          folderListTxn(kind.folder),
          {
            filters: { filterInput: [{ path: kind.field, operator: '=', value: kind.value }], joinop: 'and' },
            limit: 1,
            getRowCount: true,
          },
          { projections: ['id'] },
        );
        return { kind, count: result.rowCount ?? result.records.length };
      }),
    ).then(
      (counted) => !cancelled && setWaiting(counted),
      (error: unknown) => console.warn('decisions waiting not counted', error),
    );
    return () => {
      cancelled = true;
    };
  }, [client, kinds]);
  return waiting;
}
