import { passwordProblem, serverMessages } from '@muster/protocol';
import { z } from 'zod';
import { recipientMessages, resolveRecipient, spendVerifiedOtp } from '../../auth/otp.js';
import { hashPassword } from '../../auth/password.js';
import { TxnError, type TxnHandler } from '../types.js';
import { otpClaimSchema } from './txn_otp_send.js';

const paramsSchema = otpClaimSchema.extend({
  joining_date: z.iso.date(),
  password: z.string().max(200),
});

/**
 * Creates the login of an existing employee (spec 000 §3 "Sign-up input") once its
 * email and phone codes are verified; both codes are spent with the password set.
 */
export const txnBusinessesSignUp: TxnHandler = {
  name: 'txn_businesses_sign_up',
  anonymous: true,
  async run({ txn }, { db }) {
    const params = paramsSchema.safeParse(txn.params ?? {});
    if (!params.success) throw new TxnError(serverMessages.invalidFrame);
    const problem = passwordProblem(params.data.password);
    if (problem) throw new TxnError(problem);
    const recipient = await resolveRecipient(db, 'sign_up', params.data);
    const hashed = await hashPassword(params.data.password);
    await db.transaction().execute(async (trx) => {
      for (const channel of ['email', 'phone'] as const) {
        await spendVerifiedOtp(trx, { employeesId: recipient.id, purpose: 'sign_up', channel });
      }
      // Guarded by `password is null`, so two racing sign-ups cannot both set it.
      const updated = await trx
        .updateTable('employees')
        .set({ password: hashed, last_modified: new Date() })
        .where('id', '=', recipient.id)
        .where('password', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!updated) throw new TxnError(recipientMessages.alreadySignedUp);
    });
    return { records: [] };
  },
};
