import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/schema.js';

/** Which sessions ended: one key (logout) or every session of an employee (password recovery). */
export type SessionsEnded = { keyHash: string } | { employeesId: string };

interface Notice {
  id: string;
  ended: SessionsEnded;
}

export interface SessionEvents {
  /**
   * True while every instance's "sessions ended" notices are sure to reach this one; while
   * false a cache of sessions must not be trusted.
   */
  readonly live: boolean;
  /**
   * Announces ended sessions through `executor`, so inside a transaction the notice leaves
   * at commit. `delivered` settles once this instance has received the notice back (or
   * after a timeout), by when the other listening instances have been sent it too.
   */
  publish(executor: Kysely<Database>, ended: SessionsEnded): Promise<{ delivered: Promise<void> }>;
  /** Every notice, this instance's own included; `onLiveChange` when `live` flips. */
  subscribe(listener: { onEnded(ended: SessionsEnded): void; onLiveChange(live: boolean): void }): void;
  close(): Promise<void>;
}

const channelName = 'muster_sessions_ended';
const deliveryTimeoutMs = 2000;
const reconnectDelaysMs = [100, 250, 500, 1000, 2000, 5000];

/** PGlite is one process: a notice is delivered the moment it is published. */
export function inProcessSessionEvents(): SessionEvents {
  const emitter = new EventEmitter();
  return {
    live: true,
    async publish(_executor, ended) {
      emitter.emit('ended', ended);
      return { delivered: Promise.resolve() };
    },
    subscribe(listener) {
      emitter.on('ended', (ended: SessionsEnded) => listener.onEnded(ended));
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * LISTEN/NOTIFY on a dedicated PostgreSQL connection, outside the pool so it stays
 * listening; when it drops it reconnects with back-off, reporting `live` false meanwhile.
 */
export async function postgresSessionEvents(databaseUrl: string): Promise<SessionEvents> {
  const listeners: Parameters<SessionEvents['subscribe']>[0][] = [];
  const awaitingEcho = new Map<string, () => void>();
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  const setLive = (value: boolean) => {
    if (live === value) return;
    live = value;
    for (const listener of listeners) listener.onLiveChange(value);
  };

  const receive = (message: pg.Notification) => {
    if (message.channel !== channelName || !message.payload) return;
    let notice: Notice;
    try {
      notice = JSON.parse(message.payload) as Notice;
    } catch {
      console.warn(`ignored a malformed ${channelName} notice`);
      return;
    }
    for (const listener of listeners) listener.onEnded(notice.ended);
    awaitingEcho.get(notice.id)?.();
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    const delay = reconnectDelaysMs[Math.min(attempt, reconnectDelaysMs.length - 1)] ?? 5000;
    attempt += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, delay);
  };

  const dropped = (which: pg.Client, error?: Error) => {
    if (client !== which) return;
    client = null;
    setLive(false);
    if (!closed)
      console.warn(`session notices connection dropped${error ? `: ${error.message}` : ''}; retrying`);
    which.end().catch(() => undefined);
    scheduleReconnect();
  };

  async function connect() {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('error', (error) => dropped(next, error));
    next.on('end', () => dropped(next));
    next.on('notification', receive);
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${channelName}`);
      if (closed) {
        await next.end();
        return;
      }
      attempt = 0;
      setLive(true);
    } catch (error) {
      dropped(next, error as Error);
    }
  }

  await connect();

  return {
    get live() {
      return live;
    },
    async publish(executor, ended) {
      const id = randomUUID();
      const delivered = new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          awaitingEcho.delete(id);
          resolve();
        };
        const timer = setTimeout(done, deliveryTimeoutMs).unref();
        awaitingEcho.set(id, done);
      });
      const notice: Notice = { id, ended };
      await sql`select pg_notify(${channelName}, ${JSON.stringify(notice)})`.execute(executor);
      return { delivered };
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const current = client;
      client = null;
      setLive(false);
      for (const done of awaitingEcho.values()) done();
      await current?.end().catch(() => undefined);
    },
  };
}
