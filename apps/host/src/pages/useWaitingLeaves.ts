import { folderListTxn, waitingFilters, waitingStatuses } from '@muster/protocol';
import { useEffect, useState } from 'react';
import { useApp } from '../session/app-context';

/**
 * How many leaves wait for the signed-in user's decision (issue #14 item 4): the count of
 * the leaves list filtered as 'leaves/waiting' is, for an RO, AO, HR or the admin; null for
 * anyone else, and while it loads.
 */
export function useWaitingLeaves(enabled: boolean): number | null {
  const { client, settings } = useApp();
  const [count, setCount] = useState<number | null>(null);
  const env = settings?.env;
  const decides = Boolean(env && waitingStatuses(env).length);

  useEffect(() => {
    if (!enabled || !env || !decides) return;
    let cancelled = false;
    client
      .call(
        folderListTxn('leaves'),
        { filters: { filterInput: waitingFilters(env), joinop: 'and' }, limit: 1, getRowCount: true },
        { projections: ['id'] },
      )
      .then(
        (result) => !cancelled && setCount(result.rowCount ?? result.records.length),
        (error: unknown) => console.warn('leaves waiting not counted', error),
      );
    return () => {
      cancelled = true;
    };
  }, [client, env, decides, enabled]);
  return count;
}
