import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { serverText } from '../i18n/server-text';
import type { PunchQueueEvents } from './usePunchQueue';

/**
 * What the employee is told of each queued punch's reply, on any screen that sends them: a
 * punch the server had already received (its reply was lost on the way) is said to be
 * recorded already, so a replay never reads as a second punch.
 */
export function usePunchToasts(): PunchQueueEvents {
  const { t, i18n } = useTranslation();
  return {
    onAcknowledged: ({ status, repeated }) => {
      if (repeated) toast.info(t('This punch was already recorded'));
      else if (status === 'pending') toast.warning(t('Sent, waiting for approval'));
      else toast.success(t('Punch recorded'));
    },
    onRefused: (message) => toast.error(serverText(message, i18n)),
  };
}
