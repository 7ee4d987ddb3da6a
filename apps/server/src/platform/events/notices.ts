import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/schema.js';

/**
 * Notices every server instance on one database receives, its own included: ended sessions,
 * broadcasts to channel clients. On PGlite there is one instance and they stay in process; on
 * PostgreSQL they travel by LISTEN/NOTIFY, so several processes (WORKERS, or instances behind
 * a load balancer) share them. A payload must stay under PostgreSQL's 8,000-byte NOTIFY limit.
 */
export interface Notices<T> {
  /**
   * True while every instance's notices are sure to reach this one; while false a cache
   * built on them must not be trusted.
   */
  readonly live: boolean;
  /**
   * Sends a notice through `executor`, so inside a transaction it leaves at commit.
   * `delivered` settles once this instance has received it back (or after a timeout), by
   * when the other listening instances have been sent it too.
   */
  publish(executor: Kysely<Database>, payload: T): Promise<{ delivered: Promise<void> }>;
  /**
   * Sends several notices in order in one statement (a job's progress, many notices a
   * chunk), awaiting no echo: one round trip where one each made the job wait on each.
   */
  publishAll(executor: Kysely<Database>, payloads: readonly T[]): Promise<void>;
  /** Every notice, this instance's own included; `onLiveChange` when `live` flips. */
  subscribe(listener: NoticeListener<T>): void;
  close(): Promise<void>;
}

export interface NoticeListener<T> {
  onNotice(payload: T): void;
  onLiveChange(live: boolean): void;
}

interface Envelope<T> {
  id: string;
  payload: T;
}

const deliveryTimeoutMs = 2000;
const reconnectDelaysMs = [100, 250, 500, 1000, 2000, 5000];

/** PGlite is one process: a notice is delivered the moment it is published. */
export function inProcessNotices<T>(): Notices<T> {
  const emitter = new EventEmitter();
  return {
    live: true,
    async publish(_executor, payload) {
      emitter.emit('notice', payload);
      return { delivered: Promise.resolve() };
    },
    async publishAll(_executor, payloads) {
      for (const payload of payloads) emitter.emit('notice', payload);
    },
    subscribe(listener) {
      emitter.on('notice', (payload: T) => listener.onNotice(payload));
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * LISTEN/NOTIFY on `channel` over a dedicated PostgreSQL connection, outside the pool so it
 * stays listening; when it drops it reconnects with back-off, reporting `live` false meanwhile.
 */
export async function postgresNotices<T>(databaseUrl: string, channel: string): Promise<Notices<T>> {
  const listeners: NoticeListener<T>[] = [];
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
    if (message.channel !== channel || !message.payload) return;
    let envelope: Envelope<T>;
    try {
      envelope = JSON.parse(message.payload) as Envelope<T>;
    } catch {
      console.warn(`ignored a malformed ${channel} notice`);
      return;
    }
    for (const listener of listeners) listener.onNotice(envelope.payload);
    awaitingEcho.get(envelope.id)?.();
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
      console.warn(`${channel} notices connection dropped${error ? `: ${error.message}` : ''}; retrying`);
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
      await next.query(`LISTEN ${channel}`);
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
    async publish(executor, payload) {
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
      const envelope: Envelope<T> = { id, payload };
      await sql`select pg_notify(${channel}, ${JSON.stringify(envelope)})`.execute(executor);
      return { delivered };
    },
    async publishAll(executor, payloads) {
      if (!payloads.length) return;
      const envelopes = payloads.map((payload): string => JSON.stringify({ id: randomUUID(), payload }));
      // a function scan yields the array in order, and each row's notice is queued as it is projected
      await sql`select pg_notify(${channel}, notice) from unnest(${envelopes}::text[]) as notice`.execute(
        executor,
      );
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
