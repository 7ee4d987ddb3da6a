import { type ReplyFrame, serverMessages, type TxnFrame } from '@muster/protocol';
import type { WSContext } from 'hono/ws';
import { describe, expect, it, vi } from 'vitest';
import type { ServerContext } from '../../engine/server-context.js';
import type { Broadcasts } from '../../platform/events/broadcasts.js';
import { handleFrame } from './connection.js';
import { Peers } from './peers.js';

const writeFrame: TxnFrame = {
  id: 'w1',
  type: 'txn',
  client_type: 'test',
  body: {
    session_key: 'a-session',
    txn: { name: 'txn_departments_create', folder: 'departments', client_props: { txn_op: 'C' }, params: {} },
  },
};

// A stopping server's database went away under a write that was being answered (the CI of
// 5318557): the frame's promise rejected unhandled and the client never had a reply.
describe('a frame whose database fails outside the txn', () => {
  it('is answered that something went wrong, and nothing is thrown', async () => {
    const sent: string[] = [];
    const socket = { readyState: 1, send: (text: string) => sent.push(text) } as unknown as WSContext;
    const peer = new Peers().add(socket);
    const gone = new Error('driver has already been destroyed');
    const server = { sessions: { find: () => Promise.reject(gone) } } as unknown as ServerContext;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await handleFrame(JSON.stringify(writeFrame), peer, { server, broadcasts: {} as Broadcasts });

    expect(sent).toHaveLength(1);
    const reply = JSON.parse(sent[0] as string) as ReplyFrame;
    expect(reply.id).toBe('w1');
    expect(reply.output).toMatchObject({ type: 'error', message: serverMessages.internalError });
    expect(logged).toHaveBeenCalledWith('frame txn_departments_create failed', gone);
    logged.mockRestore();
  });
});
