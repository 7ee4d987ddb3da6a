import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../platform/db/schema.js';
import type { AuthenticatedDevice } from './device-keys.js';
import { punchedRanges } from './punched-ranges.js';
import { keepUnmatchedPunches } from './unmatched-punches.js';

/** A punch may be this far ahead of the server clock (device clock drift). */
export const allowedClockAheadMs = 10 * 60_000;

export interface DevicePunch {
  employeeCode: string;
  at: Date;
  /** The time as the device wrote it, kept with a punch that cannot be applied. */
  sentTime?: string;
}

export interface StoredPunches {
  inserted: number;
  /** Punches already stored (same employee, same instant), sent again. */
  ignored: number;
  /**
   * Codes matching no employee of the device's business; their punches are kept as
   * unmatched punches (`unmatched-punches.ts`), applied once an employee has the code.
   */
  unknownEmployeeCodes: string[];
  /**
   * Each employee punched, with the first and last instant sent, resent ones included:
   * a retry after a failed recompute then recomputes again.
   */
  punched: Map<string, { from: Date; to: Date }>;
}

/**
 * Keeps a device's punches, resolving employee codes (case-insensitive, as the unique
 * index) within the device's business; a punch already stored is ignored, and one whose
 * code is no employee's is kept as an unmatched punch. The caller notes the device's sync
 * (`devices.last_sync`), with whatever else of the device its request notes.
 */
export async function storeDevicePunches(
  db: Kysely<Database>,
  device: AuthenticatedDevice,
  punches: readonly DevicePunch[],
): Promise<StoredPunches> {
  const codes = [...new Set(punches.map((punch) => punch.employeeCode.toLowerCase()))];
  const employees = await sql<{ id: string; code: string }>`
    select id, lower(code) as code from employees
    where partners_id = ${device.partnersId} and not deleted and lower(code) = any(${codes}::text[])`.execute(
    db,
  );
  const idByCode = new Map(employees.rows.map((row) => [row.code, row.id]));
  const known = punches.flatMap((punch) => {
    const employeeId = idByCode.get(punch.employeeCode.toLowerCase());
    return employeeId ? [{ employeeId, at: punch.at }] : [];
  });
  const unknown = punches.filter((punch) => !idByCode.has(punch.employeeCode.toLowerCase()));
  await keepUnmatchedPunches(db, device, unknown, 'unknown_pin');
  const unknownEmployeeCodes = [...new Set(unknown.map((punch) => punch.employeeCode))];
  const insertedRows = known.length
    ? await db
        .insertInto('punches')
        .values(
          known.map((punch) => ({
            employees_id: punch.employeeId,
            devices_id: device.id,
            device_serial: device.serial,
            punched_at: punch.at,
            source: 'device',
          })),
        )
        .onConflict((conflict) => conflict.columns(['employees_id', 'punched_at']).doNothing())
        .returning('id')
        .execute()
    : [];
  return {
    inserted: insertedRows.length,
    ignored: known.length - insertedRows.length,
    unknownEmployeeCodes,
    punched: punchedRanges(known),
  };
}
