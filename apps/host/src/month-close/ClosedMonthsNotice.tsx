import { periodLabel } from '@muster/grids';
import {
  type ClosedMonthRecord,
  type Locale,
  monthCloseLocksTxn,
  monthCloseMessages,
} from '@muster/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../session/app-context';

/** How many of the newest closed months the notice names. */
const namedMonths = 3;

/**
 * The lock as the attendance grid and the leaves calendar show it (issue #32 item 3): the
 * newest closed months of the business shown ('This month is closed for {business}: {month}'),
 * whose days the server refuses to change; loaded again when a month is closed or reopened.
 */
export function ClosedMonthsNotice({ partnerId }: { partnerId: string }) {
  const { t, i18n } = useTranslation();
  const { client } = useApp();
  const [closed, setClosed] = useState<ClosedMonthRecord[]>([]);
  useEffect(() => {
    let current = true;
    const load = () =>
      client.call(monthCloseLocksTxn, {}).then(
        (reply) => current && setClosed(reply.records),
        () => current && setClosed([]),
      );
    void load();
    const stop = client.onBroadcast(['month_close'], () => void load());
    return () => {
      current = false;
      stop();
    };
  }, [client]);
  const shown = closed.filter((row) => row.partners_id === partnerId).slice(0, namedMonths);
  if (!shown.length) return null;
  return (
    <ul
      role="status"
      className="mb-2 rounded border border-notice-border bg-notice-bg px-3 py-1 text-sm text-notice-fg"
    >
      {shown.map((row) => (
        <li key={row.month}>
          🔒{' '}
          {t(monthCloseMessages.monthClosed, {
            business: row.business,
            month: periodLabel({ kind: 'month', start: `${row.month}-01` }, i18n.language as Locale),
          })}
        </li>
      ))}
    </ul>
  );
}
