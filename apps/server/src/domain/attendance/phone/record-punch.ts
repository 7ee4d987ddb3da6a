import { randomUUID } from 'node:crypto';
import {
  maxSelfieBytes,
  type PhonePunchReason,
  type PhonePunchReply,
  phonePunchMessages,
} from '@muster/protocol';
import type { Kysely } from 'kysely';
import type { Session } from '../../../engine/auth/session.js';
import { zoneOfEmployee } from '../../../engine/scope/business-zone.js';
import type { Database } from '../../../platform/db/schema.js';
import { TxnError } from '../../../platform/refusal.js';
import { storeFileBytes } from '../../files/stored-files.js';
import { refuseClosedEmployeeDays } from '../../month-lock/month-lock.js';
import { istDayKey } from '../compute/index.js';
import { recomputeAfterPunches } from '../recompute/index.js';
import { punchSitesOf } from './load-site.js';
import { judgePhonePunch } from './rules.js';

/** A phone punch as the txn received it (protocol's attendancePhonePunchTxn). */
export interface PhonePunchRequest {
  id: string;
  direction: 'in' | 'out';
  sites_id: string;
  device_time: string;
  sent_at: string;
  position: { latitude: number; longitude: number; accuracy: number } | null;
  selfie: string | null;
}

const jpegSignature = [0xff, 0xd8, 0xff];

/** The selfie's bytes: a JPEG of at most 100 kB, else a refusal. */
function selfieBytes(base64: string | null): Uint8Array | null {
  if (base64 === null) return null;
  const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
  if (bytes.length > maxSelfieBytes || !jpegSignature.every((byte, index) => bytes[index] === byte))
    throw new TxnError(phonePunchMessages.selfieTooLarge);
  return bytes;
}

/**
 * Records a phone punch (domain/attendance/README.md "Phone punches"): load the employee's
 * sites and any punch already received with this id, judge it by the site's policy, then
 * one write: the phone punch, its selfie's files record and, when applied, the punch the
 * attendance computes from (source 'mobile'), whose days are then recomputed. The same id
 * again answers the first reply and writes nothing.
 */
export async function recordPhonePunch(
  db: Kysely<Database>,
  dataDir: string,
  session: Session,
  request: PhonePunchRequest,
  receivedAt: number,
): Promise<PhonePunchReply> {
  const employeeId = session.env.employees_id;
  if (!employeeId) throw new TxnError(phonePunchMessages.noEmployee);
  const repeated = await db
    .selectFrom('phone_punches')
    .selectAll()
    .where('id', '=', request.id)
    .executeTakeFirst();
  if (repeated) {
    if (repeated.employees_id !== employeeId) throw new TxnError(phonePunchMessages.invalidPunch);
    return {
      id: repeated.id,
      status: repeated.status,
      reasons: repeated.reasons as PhonePunchReason[],
      distance_m: repeated.distance_m,
      repeated: true,
    };
  }
  const deviceTime = Date.parse(request.device_time);
  const site = (await punchSitesOf(db, employeeId, new Date(deviceTime))).find(
    (s) => s.id === request.sites_id,
  );
  if (!site) throw new TxnError(phonePunchMessages.notYourSite);
  const selfie = selfieBytes(request.selfie);
  const judged = judgePhonePunch(site, {
    position: request.position,
    hasSelfie: selfie !== null,
    deviceTime,
    sentAt: Date.parse(request.sent_at),
    receivedAt,
  });
  if (judged.kind === 'refused') throw new TxnError(judged.message);
  const punchedAt = new Date(judged.punchedAt);
  // a closed month's attendance takes no punch (issue #32 item 3), as no other write of it
  // on the day of the employee's business (issue #28 item 2), as its month closes there
  await refuseClosedEmployeeDays(db, [
    { employeeId, from: istDayKey(judged.punchedAt, await zoneOfEmployee(db, employeeId)) },
  ]);

  const stored = selfie && (await storeFileBytes(dataDir, selfie, 'jpg'));
  const inserted = await db
    .transaction()
    .execute(async (trx) => {
      const selfieId = stored ? randomUUID() : null;
      const punchId =
        judged.status === 'applied'
          ? ((
              await trx
                .insertInto('punches')
                .values({ employees_id: employeeId, punched_at: punchedAt, source: 'mobile' })
                .onConflict((conflict) => conflict.columns(['employees_id', 'punched_at']).doNothing())
                .returning('id')
                .executeTakeFirst()
            )?.id ?? null)
          : null;
      const row = await trx
        .insertInto('phone_punches')
        .values({
          id: request.id,
          partners_id: session.env.partners_id,
          employees_id: employeeId,
          sites_id: site.id,
          direction: request.direction,
          device_time: new Date(deviceTime),
          punched_at: punchedAt,
          device_sent_at: new Date(request.sent_at),
          received_at: new Date(receivedAt),
          clock_skew_s: judged.clockSkewS,
          latitude: request.position?.latitude ?? null,
          longitude: request.position?.longitude ?? null,
          accuracy_m: request.position?.accuracy ?? null,
          distance_m: judged.distanceM,
          selfie_files_id: selfieId,
          status: judged.status,
          reasons: judged.reasons,
          punches_id: punchId,
        })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      // sent twice at once: the other request kept it, and this one writes nothing
      if (!row) throw new RepeatedPunch();
      if (stored && selfieId)
        await trx
          .insertInto('files')
          .values({
            id: selfieId,
            partners_id: session.env.partners_id,
            filepath: stored.filepath,
            original_filename: `selfie-${request.id}.jpg`,
            md5sum: stored.md5sum,
            mime_type: 'image/jpeg',
            size_bytes: stored.size,
          })
          .execute();
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof RepeatedPunch) return false;
      throw error;
    });
  if (!inserted) return recordPhonePunch(db, dataDir, session, request, receivedAt);
  if (judged.status === 'applied')
    await recomputeAfterPunches(db, new Map([[employeeId, { from: punchedAt, to: punchedAt }]]));
  return {
    id: request.id,
    status: judged.status,
    reasons: judged.reasons,
    distance_m: judged.distanceM,
    repeated: false,
  };
}

class RepeatedPunch extends Error {}
