import {
  attendancePhoneStatusTxn,
  businessDayKey,
  type PhonePunchRecord,
  type PhonePunchSite,
} from '@muster/protocol';
import { useCallback, useEffect, useState } from 'react';
import { useApp } from '../session/app-context';
import { sessionZone } from '../session/business-days';
import { readSavedPhoneStatus, writeSavedPhoneStatus } from '../session/storage';
import { type PunchQueueEvents, sendTimeoutMs, unanswered, usePunchQueue } from './usePunchQueue';

export interface PhonePunchStatus {
  sites: PhonePunchSite[];
  today: PhonePunchRecord[];
  loaded: boolean;
}

/**
 * The home screen's punches (issue #36): the server's state (the sites, today's punches)
 * beside the offline queue, read again each time the server acknowledges a queued punch, and
 * kept for an app opened with no network, which can then take a punch.
 */
export function usePhonePunch(events: PunchQueueEvents) {
  const { client, settings } = useApp();
  // today of the employee's business
  const timeZone = sessionZone(settings?.env.time_zone);
  const [status, setStatus] = useState<PhonePunchStatus>({ sites: [], today: [], loaded: false });

  const refresh = useCallback(async () => {
    if (!navigator.onLine) {
      // opened with no network: the state kept from the last load, its punches if of today
      const kept = readSavedPhoneStatus();
      const today = businessDayKey(Date.now(), timeZone);
      if (kept)
        setStatus({
          sites: kept.sites,
          today: kept.today.filter(
            (record) => businessDayKey(Date.parse(record.device_time), timeZone) === today,
          ),
          loaded: true,
        });
      return;
    }
    try {
      const { data } = await client.call(attendancePhoneStatusTxn, {}, { timeoutMs: sendTimeoutMs });
      const fresh = { sites: data.sites ?? [], today: data.today ?? [] };
      writeSavedPhoneStatus(fresh);
      setStatus({ ...fresh, loaded: true });
    } catch (error) {
      if (!unanswered(error)) throw error;
    }
  }, [client, timeZone]);

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
