import { passwordProblem, serverMessages } from '@muster/protocol';
import { z } from 'zod';
import { hashPassword, verifyPassword } from '../../auth/password.js';
import { requireSession, TxnError, type TxnHandler } from '../types.js';

const paramsSchema = z.object({
  old_password: z.string().min(1).max(200),
  new_password: z.string().max(200),
});

export const oldPasswordWrong = 'Old password is incorrect';

/**
 * The reset-password form of settings: the signed-in user changes its own password, and
 * every other session of the user ends on every instance; the one asking stays signed in.
 */
export const txnUserPasswordChange: TxnHandler = {
  name: 'txn_user_password_change',
  async run(request, { db, sessions }) {
    const session = requireSession(request);
    const params = paramsSchema.safeParse(request.txn.params ?? {});
    if (!params.success) throw new TxnError(serverMessages.invalidFrame);
    const employee = await db
      .selectFrom('employees')
      .select('password')
      .where('id', '=', session.employeesId)
      .executeTakeFirst();
    if (!(await verifyPassword(employee?.password ?? null, params.data.old_password))) {
      throw new TxnError(oldPasswordWrong);
    }
    const problem = passwordProblem(params.data.new_password);
    if (problem) throw new TxnError(problem);
    const password = await hashPassword(params.data.new_password);
    // whoever held another session (perhaps the reason for the change) is signed out with it
    const { delivered } = await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('employees')
        .set({ password, last_modified: new Date() })
        .where('id', '=', session.employeesId)
        .execute();
      return sessions.endAllOf(trx, session.employeesId, request.sessionKey ?? undefined);
    });
    await delivered;
    return { records: [] };
  },
};
