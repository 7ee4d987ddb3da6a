import type { ProgressFrame, TxnFrame } from '@muster/protocol';
import { describe, expect, it } from 'vitest';
import { ChannelClient } from './channel-client';

/** A socket the test drives: it opens at once and hands the client what the test sends. */
class FakeSocket extends EventTarget {
  readyState = 1;
  readonly sent: TxnFrame[] = [];
  /** Every frame's type, in the order sent. */
  readonly types: string[] = [];
  constructor() {
    super();
    queueMicrotask(() => this.dispatchEvent(new Event('open')));
  }
  send(text: string) {
    const frame = JSON.parse(text) as TxnFrame;
    this.types.push(frame.type);
    if (frame.type === 'txn') this.sent.push(frame);
  }
  close() {
    this.readyState = 3;
  }
  receive(frame: object) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }
}

const progress = (id: string, stage: string): ProgressFrame => ({
  id,
  type: 'progress',
  output: { stage, count: stage, error: null },
});
const reply = (id: string, data: object = {}) => ({
  id,
  type: 'reply',
  output: { type: 'success', message: 'Generation Started', data: { records: [], ...data } },
});

async function started(follows: boolean, before: string[] = []) {
  let socket: FakeSocket | undefined;
  const client = new ChannelClient({
    url: 'ws://test',
    sessionKey: () => 'key',
    createSocket: () => {
      socket = new FakeSocket();
      return socket as unknown as WebSocket;
    },
  });
  const stages: string[] = [];
  const answer = client.run(
    { name: 'txn_payslips_generate', folder: 'payslips', client_props: { txn_op: 'X' }, params: {} },
    { onProgress: (output) => stages.push(output.stage) },
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  const id = socket?.sent[0]?.id ?? '';
  for (const stage of before) socket?.receive(progress(id, stage));
  socket?.receive(reply(id, follows ? { progress: 'follows' } : {}));
  await answer;
  return { socket: socket as FakeSocket, id, stages, client };
}

describe('ChannelClient progress of work that goes on after its reply', () => {
  it('keeps the listener after a reply saying progress follows, until all done', async () => {
    const { socket, id, stages } = await started(true, ['1/3']);
    socket.receive(progress(id, '2/3'));
    socket.receive(progress(id, '3/3'));
    socket.receive(progress(id, 'all done'));
    socket.receive(progress(id, 'late'));
    expect(stages).toEqual(['1/3', '2/3', '3/3', 'all done']);
  });

  it('drops progress after a reply that does not say it follows', async () => {
    const { socket, id, stages } = await started(false, ['1/2']);
    socket.receive(progress(id, '2/2'));
    expect(stages).toEqual(['1/2']);
  });

  it('follows nothing when all done came before the reply', async () => {
    const { socket, id, stages } = await started(true, ['1/1', 'all done']);
    socket.receive(progress(id, 'late'));
    expect(stages).toEqual(['1/1', 'all done']);
  });
});

describe('ChannelClient subscriptions', () => {
  it("tells the server a new listener's folders before a txn sent in the same turn (#35 item 1)", async () => {
    // a screen follows a folder, then reads the record it follows: the server must hear the
    // subscription first, or a change made between its read and the subscription is lost
    const { socket, client } = await started(false);
    socket.types.length = 0;
    client.onBroadcast(['bulk_upload'], () => undefined);
    const read = client.run({
      name: 'txn_bulk_upload_list',
      folder: 'bulk_upload',
      client_props: { txn_op: 'R' },
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(socket.types).toEqual(['subscribe', 'txn']);
    socket.receive(reply(socket.sent.at(-1)?.id ?? ''));
    await read;
  });

  it('keeps hearing a folder while one of two screens following it still shows, though both gave one listener', async () => {
    const { socket, client } = await started(false);
    const heard: string[] = [];
    const listener = (folder: string) => heard.push(folder);
    client.onBroadcast(['departments'], listener);
    const stopSecond = client.onBroadcast(['departments'], listener);
    stopSecond();
    await new Promise((resolve) => setTimeout(resolve, 0));
    socket.receive({ type: 'broadcast', folder: 'departments', data: {} });
    expect(heard).toEqual(['departments']);
    expect(socket.types.filter((type) => type === 'subscribe')).toHaveLength(1);
  });
});
