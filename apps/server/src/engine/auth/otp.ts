import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { businessDayKey, defaultBusinessTimeZone } from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import type { Database, OneTimeCodesTable } from '../../platform/db/schema.js';
import { TxnError } from '../../platform/refusal.js';

export type OtpPurpose = OneTimeCodesTable['purpose'];
export type OtpChannel = OneTimeCodesTable['channel'];

/** Spec 000 §9: one-time codes are 5 characters. */
export const otpLength = 5;
export const otpLifetimeMs = 10 * 60 * 1000;
/** Wrong tries one code takes before it is dead, which keeps guessing 5 characters hopeless. */
export const otpMaxAttempts = 5;
/** Codes one user may ask for per purpose and channel within an hour: stops mail and text floods. */
export const otpMaxPerHour = 5;
/** How long a verified sign-up code stays good for finishing the sign-up. */
export const otpVerifiedLifetimeMs = 30 * 60 * 1000;

// No 0/O, 1/I/L: a code read from a phone screen is typed without guessing.
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export const otpMessages = {
  tooMany: 'Too many codes asked for, please try again later',
  expired: 'The code has expired, please ask for a new one',
  wrong: 'Wrong code',
  locked: 'Too many wrong codes, please ask for a new one',
  notVerified: 'Please verify your email and phone first',
} as const;

export interface OtpTarget {
  employeesId: string;
  purpose: OtpPurpose;
  channel: OtpChannel;
}

const hashCode = (id: string, code: string) =>
  createHash('sha256').update(`${id}:${code.trim().toUpperCase()}`).digest();

export function generateOtp(): string {
  return Array.from({ length: otpLength }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** Issues a new code for the target, retiring any earlier unused one; answers the code to send. */
export async function issueOtp(db: Kysely<Database>, target: OtpTarget, now = new Date()): Promise<string> {
  const recent = await db
    .selectFrom('one_time_codes')
    .select(sql<string>`count(*)`.as('count'))
    .where('employees_id', '=', target.employeesId)
    .where('purpose', '=', target.purpose)
    .where('channel', '=', target.channel)
    .where('created_at', '>', new Date(now.getTime() - 60 * 60 * 1000))
    .executeTakeFirstOrThrow();
  if (Number(recent.count) >= otpMaxPerHour) throw new TxnError(otpMessages.tooMany);
  const code = generateOtp();
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await retireCodes(trx, target, now);
    await trx
      .insertInto('one_time_codes')
      .values({
        id,
        employees_id: target.employeesId,
        purpose: target.purpose,
        channel: target.channel,
        code_hash: hashCode(id, code).toString('hex'),
        created_at: now,
        expires_at: new Date(now.getTime() + otpLifetimeMs),
        verified_at: null,
        used_at: null,
      })
      .execute();
  });
  return code;
}

function retireCodes(db: Kysely<Database>, target: OtpTarget, now: Date) {
  return db
    .updateTable('one_time_codes')
    .set({ used_at: now })
    .where('employees_id', '=', target.employeesId)
    .where('purpose', '=', target.purpose)
    .where('channel', '=', target.channel)
    .where('used_at', 'is', null)
    .execute();
}

/**
 * Checks a typed code against the target's live code. A wrong code costs one attempt;
 * a right one is marked verified and its id answered. Refusals are TxnErrors.
 */
export async function verifyOtp(
  db: Kysely<Database>,
  target: OtpTarget,
  code: string,
  now = new Date(),
): Promise<string> {
  const live = await db
    .selectFrom('one_time_codes')
    .select(['id', 'code_hash', 'attempts', 'expires_at', 'verified_at'])
    .where('employees_id', '=', target.employeesId)
    .where('purpose', '=', target.purpose)
    .where('channel', '=', target.channel)
    .where('used_at', 'is', null)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!live || live.expires_at <= now) throw new TxnError(otpMessages.expired);
  if (live.attempts >= otpMaxAttempts) throw new TxnError(otpMessages.locked);
  if (!timingSafeEqual(hashCode(live.id, code), Buffer.from(live.code_hash, 'hex'))) {
    // Counted in SQL, so concurrent wrong tries cannot slip past the limit.
    const counted = await db
      .updateTable('one_time_codes')
      .set({ attempts: sql`attempts + 1` })
      .where('id', '=', live.id)
      .where('attempts', '<', otpMaxAttempts)
      .returning('attempts')
      .executeTakeFirst();
    throw new TxnError(counted && counted.attempts < otpMaxAttempts ? otpMessages.wrong : otpMessages.locked);
  }
  await db
    .updateTable('one_time_codes')
    .set({ verified_at: live.verified_at ?? now })
    .where('id', '=', live.id)
    .execute();
  return live.id;
}

/** Spends the target's verified code; refuses when there is none still good. */
export async function spendVerifiedOtp(
  db: Kysely<Database>,
  target: OtpTarget,
  now = new Date(),
): Promise<void> {
  const spent = await db
    .updateTable('one_time_codes')
    .set({ used_at: now })
    .where('employees_id', '=', target.employeesId)
    .where('purpose', '=', target.purpose)
    .where('channel', '=', target.channel)
    .where('used_at', 'is', null)
    .where('verified_at', '>', new Date(now.getTime() - otpVerifiedLifetimeMs))
    .returning('id')
    .execute();
  if (spent.length === 0) throw new TxnError(otpMessages.notVerified);
}

/** Spends one verified code; of two racing uses of the same code only the first gets through. */
export async function spendOtp(db: Kysely<Database>, id: string, now = new Date()): Promise<void> {
  const spent = await db
    .updateTable('one_time_codes')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!spent) throw new TxnError(otpMessages.expired);
}

/** The employee a code is for, with where codes go and whether it has a login yet. */
export interface OtpRecipient {
  id: string;
  hasLogin: boolean;
  joiningDate: Date | null;
  /** The zone of the employee's business: its joining day is a day of that calendar. */
  timeZone: string;
  email: string | null;
  phone: string | null;
}

export async function findOtpRecipient(
  db: Kysely<Database>,
  swhandle: string,
  code: string,
): Promise<OtpRecipient | null> {
  const row = await db
    .selectFrom('employees')
    .innerJoin('partners', 'partners.id', 'employees.partners_id')
    .leftJoin('persons', 'persons.id', 'employees.persons_id')
    .select([
      'employees.id',
      'employees.password',
      'employees.joining_date',
      'partners.time_zone',
      'persons.email',
      'persons.phone',
    ])
    .where(sql`lower(partners.sw_handle)`, '=', swhandle.trim().toLowerCase())
    .where(sql`lower(employees.code)`, '=', code.trim().toLowerCase())
    .where('partners.deleted', '=', false)
    .where('employees.deleted', '=', false)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    hasLogin: row.password !== null,
    joiningDate: row.joining_date,
    timeZone: row.time_zone || defaultBusinessTimeZone,
    email: row.email ?? null,
    phone: row.phone ?? null,
  };
}

/**
 * A stored instant's day in the business's zone (spec 000 §9 stored times are UTC; the day is
 * the business's, partners.time_zone, issue #28 item 2). Only the joining date a sign-up
 * claims is a day: a code's validity is an instant (expires_at against now) and needs none.
 */
export function businessDate(time: Date, timeZone: string): string {
  return businessDayKey(time.getTime(), timeZone);
}

/** Hides most of an address, so a reply says where a code went without disclosing it. */
export function maskDestination(destination: string): string {
  const at = destination.indexOf('@');
  if (at > 0) return `${destination.slice(0, 1)}***${destination.slice(at)}`;
  return `${'*'.repeat(Math.max(destination.length - 4, 0))}${destination.slice(-4)}`;
}

export const recipientMessages = {
  noEmployee: 'No employee matches these details',
  alreadySignedUp: 'This user already has a login, please sign in',
  noLogin: 'No login found for this handle and user name',
  noEmail: 'No email address is on record for this user',
  noPhone: 'No phone number is on record for this user',
} as const;

/** Who asks for a code: sign-up also names the joining date on the employee's record. */
export interface RecipientClaim {
  swhandle: string;
  code: string;
  joining_date?: string | undefined;
}

/**
 * The employee a sign-up or recovery is for. Sign-up needs an existing employee record
 * that matches handle, code and joining date and has no login yet; recovery needs a login.
 */
export async function resolveRecipient(
  db: Kysely<Database>,
  purpose: OtpPurpose,
  claim: RecipientClaim,
): Promise<OtpRecipient> {
  const recipient = await findOtpRecipient(db, claim.swhandle, claim.code);
  if (purpose === 'recover') {
    if (!recipient?.hasLogin) throw new TxnError(recipientMessages.noLogin);
    return recipient;
  }
  const joinedOn = recipient?.joiningDate ? businessDate(recipient.joiningDate, recipient.timeZone) : null;
  if (!recipient || joinedOn !== claim.joining_date) throw new TxnError(recipientMessages.noEmployee);
  if (recipient.hasLogin) throw new TxnError(recipientMessages.alreadySignedUp);
  return recipient;
}
