import { useApp } from '../session/app-context';
import { sessionZone } from '../session/business-days';
import { usePunchToasts } from './punch-toasts';
import { QueuedPunches } from './QueuedPunches';
import { usePunchQueue } from './usePunchQueue';

/**
 * The phone month's queued punches (issue #36 item 4): shown, and sent, until the server
 * acknowledges each, with or without the network, so an employee who opens the month after
 * punching offline sees the punch that is not in it yet. `onAcknowledged` lets the month
 * read itself again with the punch in.
 */
export function SendingPunches({ onAcknowledged }: { onAcknowledged: () => void }) {
  const { settings } = useApp();
  const toasts = usePunchToasts();
  const { queued } = usePunchQueue({
    onAcknowledged: (reply) => {
      toasts.onAcknowledged(reply);
      onAcknowledged();
    },
    onRefused: toasts.onRefused,
  });
  // the employee's own punches, on its business's clock
  return <QueuedPunches queued={queued} timeZone={sessionZone(settings?.env.time_zone)} />;
}
