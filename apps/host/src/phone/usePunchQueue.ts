import { connectionLostMessage, TxnFailure, timedOutMessage } from '@muster/folder-engine';
import { attendancePhonePunchTxn, type PhonePunchReply } from '@muster/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApp } from '../session/app-context';
import { acknowledgePunch, onQueueChange, type QueuedPunch, queuedPunches, queuePunch } from './punch-queue';

/** A punch waits this long for its reply before it is left queued for the next try. */
export const sendTimeoutMs = 15_000;
/** How often queued punches are tried again while the page is open and online. */
const retryMs = 20_000;

/** A failure that leaves the punch queued: the network or the server did not answer. */
export const unanswered = (error: unknown) =>
  !(error instanceof TxnFailure) ||
  error.message === connectionLostMessage ||
  error.message === timedOutMessage;

export interface PunchQueueEvents {
  /** The server's reply to a queued punch, which then leaves the queue. */
  onAcknowledged: (reply: Pick<PhonePunchReply, 'status' | 'repeated'>) => void;
  /** The server refused the punch, which then leaves the queue. */
  onRefused: (message: string) => void;
}

/**
 * The phone's queued punches (issue #36 item 4) as a screen shows them, and their sending
 * while the screen is open: on start, when the browser is back online, and every 20 s,
 * until the server acknowledges each (the home screen's panel and the phone month both
 * hold one; the server applies a punch sent twice once).
 */
export function usePunchQueue(events: PunchQueueEvents) {
  const { client, settings } = useApp();
  // the screens holding the queue show only to an employee
  const employeesId = settings?.env.employees_id ?? '';
  const [queued, setQueued] = useState<QueuedPunch[]>([]);
  const inFlight = useRef(new Set<string>());
  const callbacks = useRef(events);
  callbacks.current = events;

  const flush = useCallback(async () => {
    if (!navigator.onLine) return;
    for (const entry of await queuedPunches(employeesId)) {
      if (inFlight.current.has(entry.punch.id)) continue;
      inFlight.current.add(entry.punch.id);
      try {
        const reply = await client.call(
          attendancePhonePunchTxn,
          { ...entry.punch, sent_at: new Date().toISOString() },
          { timeoutMs: sendTimeoutMs },
        );
        await acknowledgePunch(entry.punch.id);
        callbacks.current.onAcknowledged({
          status: reply.data.status ?? 'applied',
          repeated: reply.data.repeated ?? false,
        });
      } catch (error) {
        if (unanswered(error)) break;
        await acknowledgePunch(entry.punch.id);
        callbacks.current.onRefused(error instanceof Error ? error.message : String(error));
      } finally {
        inFlight.current.delete(entry.punch.id);
      }
    }
  }, [client, employeesId]);

  useEffect(() => {
    let current = true;
    const read = () => void queuedPunches(employeesId).then((entries) => current && setQueued(entries));
    read();
    const stopListening = onQueueChange(read);
    void flush();
    const online = () => void flush();
    window.addEventListener('online', online);
    const timer = setInterval(() => void flush(), retryMs);
    return () => {
      current = false;
      stopListening();
      window.removeEventListener('online', online);
      clearInterval(timer);
    };
  }, [flush, employeesId]);

  /** Keeps the punch in the queue first, so it survives a lost network or a closed app, then sends it. */
  const punch = useCallback(
    async (entry: Omit<QueuedPunch, 'employeesId'>) => {
      await queuePunch({ ...entry, employeesId });
      await flush();
    },
    [flush, employeesId],
  );

  return { queued, punch };
}
