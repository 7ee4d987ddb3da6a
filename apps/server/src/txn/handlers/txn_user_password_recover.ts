import { passwordProblem, userPasswordRecoverTxn } from '@muster/protocol';
import { resolveRecipient, spendOtp, verifyOtp } from '../../engine/auth/otp.js';
import { hashPassword } from '../../engine/auth/password.js';
import { TxnError } from '../../platform/refusal.js';
import { handleTxn } from '../types.js';

/**
 * Ends a recovery: the mailed code authorises one password change, and every session of
 * the user ends with it, since whoever held the old password may hold a session too.
 */
export const txnUserPasswordRecover = handleTxn(
  userPasswordRecoverTxn,
  async ({ params }, { db, sessions }) => {
    const problem = passwordProblem(params.password);
    if (problem) throw new TxnError(problem);
    const recipient = await resolveRecipient(db, 'recover', params);
    const codeId = await verifyOtp(
      db,
      { employeesId: recipient.id, purpose: 'recover', channel: 'email' },
      params.otp,
    );
    const hashed = await hashPassword(params.password);
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
);
