import { z } from 'zod';
import { serverMessages } from '../messages.js';
import { loginParamsSchema, type SessionRecord } from '../session.js';
import { declareTxn, replyOf } from './declare.js';

/** Sign-in with handle, employee code and password; any mismatch is 'Invalid credentials'. */
export const userLoginTxn = declareTxn({
  name: 'txn_user_login',
  folder: 'sessions',
  op: 'X',
  params: loginParamsSchema,
  refusal: serverMessages.invalidCredentials,
  anonymous: true,
  reply: replyOf<SessionRecord>(),
});

/** Ends the caller's session. */
export const userLogoutTxn = declareTxn({
  name: 'txn_user_logout',
  folder: 'sessions',
  op: 'Y',
  params: z.object({}),
  refusal: serverMessages.invalidFrame,
  reply: replyOf<never>(),
});

/** Who a code is for: the business, the employee code and, for sign-up, the joining date. */
export const otpClaimSchema = z.object({
  swhandle: z.string().trim().min(1).max(64),
  code: z.string().trim().min(1).max(64),
  joining_date: z.iso.date().optional(),
});
export const otpChannels = ['email', 'phone'] as const;

/** Sends a one-time code for sign-up (both channels) or recovery (email); answers where, masked. */
export const otpSendTxn = declareTxn({
  name: 'txn_otp_send',
  folder: 'employees',
  op: 'X',
  params: otpClaimSchema.extend({
    purpose: z.enum(['sign_up', 'recover']),
    channel: z.enum(otpChannels),
    /** The interface language, which the message is written in. */
    language: z.string().max(8).default('eng'),
  }),
  refusal: serverMessages.invalidFrame,
  anonymous: true,
  reply: replyOf<{ sent_to: string }>(),
});

/** Checks a sign-up code (the Verify Email and Verify Phone steps). */
export const otpVerifyTxn = declareTxn({
  name: 'txn_otp_verify',
  folder: 'employees',
  op: 'X',
  params: otpClaimSchema.extend({
    channel: z.enum(otpChannels),
    otp: z.string().trim().min(1).max(32),
  }),
  refusal: serverMessages.invalidFrame,
  anonymous: true,
  reply: replyOf<never>(),
});

/** Creates an existing employee's login once both sign-up codes are verified (spec 000 §3). */
export const businessesSignUpTxn = declareTxn({
  name: 'txn_businesses_sign_up',
  folder: 'employees',
  op: 'C',
  params: otpClaimSchema.extend({ joining_date: z.iso.date(), password: z.string().max(200) }),
  refusal: serverMessages.invalidFrame,
  anonymous: true,
  reply: replyOf<never>(),
});

/** Ends a recovery: the mailed code authorises one password change. */
export const userPasswordRecoverTxn = declareTxn({
  name: 'txn_user_password_recover',
  folder: 'employees',
  op: 'U',
  params: otpClaimSchema.extend({
    otp: z.string().trim().min(1).max(32),
    password: z.string().max(200),
  }),
  refusal: serverMessages.invalidFrame,
  anonymous: true,
  reply: replyOf<never>(),
});

/** The signed-in user changes its own password (settings' reset-password form). */
export const userPasswordChangeTxn = declareTxn({
  name: 'txn_user_password_change',
  folder: 'employees',
  op: 'U',
  params: z.object({ old_password: z.string().min(1).max(200), new_password: z.string().max(200) }),
  refusal: serverMessages.invalidFrame,
  reply: replyOf<never>(),
});
