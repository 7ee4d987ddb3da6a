import { type MonthCloseBusiness, monthCloseStatusTxn } from '@muster/protocol';
import { useCallback, useState } from 'react';
import { useApp } from '../session/app-context';
import { useLiveLoad } from '../session/use-live-load';
import { countedFolders } from './steps';

const counted = [...countedFolders];

/**
 * A month's rows of the month-close screen, loaded again whenever another user's write to a
 * counted folder reaches this business's connection (the channel's broadcasts), so the
 * counts fall as others work (issue #32 item 1). `reload` loads at once (after own actions).
 */
export function useMonthClose(month: string, enabled = true) {
  const { client } = useApp();
  // the rows with the month they are of: a month picked shows nothing of the last one meanwhile
  const [loaded, setLoaded] = useState<{ month: string; rows: MonthCloseBusiness[] } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      const reply = await client.call(monthCloseStatusTxn, { month });
      setLoaded({ month, rows: reply.records });
      setError(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }, [client, month]);

  useLiveLoad(counted, reload, enabled);

  return { rows: loaded?.month === month ? loaded.rows : null, error, reload };
}
