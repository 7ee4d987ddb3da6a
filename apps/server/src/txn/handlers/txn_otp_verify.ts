import { otpVerifyTxn } from '@muster/protocol';
import { resolveRecipient, verifyOtp } from '../../engine/auth/otp.js';
import { handleTxn } from '../types.js';

/**
 * Checks a sign-up code (the Verify Email and Verify Phone steps). Recovery has no
 * separate check: its code is checked by the password change it authorises.
 */
export const txnOtpVerify = handleTxn(otpVerifyTxn, async ({ params }, { db }) => {
  const recipient = await resolveRecipient(db, 'sign_up', params);
  await verifyOtp(db, { employeesId: recipient.id, purpose: 'sign_up', channel: params.channel }, params.otp);
  return { records: [] };
});
