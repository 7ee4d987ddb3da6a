import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../platform/db/schema.js';
import type { AuthenticatedDevice } from './device-keys.js';

export interface DevicePunch {
  employeeCode: string;
  at: Date;
}

export interface StoredPunches {
  inserted: number;
  /** Punches already stored (same employee, same instant), sent again. */
  ignored: number;
  /** Codes matching no employee of the device's business; their punches are not kept. */
  unknownEmployeeCodes: string[];
  /**
   * Each employee punched, with the first and last instant sent, resent ones included:
   * a retry after a failed recompute then recomputes again.
   */
  punched: Map<string, { from: Date; to: Date }>;
}

/**
 * Keeps a device's punches, resolving employee codes (case-insensitive, as the unique
 * index) within the device's business; a punch already stored is ignored.
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
  const unknownEmployeeCodes = [
    ...new Set(punches.map((p) => p.employeeCode).filter((code) => !idByCode.has(code.toLowerCase()))),
  ];
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
  await sql`update devices set last_sync = now() where id = ${device.id}`.execute(db);
  return {
    inserted: insertedRows.length,
    ignored: known.length - insertedRows.length,
    unknownEmployeeCodes,
    punched: punchedRanges(known),
  };
}

function punchedRanges(punches: readonly { employeeId: string; at: Date }[]) {
  const punched = new Map<string, { from: Date; to: Date }>();
  for (const { employeeId, at } of punches) {
    const range = punched.get(employeeId);
    if (!range) punched.set(employeeId, { from: at, to: at });
    else {
      if (at < range.from) range.from = at;
      if (at > range.to) range.to = at;
    }
  }
  return punched;
}
