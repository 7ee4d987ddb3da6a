import { z } from 'zod';
import type { LoctextValue } from '../field-types/loctext.js';
import { idSchema } from '../field-types/uuid.js';
import { declareTxn, replyOf } from './declare.js';

/**
 * Attendance from a phone (issue #36): an employee checks in or out on its own phone, with
 * the phone's position and a selfie; the site's policy decides whether the punch counts at
 * once, waits for its reporting officer, or is refused. The refusals are i18n keys.
 */
export const phonePunchMessages = {
  invalidPunch: 'Invalid phone punch request',
  notAllowed: 'Phone punches are not allowed at this site',
  notYourSite: 'This site is not among your sites today',
  selfieRequired: 'A selfie is required at this site',
  selfieTooLarge: 'The selfie must be a JPEG of at most 100 kB',
  outsideRefused: 'You are outside the site: this site refuses punches from outside it',
  noEmployee: 'Only an employee can punch',
  aheadOfServer: 'The phone’s clock is ahead of the server’s: set the phone’s time',
  notPending: 'This punch is not waiting for a decision',
  applied: 'Punch recorded',
  pending: 'Punch kept for your reporting officer’s approval',
  approved: 'Punch approved',
  refused: 'Punch refused',
} as const;

/** The largest selfie kept, in bytes (issue #36 item 2: compressed to ≤ 100 kB). */
export const maxSelfieBytes = 100 * 1024;

/** Why a phone punch waits for its reporting officer. */
export const phonePunchReasons = [
  'outside_radius',
  'poor_accuracy',
  'no_position',
  'site_without_position',
  'clock_disagrees',
] as const;
export type PhonePunchReason = (typeof phonePunchReasons)[number];

/** A phone punch's state: counted, waiting for the RO, or refused by the RO. */
export const phonePunchStatuses = ['applied', 'pending', 'refused'] as const;
export type PhonePunchStatus = (typeof phonePunchStatuses)[number];

const instant = z.iso.datetime({ offset: true });

/**
 * `txn_attendance_phone_punch`: one check in or out. `id` is made by the phone when the
 * punch is taken and is the idempotency key: sent again (a retry, the offline queue), the
 * punch is applied once and the reply is the first one's. `device_time` is the phone's clock
 * when the punch was taken, `sent_at` its clock when sending (their difference from the
 * server's receive time tells a wrong clock from a punch queued offline). `selfie` is a
 * base64 JPEG.
 */
export const attendancePhonePunchTxn = declareTxn({
  name: 'txn_attendance_phone_punch',
  folder: 'attendance',
  op: 'C',
  params: z
    .object({
      id: idSchema,
      direction: z.enum(['in', 'out']),
      sites_id: idSchema,
      device_time: instant,
      sent_at: instant,
      position: z
        .object({
          latitude: z.number().min(-90).max(90),
          longitude: z.number().min(-180).max(180),
          accuracy: z.number().min(0).max(100_000),
        })
        .strict()
        .nullable(),
      selfie: z
        .string()
        .max(Math.ceil(maxSelfieBytes / 3) * 4)
        .regex(/^[A-Za-z0-9+/]*={0,2}$/)
        .nullable(),
    })
    .strict(),
  refusal: phonePunchMessages.invalidPunch,
  reply: replyOf<never, PhonePunchReply>(),
});

/** What came of a phone punch. */
export interface PhonePunchReply {
  id: string;
  status: PhonePunchStatus;
  reasons: PhonePunchReason[];
  distance_m: number | null;
  /** The punch had been received before: this is its first reply. */
  repeated: boolean;
}

/** A site an employee may punch at from its phone, with its geofence. */
export interface PhonePunchSite {
  id: string;
  /** The site's name in every language it has; the screen shows the reader's. */
  name: LoctextValue | null;
  latitude: number | null;
  longitude: number | null;
  radius_m: number | null;
  selfie_required: boolean;
}

/** A phone punch as its employee and approvers see it. */
export interface PhonePunchRecord {
  id: string;
  employees_id: string;
  employee_code: string;
  first_name: LoctextValue | null;
  last_name: LoctextValue | null;
  direction: 'in' | 'out';
  /** The site's name in every language it has. */
  site: LoctextValue | null;
  device_time: string;
  received_at: string;
  status: PhonePunchStatus;
  reasons: PhonePunchReason[];
  distance_m: number | null;
  accuracy_m: number | null;
  clock_skew_s: number;
  selfie_files_id: string | null;
}

/**
 * `txn_attendance_phone_status`: the employee's sites it may punch at today and its phone
 * punches of the IST day; for an approver, the phone punches in its scope waiting for a
 * decision.
 */
export const attendancePhoneStatusTxn = declareTxn({
  name: 'txn_attendance_phone_status',
  folder: 'attendance',
  op: 'R',
  params: z.object({}).strict(),
  refusal: phonePunchMessages.invalidPunch,
  reply: replyOf<
    never,
    { sites: PhonePunchSite[]; today: PhonePunchRecord[]; waiting: PhonePunchRecord[] }
  >(),
});

/**
 * `txn_attendance_phone_decide`: the reporting officer (or AO, HR, admin) approves a
 * waiting phone punch, which then counts as any punch, or refuses it, which is kept refused.
 */
export const attendancePhoneDecideTxn = declareTxn({
  name: 'txn_attendance_phone_decide',
  folder: 'attendance',
  op: 'U',
  params: z.object({ id: idSchema, decision: z.enum(['approve', 'refuse']) }).strict(),
  refusal: phonePunchMessages.invalidPunch,
  reply: replyOf<never, { id: string; status: PhonePunchStatus }>(),
});
