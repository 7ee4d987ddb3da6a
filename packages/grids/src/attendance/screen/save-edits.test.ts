import { TxnFailure, type TxnResult } from '@muster/folder-engine';
import { RecordingTxnClient } from '@muster/folder-engine/testing';
import {
  attendanceEditsCreateTxn,
  attendanceEditsMarkTxn,
  maxEditsPerRequest,
  type Txn,
} from '@muster/protocol';
import { describe, expect, it } from 'vitest';
import { gridsTranslator } from '../../i18n/translate';
import { listEdits, noPendingEdits, queueEdit } from '../pending-edits';
import type { NoticeKind, PendingEdit } from '../types';
import { sendEdits, withoutSent } from './save-edits';

const edit = (id: string): PendingEdit => ({
  id,
  employees_id: 'e1',
  attendance_date: '2026-11-10',
  working_minutes: 480,
});

function setup(answer: (txn: Txn) => TxnResult | Error) {
  const shown: [string, string][] = [];
  const client = new RecordingTxnClient(answer);
  const { sent } = client;
  const notices = {
    t: gridsTranslator('eng'),
    notify: (kind: NoticeKind, message: string) => shown.push([kind, message]),
    loading: (message: string) => {
      shown.push(['loading', message]);
      return () => shown.push(['loaded', message]);
    },
  };
  return { client, sent, shown, notices };
}

describe('saving the queued edits', () => {
  it('says Nothing to save and sends nothing with an empty queue', async () => {
    const { client, sent, shown, notices } = setup(() => new Error('not expected'));
    expect(await sendEdits(client, attendanceEditsMarkTxn, [], 'demo', notices)).toEqual({
      outcome: 'nothing',
      stored: [],
    });
    expect(sent).toEqual([]);
    expect(shown).toEqual([['warning', 'Nothing to save']]);
  });

  it('sends { edits } to attendance_edits on the selected business and says attendance marked', async () => {
    const { client, sent, shown, notices } = setup(() => ({
      records: [],
      message: 'attendance marked',
      data: {},
    }));
    const edits = [edit('x1'), edit('x2')];
    expect(await sendEdits(client, attendanceEditsMarkTxn, edits, 'demo', notices)).toEqual({
      outcome: 'saved',
      stored: edits,
    });
    expect(sent).toEqual([
      {
        name: 'txn_attendance_edits_mark',
        folder: 'attendance_edits',
        foldertype: 'folders',
        params: { edits },
        target_swhandle: 'demo',
        client_props: { txn_op: 'C' },
      },
    ]);
    expect(shown).toEqual([
      ['loading', 'Updating attendance...'],
      ['success', 'attendance marked'],
      ['loaded', 'Updating attendance...'],
    ]);
  });

  it('shows the server’s refusal and answers failed so the queue is kept', async () => {
    const { client, shown, notices } = setup(
      (txn) => new TxnFailure('Approved attendance cannot be edited', txn.name),
    );
    expect(await sendEdits(client, attendanceEditsCreateTxn, [edit('x1')], 'demo', notices)).toEqual({
      outcome: 'failed',
      stored: [],
    });
    expect(shown[1]).toEqual(['error', 'Approved attendance cannot be edited']);
  });

  // a paste onto a month of 81 rows queued 2,508 edits, which one request could not carry
  it('sends a queue longer than the server takes in requests of at most its limit', async () => {
    const { client, sent, shown, notices } = setup(() => ({ records: [], message: '', data: {} }));
    const edits = Array.from({ length: 2 * maxEditsPerRequest + 1 }, (_, index) => edit(`x${index}`));
    expect(await sendEdits(client, attendanceEditsMarkTxn, edits, 'demo', notices)).toEqual({
      outcome: 'saved',
      stored: edits,
    });
    expect(sent.map((txn) => (txn.params as { edits: PendingEdit[] }).edits)).toEqual([
      edits.slice(0, maxEditsPerRequest),
      edits.slice(maxEditsPerRequest, 2 * maxEditsPerRequest),
      edits.slice(2 * maxEditsPerRequest),
    ]);
    expect(shown).toEqual([
      ['loading', 'Updating attendance...'],
      ['success', 'attendance marked'],
      ['loaded', 'Updating attendance...'],
    ]);
  });

  it('stops at a refused request: those before it are stored, it and the rest are not sent again', async () => {
    let calls = 0;
    const { client, sent, shown, notices } = setup((txn) => {
      calls += 1;
      return calls === 2
        ? new TxnFailure('Approved attendance cannot be edited', txn.name)
        : { records: [], message: '', data: {} };
    });
    const edits = Array.from({ length: 3 * maxEditsPerRequest }, (_, index) => edit(`x${index}`));
    expect(await sendEdits(client, attendanceEditsMarkTxn, edits, 'demo', notices)).toEqual({
      outcome: 'failed',
      stored: edits.slice(0, maxEditsPerRequest),
    });
    expect(sent).toHaveLength(2);
    expect(shown[1]).toEqual(['error', 'Approved attendance cannot be edited']);
  });

  it('keeps edits queued while the save ran, also a newer edit of a sent cell', () => {
    const [a, b] = [edit('a'), { ...edit('b'), attendance_date: '2026-11-11' }];
    const queue = queueEdit(queueEdit(noPendingEdits, a), b);
    const sent = listEdits(queue);
    const newer = { ...edit('c'), working_minutes: 300 };
    const during = queueEdit(queue, newer);
    const after = withoutSent(during, sent);
    expect(listEdits(after)).toEqual([{ ...newer, id: 'a' }]);
    expect(withoutSent(queue, sent).size).toBe(0);
  });
});
