import { randomUUID } from 'node:crypto';
import type { BroadcastFrame, ProgressFrame, ReplyFrame, ServerFrame, Txn } from '@muster/protocol';
import WebSocket from 'ws';

/** A real WebSocket client of the channel, for integration tests. */
export class TestChannel {
  private readonly waiting = new Map<string | null, ((frame: ReplyFrame) => void)[]>();
  private counter = 0;
  private readonly idPrefix = randomUUID().slice(0, 8);
  /**
   * Every progress frame received, in order, one per item: a frame carrying several items
   * (edge/channel/progress-throttle.ts) is listed as the frames it joins.
   */
  readonly progress: ProgressFrame[] = [];
  /** The progress frames as they came, a frame carrying several items once. */
  readonly progressReceived: ProgressFrame[] = [];
  private readonly progressWaiters = new Set<() => void>();
  /** Every broadcast received, in order. */
  readonly broadcasts: BroadcastFrame[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as ServerFrame;
      if (frame.type === 'progress') {
        this.progressReceived.push(frame);
        if (frame.output.items)
          for (const output of frame.output.items)
            this.progress.push({ id: frame.id, type: 'progress', output });
        else this.progress.push(frame);
        for (const wake of this.progressWaiters) wake();
        return;
      }
      if (frame.type === 'broadcast') {
        this.broadcasts.push(frame);
        return;
      }
      if (frame.type !== 'reply') return;
      const queue = this.waiting.get(frame.id);
      queue?.shift()?.(frame);
    });
  }

  static open(baseUrl: string, key: string): Promise<TestChannel> {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/channel?key=${encodeURIComponent(key)}`, {
      perMessageDeflate: true,
    });
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new TestChannel(socket)));
      socket.once('unexpected-response', (_request, response) =>
        reject(new Error(`HTTP ${response.statusCode}`)),
      );
      socket.once('error', reject);
    });
  }

  /** Sends raw text and waits for the reply carrying `expectId`. */
  sendRaw(text: string, expectId: string | null): Promise<ReplyFrame> {
    return new Promise((resolve) => {
      const queue = this.waiting.get(expectId) ?? [];
      queue.push(resolve);
      this.waiting.set(expectId, queue);
      this.socket.send(text);
    });
  }

  send(frame: Record<string, unknown> & { id: string }): Promise<ReplyFrame> {
    return this.sendRaw(JSON.stringify(frame), frame.id);
  }

  /** Follows the changes of these folders, as a screen showing them does (issue #35 item 1). */
  subscribe(folders: readonly string[]): Promise<ReplyFrame> {
    return this.send({ id: `s${this.idPrefix}-${++this.counter}`, type: 'subscribe', folders });
  }

  /** The id the next `txn` call sends. */
  get nextId(): string {
    return `t${this.idPrefix}-${this.counter + 1}`;
  }

  /** Waits until a progress frame of request `id` meets `done`; answers that request's frames so far. */
  async progressUntil(
    id: string,
    done: (frame: ProgressFrame) => boolean,
    timeoutMs = 60_000,
  ): Promise<ProgressFrame[]> {
    const frames = () => this.progress.filter((frame) => frame.id === id);
    const deadline = Date.now() + timeoutMs;
    while (!frames().some(done)) {
      if (Date.now() > deadline) throw new Error(`no such progress of ${id} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          this.progressWaiters.delete(wake);
          resolve();
        };
        this.progressWaiters.add(wake);
        setTimeout(wake, 250);
      });
    }
    return frames();
  }

  txn(txn: Txn, sessionKey: string | null = null): Promise<ReplyFrame> {
    // Unique across channels: the server answers a write frame whose session and id it has
    // seen with that first reply (channel/write-replies.ts), and tests share sessions.
    const id = `t${this.idPrefix}-${++this.counter}`;
    return this.send({ id, type: 'txn', client_type: 'test', body: { session_key: sessionKey, txn } });
  }

  async login(params: { swhandle: string; code: string; password: string }): Promise<string> {
    const reply = await this.txn({
      name: 'txn_user_login',
      folder: 'sessions',
      client_props: { txn_op: 'X' },
      params,
    });
    if (reply.output.type !== 'success') throw new Error(`login failed: ${reply.output.message}`);
    const record = JSON.parse(reply.output.data.records[0] as string) as { session_key: string };
    return record.session_key;
  }

  close(): void {
    this.socket.close();
  }
}
