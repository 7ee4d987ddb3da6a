import { connectionLostMessage, TxnFailure, timedOutMessage } from '@muster/folder-engine';
import {
  attendancePhonePunchTxn,
  attendancePhoneStatusTxn,
  type PhonePunchRecord,
  type PhonePunchSite,
} from '@muster/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApp } from '../session/app-context';
import { acknowledgePunch, type QueuedPunch, queuedPunches, queuePunch } from './punch-queue';

/** A punch waits this long for its reply before it is left queued for the next try. */
const sendTimeoutMs = 15_000;
/** How often queued punches are tried again while the page is open and online. */
const retryMs = 20_000;

export interface PhonePunchState {
  sites: PhonePunchSite[];
  today: PhonePunchRecord[];
  waiting: PhonePunchRecord[];
  queued: QueuedPunch[];
  loaded: boolean;
}

/** A failure that leaves the punch queued: the network or the server did not answer. */
const unanswered = (error: unknown) =>
  !(error instanceof TxnFailure) ||
  error.message === connectionLostMessage ||
  error.message === timedOutMessage;

/**
 * The phone screen's punches (issue #36): the server's state, the offline queue, and the
 * sending of each queued punch (on start, when the browser is back online, and every 20 s)
 * until the server acknowledges it. A punch the server refuses leaves the queue and its
 * refusal goes to `onRefused`.
 */
export function usePhonePunch(
  onRefused: (message: string) => void,
  onAcknowledged: (status: string) => void,
) {
  const { client } = useApp();
  const [state, setState] = useState<PhonePunchState>({
    sites: [],
    today: [],
    waiting: [],
    queued: [],
    loaded: false,
  });
  const inFlight = useRef(new Set<string>());
  const callbacks = useRef({ onRefused, onAcknowledged });
  callbacks.current = { onRefused, onAcknowledged };

  const refresh = useCallback(async () => {
    const queued = await queuedPunches();
    setState((previous) => ({ ...previous, queued }));
    if (!navigator.onLine) return;
    try {
      const { data } = await client.call(attendancePhoneStatusTxn, {}, { timeoutMs: sendTimeoutMs });
      setState({
        sites: data.sites ?? [],
        today: data.today ?? [],
        waiting: data.waiting ?? [],
        queued,
        loaded: true,
      });
    } catch (error) {
      if (!unanswered(error)) throw error;
    }
  }, [client]);

  const flush = useCallback(async () => {
    if (!navigator.onLine) return;
    let sent = false;
    for (const queued of await queuedPunches()) {
      if (inFlight.current.has(queued.punch.id)) continue;
      inFlight.current.add(queued.punch.id);
      try {
        const reply = await client.call(
          attendancePhonePunchTxn,
          { ...queued.punch, sent_at: new Date().toISOString() },
          { timeoutMs: sendTimeoutMs },
        );
        await acknowledgePunch(queued.punch.id);
        callbacks.current.onAcknowledged(reply.data.status ?? 'applied');
        sent = true;
      } catch (error) {
        if (unanswered(error)) break;
        await acknowledgePunch(queued.punch.id);
        callbacks.current.onRefused(error instanceof Error ? error.message : String(error));
        sent = true;
      } finally {
        inFlight.current.delete(queued.punch.id);
      }
    }
    if (sent) await refresh();
  }, [client, refresh]);

  useEffect(() => {
    void refresh().then(flush);
    const online = () => void flush();
    window.addEventListener('online', online);
    const timer = setInterval(() => void flush(), retryMs);
    return () => {
      window.removeEventListener('online', online);
      clearInterval(timer);
    };
  }, [refresh, flush]);

  /** Keeps the punch in the queue first, so it survives a lost network or a closed app, then sends it. */
  const punch = useCallback(
    async (queued: QueuedPunch) => {
      await queuePunch(queued);
      setState((previous) => ({ ...previous, queued: [...previous.queued, queued] }));
      await flush();
    },
    [flush],
  );

  return { ...state, punch, refresh };
}
