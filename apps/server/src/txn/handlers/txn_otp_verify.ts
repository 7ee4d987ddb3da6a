import { serverMessages } from '@muster/protocol';
import { z } from 'zod';
import { resolveRecipient, verifyOtp } from '../../auth/otp.js';
import { TxnError, type TxnHandler } from '../types.js';
import { otpClaimSchema } from './txn_otp_send.js';

const paramsSchema = otpClaimSchema.extend({
  channel: z.enum(['email', 'phone']),
  otp: z.string().trim().min(1).max(32),
});

/**
 * Checks a sign-up code (the Verify Email and Verify Phone steps). Recovery has no
 * separate check: its code is checked by the password change it authorises.
 */
export const txnOtpVerify: TxnHandler = {
  name: 'txn_otp_verify',
  anonymous: true,
  async run({ txn }, { db }) {
    const params = paramsSchema.safeParse(txn.params ?? {});
    if (!params.success) throw new TxnError(serverMessages.invalidFrame);
    const recipient = await resolveRecipient(db, 'sign_up', params.data);
    await verifyOtp(
      db,
      { employeesId: recipient.id, purpose: 'sign_up', channel: params.data.channel },
      params.data.otp,
    );
    return { records: [] };
  },
};
