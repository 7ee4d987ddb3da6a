import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../platform/db/schema.js';

/** A device that proved its key, and the business whose employees it may punch. */
export interface AuthenticatedDevice {
  id: string;
  serial: string;
  partnersId: string;
}

// The key is 32 random bytes, so one sha-256 is as strong as a slow hash would be.
const hashKey = (key: string) => createHash('sha256').update(key, 'utf8').digest();

/** Compared against when no device matches, so an unknown serial costs the same time. */
const absentKeyHash = hashKey(randomBytes(32).toString('base64url')).toString('hex');

/**
 * Gives a device a fresh key for a business, replacing any earlier one. The key is
 * answered once; only its hash is kept.
 */
export async function issueDeviceKey(
  db: Kysely<Database>,
  devicesId: string,
  partnersId: string,
): Promise<string> {
  const key = randomBytes(32).toString('base64url');
  const keyHash = hashKey(key).toString('hex');
  await db
    .insertInto('device_keys')
    .values({ devices_id: devicesId, partners_id: partnersId, key_hash: keyHash })
    .onConflict((conflict) =>
      conflict
        .column('devices_id')
        .doUpdateSet({ partners_id: partnersId, key_hash: keyHash, created_at: sql`now()` }),
    )
    .execute();
  return key;
}

/** The active device with this serial whose stored key hash matches, or null. */
export async function authenticateDevice(
  db: Kysely<Database>,
  serial: string,
  key: string,
): Promise<AuthenticatedDevice | null> {
  const candidates = await sql<{ id: string; partners_id: string; key_hash: string }>`
    select d.id, k.partners_id, k.key_hash
    from devices d join device_keys k on k.devices_id = d.id
    where d.serial_number = ${serial} and not d.deleted and coalesce(d.active, true)`.execute(db);
  const presented = hashKey(key);
  let found: AuthenticatedDevice | null = null;
  for (const candidate of candidates.rows.length
    ? candidates.rows
    : [{ id: '', partners_id: '', key_hash: absentKeyHash }]) {
    const matches = timingSafeEqual(presented, Buffer.from(candidate.key_hash, 'hex'));
    if (matches && candidate.id) found = { id: candidate.id, serial, partnersId: candidate.partners_id };
  }
  return found;
}
