import { businessesSignUpTxn, passwordProblem } from '@muster/protocol';
import { recipientMessages, resolveRecipient, spendVerifiedOtp } from '../../engine/auth/otp.js';
import { hashPassword } from '../../engine/auth/password.js';
import { TxnError } from '../../platform/refusal.js';
import { handleTxn } from '../types.js';

/**
 * Creates the login of an existing employee (spec 000 §3 "Sign-up input") once its
 * email and phone codes are verified; both codes are spent with the password set.
 */
export const txnBusinessesSignUp = handleTxn(businessesSignUpTxn, async ({ params }, { db }) => {
  const problem = passwordProblem(params.password);
  if (problem) throw new TxnError(problem);
  const recipient = await resolveRecipient(db, 'sign_up', params);
  const hashed = await hashPassword(params.password);
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
});
