import type { TxnClient } from '@muster/folder-engine';
import {
  type attendanceEditsCreateTxn,
  type attendanceEditsMarkTxn,
  maxEditsPerRequest,
} from '@muster/protocol';
import { type ApprovalNotices, notifyFailure, serverText } from '../approval/approval-flow';
import type { PendingEdits } from '../pending-edits';
import type { PendingEdit } from '../types';

/** Mark (edits of shown cells) or create (new rows, Alt+I): both take `{ edits }` (spec 001 §7). */
export type EditTxn = typeof attendanceEditsMarkTxn | typeof attendanceEditsCreateTxn;

export type SaveOutcome = 'nothing' | 'saved' | 'failed';

/** How a save ended, and the edits the server stored (all when saved, those before a refusal else). */
export interface SaveResult {
  outcome: SaveOutcome;
  stored: readonly PendingEdit[];
}

/**
 * Save or Alt+S (spec 001 §4, §8): 'Nothing to save' with an empty queue; else the edits go
 * with 'Updating attendance...' and answer 'attendance marked', or the server's refusal.
 * A paste onto a month of rows queues thousands of edits and the server takes at most
 * `maxEditsPerRequest` a request, so they go in requests of that size, one after another;
 * a refusal stops there: the requests before it are stored, and the caller keeps the rest.
 */
export async function sendEdits(
  client: TxnClient,
  spec: EditTxn,
  edits: readonly PendingEdit[],
  targetSwhandle: string,
  { notify, loading, t }: ApprovalNotices,
): Promise<SaveResult> {
  if (!edits.length) {
    notify('warning', t('Nothing to save'));
    return { outcome: 'nothing', stored: [] };
  }
  const done = loading(t('Updating attendance...'));
  let sent = 0;
  try {
    let message = '';
    while (sent < edits.length) {
      const batch = edits.slice(sent, sent + maxEditsPerRequest);
      const result = await client.call(spec, { edits: batch }, { target_swhandle: targetSwhandle });
      message = result.message;
      sent += batch.length;
    }
    notify('success', serverText(t, message || 'attendance marked'));
    return { outcome: 'saved', stored: edits };
  } catch (error) {
    notifyFailure(notify, error, (text) => serverText(t, text));
    return { outcome: 'failed', stored: edits.slice(0, sent) };
  } finally {
    done();
  }
}

/**
 * The queue after a save: the sent edits go; an edit queued while the save ran stays, also
 * when it replaced a sent one on the same cell (it keeps that one's id, not its object).
 */
export const withoutSent = (queue: PendingEdits, sent: readonly PendingEdit[]): PendingEdits => {
  const gone = new Set(sent);
  return new Map([...queue].filter(([, edit]) => !gone.has(edit)));
};
