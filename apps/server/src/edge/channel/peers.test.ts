import type { WSContext } from 'hono/ws';
import { describe, expect, it } from 'vitest';
import { Peers } from './peers.js';

/** A socket that keeps what it is sent. */
const socket = () => {
  const sent: string[] = [];
  return {
    sent,
    context: { readyState: 1, send: (text: string) => sent.push(text) } as unknown as WSContext,
  };
};
const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('Peers.deliver', () => {
  it('coalesces the same change made several times in one turn, and keeps distinct ones', async () => {
    const peers = new Peers();
    const { sent, context } = socket();
    const peer = peers.add(context);
    peer.partnersId = 'p1';
    peer.folders = new Set(['attendance', 'leaves']);
    for (let write = 0; write < 50; write += 1)
      peers.deliver({ partnersId: 'p1', folder: 'attendance', data: { txn: 'txn_attendance_update' } });
    peers.deliver({ partnersId: 'p1', folder: 'leaves', data: { txn: 'txn_leaves_create' } });
    expect(sent).toEqual([]);
    await turn();
    expect(sent.map((text) => JSON.parse(text))).toEqual([
      { type: 'broadcast', folder: 'attendance', data: { txn: 'txn_attendance_update' } },
      { type: 'broadcast', folder: 'leaves', data: { txn: 'txn_leaves_create' } },
    ]);
    // a later turn's change is sent again
    peers.deliver({ partnersId: 'p1', folder: 'attendance', data: { txn: 'txn_attendance_update' } });
    await turn();
    expect(sent).toHaveLength(3);
  });

  it('sends nothing to the writer, to another business, to a folder not followed or to a closed socket', async () => {
    const peers = new Peers();
    const make = (partnersId: string, folders: string[], readyState = 1) => {
      const { sent, context } = socket();
      (context as { readyState: number }).readyState = readyState;
      const peer = peers.add(context);
      peer.partnersId = partnersId;
      peer.folders = new Set(folders);
      return { peer, sent };
    };
    const writer = make('p1', ['attendance']);
    const other = make('p2', ['attendance']);
    const unfollowing = make('p1', ['leaves']);
    const closed = make('p1', ['attendance'], 3);
    const reader = make('p1', ['attendance']);
    peers.deliver({ partnersId: 'p1', folder: 'attendance', data: {}, fromPeer: writer.peer.id });
    await turn();
    expect([writer, other, unfollowing, closed].map((peer) => peer.sent.length)).toEqual([0, 0, 0, 0]);
    expect(reader.sent).toHaveLength(1);
  });
});
