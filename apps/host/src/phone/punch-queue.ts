import type { attendancePhonePunchTxn, TxnParams } from '@muster/protocol';
import { createStore, del, entries, set, type UseStore } from 'idb-keyval';

/** A punch taken on the phone and not yet acknowledged by the server; `sent_at` is set when sent. */
export interface QueuedPunch {
  punch: Omit<TxnParams<typeof attendancePhonePunchTxn>, 'sent_at'>;
  siteName: string;
  /**
   * The employee signed in when it was taken: the server records a punch as the sending
   * session's, so one left queued at a sign-out waits for its own employee, not the next one
   * to sign in on a shared phone.
   */
  employeesId: string;
}

let store: UseStore | undefined;
/** The browser's IndexedDB store of queued punches, opened on first use. */
const queueStore = () => {
  store ??= createStore('muster-phone-punches', 'queue');
  return store;
};

/**
 * The offline queue (issue #36 item 4): a punch is kept here before it is sent and until the
 * server acknowledges it, so a punch taken without the network, or in an app closed before
 * the network came back, is sent later with its own id (which the server applies once).
 */
export const queuePunch = async (queued: QueuedPunch): Promise<void> => {
  if (persistent()) await set(queued.punch.id, queued, queueStore());
  else inMemory.set(queued.punch.id, queued);
  changes.dispatchEvent(new Event('change'));
};

export const acknowledgePunch = async (id: string): Promise<void> => {
  if (persistent()) await del(id, queueStore());
  else inMemory.delete(id);
  changes.dispatchEvent(new Event('change'));
};

/**
 * Every screen showing the queue hears each change of it, so a punch taken on the home
 * screen and acknowledged while the month screen is open leaves both lists at once.
 */
const changes = new EventTarget();
export function onQueueChange(listener: () => void): () => void {
  changes.addEventListener('change', listener);
  return () => changes.removeEventListener('change', listener);
}

/**
 * A browser without IndexedDB (some private modes; jsdom) keeps the queue for the page's
 * life only: punches are still sent and retried, not kept across a closed app.
 */
const persistent = () => typeof indexedDB !== 'undefined';
const inMemory = new Map<string, QueuedPunch>();

/** The employee's queued punches, oldest first. */
export async function queuedPunches(employeesId: string): Promise<QueuedPunch[]> {
  const all = persistent()
    ? (await entries<string, QueuedPunch>(queueStore())).map(([, queued]) => queued)
    : [...inMemory.values()];
  return all
    .filter((queued) => queued.employeesId === employeesId)
    .sort((a, b) => a.punch.device_time.localeCompare(b.punch.device_time));
}
