import { createHash, randomBytes } from 'node:crypto';
import type { BusinessEnv } from '@muster/protocol';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** How long a sign-in lasts. */
export const sessionLifetimeMs = 12 * 60 * 60 * 1000;

export interface Session {
  employeesId: string;
  partnersId: string;
  env: BusinessEnv;
}

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

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

/** The live session behind a key, or null when it is unknown, ended or expired. */
export async function findSession(db: Kysely<Database>, key: string | null): Promise<Session | null> {
  if (!key) return null;
  const row = await db
    .selectFrom('sessions')
    .select(['employees_id', 'partners_id', 'env'])
    .where('key_hash', '=', hashKey(key))
    .where('ended_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  if (!row) return null;
  return {
    employeesId: row.employees_id,
    partnersId: row.partners_id,
    env: row.env as unknown as BusinessEnv,
  };
}

export async function endSession(db: Kysely<Database>, key: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ ended_at: new Date() })
    .where('key_hash', '=', hashKey(key))
    .execute();
}
