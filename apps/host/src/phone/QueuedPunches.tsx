import { formatBusinessTime } from '@muster/protocol';
import { useTranslation } from 'react-i18next';
import type { QueuedPunch } from './punch-queue';
import { useOnline } from './useOnline';

/**
 * The punches taken on this phone that the server has not acknowledged (issue #36 item 4),
 * each with its time and site and why it is still here: no network, or sent and not yet
 * answered. Nothing when the queue is empty.
 */
export function QueuedPunches({ queued, timeZone }: { queued: readonly QueuedPunch[]; timeZone: string }) {
  const { t } = useTranslation();
  const online = useOnline();
  if (!queued.length) return null;
  return (
    <section aria-label={t('Waiting to be sent')} className="mt-3">
      <h3 className="font-medium">{t('Waiting to be sent')}</h3>
      <ul className="text-sm">
        {queued.map((entry) => (
          <li key={entry.punch.id}>
            {t(entry.punch.direction === 'in' ? 'Check in' : 'Check out')}{' '}
            {formatBusinessTime(entry.punch.device_time, timeZone)}, {entry.siteName}:{' '}
            {t(online ? 'sending' : 'waiting for the network')}
          </li>
        ))}
      </ul>
    </section>
  );
}
