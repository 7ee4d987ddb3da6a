import { attendancePhoneStatusTxn, type PhonePunchRecord, type PhonePunchSite } from '@muster/protocol';
import { useCallback, useEffect, useState } from 'react';
import { useApp } from '../session/app-context';
import { type PunchQueueEvents, sendTimeoutMs, unanswered, usePunchQueue } from './usePunchQueue';

export interface PhonePunchStatus {
  sites: PhonePunchSite[];
  today: PhonePunchRecord[];
  loaded: boolean;
}

/**
 * The home screen's punches (issue #36): the server's state (the sites, today's punches)
 * beside the offline queue, read again each time the server acknowledges a queued punch.
 */
export function usePhonePunch(events: PunchQueueEvents) {
  const { client } = useApp();
  const [status, setStatus] = useState<PhonePunchStatus>({ sites: [], today: [], loaded: false });

  const refresh = useCallback(async () => {
    if (!navigator.onLine) return;
    try {
      const { data } = await client.call(attendancePhoneStatusTxn, {}, { timeoutMs: sendTimeoutMs });
      setStatus({ sites: data.sites ?? [], today: data.today ?? [], loaded: true });
    } catch (error) {
      if (!unanswered(error)) throw error;
    }
  }, [client]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const { queued, punch } = usePunchQueue({
    onAcknowledged: (reply) => {
      events.onAcknowledged(reply);
      void refresh();
    },
    onRefused: (message) => {
      events.onRefused(message);
      void refresh();
    },
  });

  return { ...status, queued, punch };
}
