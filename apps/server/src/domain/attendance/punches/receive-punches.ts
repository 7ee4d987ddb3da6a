import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../platform/db/schema.js';
import { recomputeAfterPunchesBatched } from '../recompute/index.js';
import { authenticateDevice } from './device-keys.js';
import { allowedClockAheadMs, type DevicePunch, storeDevicePunches } from './store-punches.js';

/** A clock device's batch: its serial, its key and its punches. */
export interface DevicePunchBatch {
  serialNumber: string;
  key: string;
  punches: readonly DevicePunch[];
}

/** What came of a batch: refused whole, or stored with its count of new, resent and unknown. */
export type PunchesReceipt =
  | { refusal: 'unknownDevice' }
  | { refusal: 'ahead'; index: number }
  | { inserted: number; ignored: number; unknownEmployeeCodes: string[] };

/**
 * Receives a clock device's punches (domain/attendance/README.md "Device endpoint"): an
 * unknown device or wrong key, or a punch ahead of the server clock, refuses the whole
 * batch; otherwise the punches are kept and the attendance of each employee punched is
 * recomputed over the days they touch.
 */
export async function receiveDevicePunches(
  db: Kysely<Database>,
  batch: DevicePunchBatch,
  now: number,
): Promise<PunchesReceipt> {
  const device = await authenticateDevice(db, batch.serialNumber, batch.key);
  if (!device) return { refusal: 'unknownDevice' };
  const index = batch.punches.findIndex((punch) => punch.at.getTime() > now + allowedClockAheadMs);
  if (index >= 0) return { refusal: 'ahead', index };
  const stored = await storeDevicePunches(db, device, batch.punches);
  await sql`update devices set last_sync = now() where id = ${device.id}`.execute(db);
  await recomputeAfterPunchesBatched(db, stored.punched);
  return {
    inserted: stored.inserted,
    ignored: stored.ignored,
    unknownEmployeeCodes: stored.unknownEmployeeCodes,
  };
}
