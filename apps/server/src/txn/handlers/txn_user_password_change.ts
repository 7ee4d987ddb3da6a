import { passwordProblem, userPasswordChangeTxn } from '@muster/protocol';
import { hashPassword, verifyPassword } from '../../engine/auth/password.js';
import { TxnError } from '../../platform/refusal.js';
import { handleTxn } from '../types.js';

export const oldPasswordWrong = 'Old password is incorrect';

/**
 * The reset-password form of settings: the signed-in user changes its own password, and
 * every other session of the user ends on every instance; the one asking stays signed in.
 */
export const txnUserPasswordChange = handleTxn(
  userPasswordChangeTxn,
  async ({ params, session, sessionKey }, { db, sessions }) => {
    const employee = await db
      .selectFrom('employees')
      .select('password')
      .where('id', '=', session.employeesId)
      .executeTakeFirst();
    if (!(await verifyPassword(employee?.password ?? null, params.old_password))) {
      throw new TxnError(oldPasswordWrong);
    }
    const problem = passwordProblem(params.new_password);
    if (problem) throw new TxnError(problem);
    const password = await hashPassword(params.new_password);
    // whoever held another session (perhaps the reason for the change) is signed out with it
    const { delivered } = await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('employees')
        .set({ password, last_modified: new Date() })
        .where('id', '=', session.employeesId)
        .execute();
      return sessions.endAllOf(trx, session.employeesId, sessionKey ?? undefined);
    });
    await delivered;
    return { records: [] };
  },
);
