import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.js';
import type { AuthenticatedDevice } from './device-keys.js';
import { punchedRanges } from './punched-ranges.js';

/**
 * Why a received punch was not applied: its PIN is no employee code of the device's
 * business, or the device's clock was ahead of the server's by more than the allowance.
 */
export type UnmatchedReason = 'unknown_pin' | 'clock_ahead';

/** A punch a device sent that is kept, not applied (issue #29 item 4: no punch is ever lost). */
export interface UnmatchedPunch {
  employeeCode: string;
  at: Date;
  /** The time as the device wrote it (its own clock and zone), kept as sent. */
  sentTime?: string;
}

export const unmatchedPunchMessages = {
  notFound: 'Unmatched punch not found',
  alreadyApplied: 'This punch is already applied',
  noEmployee: 'No employee of this business has this code yet: enrol the employee with it, then apply',
  offsetNeeded: 'Enter how many minutes the device clock was ahead (Enter Clock Offset), then apply',
  stillAhead: 'With that offset the punch is still later than when it was received',
} as const;

/**
 * Keeps punches that are not applied, with the device, the PIN and the time as sent, when
 * received and why. A punch the device sends again is kept once (same device, PIN, instant).
 */
export async function keepUnmatchedPunches(
  db: Kysely<Database> | Transaction<Database>,
  device: AuthenticatedDevice,
  punches: readonly UnmatchedPunch[],
  reason: UnmatchedReason,
): Promise<number> {
  if (!punches.length) return 0;
  const rows = punches.map((punch) => ({
    code: punch.employeeCode,
    at: punch.at.toISOString(),
    sent: punch.sentTime ?? punch.at.toISOString(),
  }));
  const kept = await sql<{ id: string }>`
    insert into unmatched_punches
      (partners_id, devices_id, employee_code, sent_time, punched_at, received_at, reason)
    select distinct on (incoming.code, incoming.at)
      ${device.partnersId}::uuid, ${device.id}::uuid, incoming.code, incoming.sent,
      incoming.at, clock_timestamp(), ${reason}
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as incoming (code text, at timestamptz, sent text)
    where not exists (
      select 1 from unmatched_punches kept
      where kept.devices_id = ${device.id}::uuid and kept.employee_code = incoming.code
        and kept.punched_at = incoming.at and not kept.deleted)
    returning id`.execute(db);
  return kept.rows.length;
}

/** An unmatched punch as applying it reads it. */
interface StoredUnmatched {
  id: string;
  partners_id: string;
  devices_id: string;
  device_serial: string | null;
  employee_code: string;
  punched_at: Date;
  received_at: Date;
  reason: UnmatchedReason;
  clock_offset_minutes: number | null;
  applied_at: Date | null;
  employee_id: string | null;
}

/** What applying unmatched punches did: each employee punched, with its first and last instant. */
export interface AppliedPunches {
  applied: string[];
  punched: Map<string, { from: Date; to: Date }>;
}

/**
 * The instant an unmatched punch is applied at, or why it cannot be yet: an unknown PIN
 * once an employee of the business has the code; a punch from a clock ahead once the
 * offset is entered, at the time sent less the offset, no later than it was received (plus
 * the allowance any punch has).
 */
export function applicableInstant(
  punch: Pick<
    StoredUnmatched,
    'reason' | 'punched_at' | 'received_at' | 'clock_offset_minutes' | 'employee_id'
  >,
  allowedAheadMs: number,
): { at: Date } | { refusal: string } {
  if (!punch.employee_id) return { refusal: unmatchedPunchMessages.noEmployee };
  if (punch.reason === 'unknown_pin') return { at: punch.punched_at };
  if (punch.clock_offset_minutes === null) return { refusal: unmatchedPunchMessages.offsetNeeded };
  const at = new Date(punch.punched_at.getTime() - punch.clock_offset_minutes * 60_000);
  if (at.getTime() > punch.received_at.getTime() + allowedAheadMs)
    return { refusal: unmatchedPunchMessages.stillAhead };
  return { at };
}

/**
 * Applies unmatched punches of one business, in the caller's transaction: the ones named
 * (`ids`, refused by name when one cannot be applied) or every unknown-PIN punch of the
 * codes given (an employee enrolled: those that still cannot are left as they are). Each
 * becomes a device punch and is marked applied; the caller recomputes the days punched.
 */
export async function applyUnmatchedPunches(
  trx: Transaction<Database>,
  partnersId: string,
  which: { ids: readonly string[] } | { codes: readonly string[] },
  allowedAheadMs: number,
): Promise<AppliedPunches | { refusal: string }> {
  const selected =
    'ids' in which
      ? sql`u.id = any(${[...which.ids]}::uuid[])`
      : sql`u.reason = 'unknown_pin' and lower(u.employee_code) = any(${which.codes.map((code) => code.toLowerCase())}::text[])`;
  const found = await sql<StoredUnmatched>`
    select u.id, u.partners_id, u.devices_id, d.serial_number as device_serial, u.employee_code,
      u.punched_at, u.received_at, u.reason, u.clock_offset_minutes, u.applied_at,
      (select e.id from employees e
        where e.partners_id = u.partners_id and not e.deleted and lower(e.code) = lower(u.employee_code)
        limit 1) as employee_id
    from unmatched_punches u left join devices d on d.id = u.devices_id
    where u.partners_id = ${partnersId}::uuid and not u.deleted and ${selected}
    for update of u`.execute(trx);
  if ('ids' in which && found.rows.length < which.ids.length)
    return { refusal: unmatchedPunchMessages.notFound };
  const applied: { id: string; employeeId: string; at: Date }[] = [];
  for (const punch of found.rows) {
    if (punch.applied_at) {
      if ('ids' in which) return { refusal: unmatchedPunchMessages.alreadyApplied };
      continue;
    }
    const outcome = applicableInstant(punch, allowedAheadMs);
    if ('refusal' in outcome) {
      if ('ids' in which) return { refusal: outcome.refusal };
      continue;
    }
    const employeeId = punch.employee_id as string;
    await sql`
      insert into punches (employees_id, devices_id, device_serial, punched_at, source)
      values (${employeeId}::uuid, ${punch.devices_id}::uuid, ${punch.device_serial}, ${outcome.at}, 'device')
      on conflict (employees_id, punched_at) do nothing`.execute(trx);
    await sql`update unmatched_punches set applied_at = clock_timestamp(), last_modified = clock_timestamp()
      where id = ${punch.id}::uuid`.execute(trx);
    applied.push({ id: punch.id, employeeId, at: outcome.at });
  }
  return { applied: applied.map((punch) => punch.id), punched: punchedRanges(applied) };
}
