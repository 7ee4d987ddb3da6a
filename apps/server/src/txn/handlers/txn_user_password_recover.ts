import { passwordProblem, serverMessages } from '@muster/protocol';
import { z } from 'zod';
import { resolveRecipient, spendOtp, verifyOtp } from '../../auth/otp.js';
import { hashPassword } from '../../auth/password.js';
import { TxnError, type TxnHandler } from '../types.js';
import { otpClaimSchema } from './txn_otp_send.js';

const paramsSchema = otpClaimSchema.extend({
  otp: z.string().trim().min(1).max(32),
  password: z.string().max(200),
});

/**
 * Ends a recovery: the mailed code authorises one password change, and every session of
 * the user ends with it, since whoever held the old password may hold a session too.
 */
export const txnUserPasswordRecover: TxnHandler = {
  name: 'txn_user_password_recover',
  anonymous: true,
  async run({ txn }, { db, sessions }) {
    const params = paramsSchema.safeParse(txn.params ?? {});
    if (!params.success) throw new TxnError(serverMessages.invalidFrame);
    const problem = passwordProblem(params.data.password);
    if (problem) throw new TxnError(problem);
    const recipient = await resolveRecipient(db, 'recover', params.data);
    const codeId = await verifyOtp(
      db,
      { employeesId: recipient.id, purpose: 'recover', channel: 'email' },
      params.data.otp,
    );
    const hashed = await hashPassword(params.data.password);
    const ending = await db.transaction().execute(async (trx) => {
      await spendOtp(trx, codeId);
      await trx
        .updateTable('employees')
        .set({ password: hashed, last_modified: new Date() })
        .where('id', '=', recipient.id)
        .execute();
      return sessions.endAllOf(trx, recipient.id);
    });
    await ending.delivered;
    return { records: [] };
  },
};
