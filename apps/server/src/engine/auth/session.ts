import { createHash, randomBytes } from 'node:crypto';
import type { BusinessEnv } from '@muster/protocol';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.js';
import type { SessionEvents, SessionsEnded } from '../../platform/events/session-events.js';
import { SessionCache } from './session-cache.js';

/** How long a sign-in lasts. */
export const sessionLifetimeMs = 12 * 60 * 60 * 1000;

export interface Session {
  employeesId: string;
  partnersId: string;
  env: BusinessEnv;
}

export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

export async function createSession(db: Kysely<Database>, env: BusinessEnv): Promise<string> {
  const key = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({
      key_hash: hashKey(key),
      employees_id: env.employees_id,
      partners_id: env.partners_id,
      env: JSON.stringify(env),
      expires_at: new Date(Date.now() + sessionLifetimeMs),
      ended_at: null,
    })
    .execute();
  return key;
}

/**
 * How long one instance trusts a session it has checked without asking the database again.
 * Ending a session reaches every instance through the session notices at once; the TTL only
 * bounds what a lost notice could cost. While the notices connection is down nothing is
 * cached and every frame reads the database, until it is back.
 */
export const sessionCacheTtlMs = 60 * 1000;
const sessionCacheMaxEntries = 10_000;

/** One instance's view of sessions: checks keys (cached) and ends sessions on every instance. */
export interface SessionStore {
  /** The live session behind a key, or null when it is unknown, ended or expired. */
  find(key: string | null): Promise<Session | null>;
  /** Logout: ends one session everywhere before resolving. */
  end(key: string): Promise<void>;
  /**
   * Ends every session of an employee through `executor`, a transaction when the ending
   * belongs with other writes, but the one of `exceptKey` (the session asking); await
   * `delivered` after it commits.
   */
  endAllOf(
    executor: Kysely<Database>,
    employeesId: string,
    exceptKey?: string,
  ): Promise<{ delivered: Promise<void> }>;
}

export function createSessionStore(db: Kysely<Database>, events: SessionEvents): SessionStore {
  const cache = new SessionCache<Session>({ ttlMs: sessionCacheTtlMs, maxEntries: sessionCacheMaxEntries });
  events.subscribe({
    onEnded: (ended) =>
      'keyHash' in ended ? cache.invalidateKey(ended.keyHash) : cache.invalidateEmployee(ended.employeesId),
    // Notices may have been missed while down, and must not be relied on until back.
    onLiveChange: () => cache.clear(),
  });

  async function announce(executor: Kysely<Database>, ended: SessionsEnded) {
    const publication = await events.publish(executor, ended);
    if ('keyHash' in ended) cache.invalidateKey(ended.keyHash);
    else cache.invalidateEmployee(ended.employeesId);
    return publication;
  }

  return {
    async find(key) {
      if (!key) return null;
      const keyHash = hashKey(key);
      const cached = events.live ? cache.get(keyHash) : undefined;
      if (cached) return cached;
      const readToken = cache.beginRead();
      // The zone is the business's row, not the copy the env took at sign-in (protocol README,
      // 'The business's calendar'): a zone changed since (by an operator: the partners form
      // sets it at creation only) reaches the session when an instance next reads it, within
      // `sessionCacheTtlMs`. A session stored before migration 220 named no zone at all.
      const row = await db
        .selectFrom('sessions')
        .innerJoin('partners', 'partners.id', 'sessions.partners_id')
        .select(['sessions.employees_id', 'sessions.partners_id', 'sessions.env', 'sessions.expires_at'])
        .select('partners.time_zone')
        .where('sessions.key_hash', '=', keyHash)
        .where('sessions.ended_at', 'is', null)
        .where('sessions.expires_at', '>', new Date())
        .executeTakeFirst();
      if (!row) return null;
      const session: Session = {
        employeesId: row.employees_id,
        partnersId: row.partners_id,
        env: { ...(row.env as unknown as BusinessEnv), time_zone: row.time_zone },
      };
      if (events.live) cache.set(keyHash, session, row.expires_at.getTime(), readToken);
      return session;
    },

    async end(key) {
      const keyHash = hashKey(key);
      await db
        .updateTable('sessions')
        .set({ ended_at: new Date() })
        .where('key_hash', '=', keyHash)
        .execute();
      const { delivered } = await announce(db, { keyHash });
      await delivered;
    },

    async endAllOf(executor, employeesId, exceptKey) {
      let ending = executor
        .updateTable('sessions')
        .set({ ended_at: new Date() })
        .where('employees_id', '=', employeesId)
        .where('ended_at', 'is', null);
      if (exceptKey !== undefined) ending = ending.where('key_hash', '!=', hashKey(exceptKey));
      await ending.execute();
      // every instance drops the employee's cached sessions; the spared one is read again, still live
      return announce(executor, { employeesId });
    },
  };
}
