import { type MonthCloseBusiness, monthCloseStatusTxn } from '@muster/protocol';
import { useCallback, useEffect, useState } from 'react';
import { useApp } from '../session/app-context';
import { countedFolders } from './steps';

/** A write's broadcast is followed by others (a grid saves in batches): one reload after a pause. */
const reloadPauseMs = 400;

/**
 * A month's rows of the month-close screen, loaded again whenever another user's write to a
 * counted folder reaches this business's connection (the channel's broadcasts), so the
 * counts fall as others work (issue #32 item 1). `reload` loads at once (after own actions).
 */
export function useMonthClose(month: string, enabled = true) {
  const { client } = useApp();
  const [rows, setRows] = useState<MonthCloseBusiness[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      const reply = await client.call(monthCloseStatusTxn, { month });
      setRows(reply.records);
      setError(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }, [client, month]);

  useEffect(() => {
    if (!enabled) return;
    setRows(null);
    void reload();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = client.onBroadcast([...countedFolders], () => {
      clearTimeout(timer);
      timer = setTimeout(() => void reload(), reloadPauseMs);
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [client, reload, enabled]);

  return { rows, error, reload };
}
