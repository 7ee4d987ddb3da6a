import {
  progressDoneStage,
  type ServerFrame,
  serverMessages,
  type Txn,
  type TxnFrame,
} from '@muster/protocol';
import { nanoid } from 'nanoid';
import { txnResultOf } from './reply-result.js';
import {
  type BroadcastListener,
  type RunOptions,
  TxnFailure,
  type TxnResult,
  TxnTransportClient,
} from './txn-client.js';

export interface ChannelClientOptions {
  /** ws:// or wss:// address of /channel including `?key=`. */
  url: string;
  /** The session key sent with every txn, read at send time. */
  sessionKey: () => string | null;
  onSessionExpired?: () => void;
  reconnectDelayMs?: number;
  /** Default per-request limit (spec 000 §7: 600000 ms). */
  timeoutMs?: number;
  clientType?: string;
  createSocket?: (url: string) => WebSocket;
}

interface Pending {
  frame: TxnFrame;
  resolve: (result: TxnResult<never>) => void;
  reject: (error: Error) => void;
  onProgress: RunOptions['onProgress'];
  timer: ReturnType<typeof setTimeout>;
  sent: boolean;
  /** Its work's 'all done' came before its reply: nothing follows the reply. */
  progressDone?: boolean;
}

// WebSocket.OPEN, spelled out: Node 20 has no global WebSocket to read it from.
const openState = 1;

export const connectionLostMessage = 'Connection to the server was lost';
export const timedOutMessage = 'The server did not answer in time';

/**
 * The real-time channel of DESIGN §3: one socket, hello on open, replies matched to
 * requests by id, reconnect 1 s after a close or error. Reads lost with a connection are
 * sent again. So are writes of a session, with the same frame id: the server keeps the
 * first reply of each (session, frame id) and answers a resend with it, so a write it
 * applied before the connection (or the server) went down is not applied twice. A write
 * without a session (sign-in, sign-up) has no such key and is failed instead.
 */
export class ChannelClient extends TxnTransportClient {
  private socket: WebSocket | null = null;
  private readonly pending = new Map<string, Pending>();
  /** Progress listeners of requests answered while their work goes on (`progress: 'follows'`). */
  private readonly following = new Map<string, NonNullable<RunOptions['onProgress']>>();
  /**
   * Each registration of a broadcast listener with the folders it follows; their union is the
   * connection's subscription. One entry per call, so a listener registered twice and stopped
   * once still hears.
   */
  private readonly broadcastListeners = new Set<{
    folders: readonly string[];
    listener: BroadcastListener;
  }>();
  /** The folders the server was last told (sorted, joined), or null when this socket was told none. */
  private subscribed: string | null = null;
  private subscribeQueued = false;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;

  constructor(private readonly options: ChannelClientOptions) {
    super();
  }

  override run<R = Record<string, unknown>>(txn: Txn, runOptions: RunOptions = {}): Promise<TxnResult<R>> {
    if (this.closed) return Promise.reject(new TxnFailure(connectionLostMessage, txn.name));
    const frame: TxnFrame = {
      id: nanoid(),
      type: 'txn',
      client_type: this.options.clientType ?? 'web',
      body: { session_key: this.options.sessionKey(), txn },
    };
    return new Promise<TxnResult<R>>((resolve, reject) => {
      const timeoutMs = runOptions.timeoutMs ?? this.options.timeoutMs ?? 600_000;
      const timer = setTimeout(
        () => this.settle(frame.id, new TxnFailure(timedOutMessage, txn.name)),
        timeoutMs,
      );
      this.pending.set(frame.id, {
        frame,
        resolve: resolve as Pending['resolve'],
        reject,
        onProgress: runOptions.onProgress,
        timer,
        sent: false,
      });
      this.flush();
    });
  }

  override onBroadcast(folders: readonly string[], listener: BroadcastListener): () => void {
    const entry = { folders, listener };
    this.broadcastListeners.add(entry);
    this.subscribeSoon();
    return () => {
      this.broadcastListeners.delete(entry);
      this.subscribeSoon();
    };
  }

  /**
   * Tells the server the folders the listeners follow, once per turn however many screens mount
   * or unmount in it, and only when the set changed since it was last told on this socket.
   */
  private subscribeSoon(): void {
    if (this.subscribeQueued) return;
    this.subscribeQueued = true;
    queueMicrotask(() => {
      this.subscribeQueued = false;
      this.subscribe();
    });
  }

  private subscribe(): void {
    const socket = this.socket;
    if (!socket || socket.readyState !== openState) return;
    const folders = [...new Set([...this.broadcastListeners].flatMap((entry) => entry.folders))].sort();
    const key = folders.join(',');
    if (key === (this.subscribed ?? '')) return;
    socket.send(JSON.stringify({ id: nanoid(), type: 'subscribe', folders }));
    this.subscribed = key;
  }

  close(): void {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.socket?.close();
    for (const id of [...this.pending.keys()]) this.settle(id, new TxnFailure(connectionLostMessage, ''));
    this.following.clear();
  }

  private connect(): WebSocket {
    const socket = this.options.createSocket?.(this.options.url) ?? new WebSocket(this.options.url);
    this.socket = socket;
    socket.addEventListener('open', () => {
      socket.send(
        JSON.stringify({ id: nanoid(), type: 'hello', client_type: this.options.clientType ?? 'web' }),
      );
      // a new connection follows nothing until told (flush tells it)
      this.subscribed = null;
      this.flush();
    });
    socket.addEventListener('message', (event) => this.receive(event.data));
    socket.addEventListener('close', () => this.lost(socket));
    socket.addEventListener('error', () => this.lost(socket));
    return socket;
  }

  private flush(): void {
    const socket = this.socket ?? (this.reconnectTimer ? null : this.connect());
    if (!socket || socket.readyState !== openState) return;
    // a listener added before a txn follows its folder before the server handles that txn: a
    // screen that reads a record and then hears of its changes misses none in between
    this.subscribe();
    for (const request of this.pending.values()) {
      if (request.sent) continue;
      request.frame.body.session_key = this.options.sessionKey();
      socket.send(JSON.stringify(request.frame));
      request.sent = true;
    }
  }

  private lost(socket: WebSocket): void {
    if (this.socket !== socket) return;
    this.socket = null;
    for (const [id, request] of this.pending) {
      if (!request.sent) continue;
      if (resendable(request.frame)) request.sent = false;
      else this.settle(id, new TxnFailure(connectionLostMessage, request.frame.body.txn.name));
    }
    if (this.closed || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (!this.closed) this.connect();
    }, this.options.reconnectDelayMs ?? 1000);
  }

  private receive(text: unknown): void {
    if (typeof text !== 'string') return;
    let frame: ServerFrame;
    try {
      frame = JSON.parse(text) as ServerFrame;
    } catch {
      return;
    }
    if (frame.type === 'broadcast') {
      for (const { listener, folders } of this.broadcastListeners)
        if (folders.includes(frame.folder)) listener(frame.folder, frame.data);
      return;
    }
    if (frame.type === 'progress') {
      const following = this.following.get(frame.id);
      const pending = this.pending.get(frame.id);
      if (frame.output.stage === progressDoneStage) {
        this.following.delete(frame.id);
        if (pending) pending.progressDone = true;
      }
      (following ?? pending?.onProgress)?.(frame.output);
      return;
    }
    if (frame.type !== 'reply' || !frame.id) return;
    const request = this.pending.get(frame.id);
    if (!request) return;
    const { output } = frame;
    if (output.type === 'success') {
      // the work goes on: its progress keeps reaching the caller's listener until 'all done'
      if (output.data.progress === 'follows' && request.onProgress && !request.progressDone)
        this.following.set(frame.id, request.onProgress);
    } else if (output.message === serverMessages.sessionExpired) {
      console.warn(serverMessages.sessionExpired);
      this.options.onSessionExpired?.();
    }
    try {
      this.settle(frame.id, null, txnResultOf(output, request.frame.body.txn.name));
    } catch (failure) {
      this.settle(frame.id, failure as TxnFailure);
    }
  }

  private settle(id: string, error: Error | null, result?: TxnResult<never>): void {
    const request = this.pending.get(id);
    if (!request) return;
    this.pending.delete(id);
    clearTimeout(request.timer);
    if (error) request.reject(error);
    else request.resolve(result as TxnResult<never>);
  }
}

/** A read, or a write the server can recognise when it comes again (module comment). */
const resendable = (frame: TxnFrame): boolean => {
  const op = frame.body.txn.client_props?.txn_op;
  return op === 'R' || (op !== undefined && frame.body.session_key !== null);
};
