import type { TxnClient } from '@muster/folder-engine';
import type { attendanceEditsCreateTxn, attendanceEditsMarkTxn } from '@muster/protocol';
import { type ApprovalNotices, notifyFailure, serverText } from '../approval/approval-flow';
import type { PendingEdits } from '../pending-edits';
import type { PendingEdit } from '../types';

/** Mark (edits of shown cells) or create (new rows, Alt+I): both take `{ edits }` (spec 001 §7). */
export type EditTxn = typeof attendanceEditsMarkTxn | typeof attendanceEditsCreateTxn;

export type SaveOutcome = 'nothing' | 'saved' | 'failed';

/**
 * Save or Alt+S (spec 001 §4, §8): 'Nothing to save' with an empty queue; else the edits go
 * with 'Updating attendance...' and answer 'attendance marked', or the server's refusal,
 * after which the caller keeps its queue (one refusal stores nothing).
 */
export async function sendEdits(
  client: TxnClient,
  spec: EditTxn,
  edits: readonly PendingEdit[],
  targetSwhandle: string,
  { notify, loading, t }: ApprovalNotices,
): Promise<SaveOutcome> {
  if (!edits.length) {
    notify('warning', t('Nothing to save'));
    return 'nothing';
  }
  const done = loading(t('Updating attendance...'));
  try {
    const result = await client.call(spec, { edits: [...edits] }, { target_swhandle: targetSwhandle });
    notify('success', serverText(t, result.message || 'attendance marked'));
    return 'saved';
  } catch (error) {
    notifyFailure(notify, error, (message) => serverText(t, message));
    return 'failed';
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
