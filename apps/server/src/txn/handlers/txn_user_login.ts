import { type SessionRecord, serverMessages, userLoginTxn } from '@muster/protocol';
import { sql } from 'kysely';
import { deriveEnvironment } from '../../engine/auth/environment.js';
import { verifyPassword } from '../../engine/auth/password.js';
import { createSession } from '../../engine/auth/session.js';
import { TxnError } from '../../platform/refusal.js';
import { handleTxn } from '../types.js';

/** Sign-in with handle, employee code and password; any mismatch is 'Invalid credentials'. */
export const txnUserLogin = handleTxn(userLoginTxn, async ({ params }, { db }) => {
  const { swhandle, code, password } = params;
  const employee = await db
    .selectFrom('employees')
    .innerJoin('partners', 'partners.id', 'employees.partners_id')
    .leftJoin('persons', 'persons.id', 'employees.persons_id')
    .leftJoin('files', 'files.id', 'employees.profile_picture')
    .select([
      'employees.id',
      'employees.code',
      'employees.partners_id',
      'employees.groups_id',
      'employees.password',
      'partners.sw_handle',
      'partners.name as business_name',
      'partners.time_zone',
      sql<string | null>`persons.first_name ->> 'eng'`.as('first_name'),
      'files.filepath',
    ])
    .where(sql`lower(partners.sw_handle)`, '=', swhandle.toLowerCase())
    .where(sql`lower(employees.code)`, '=', code.toLowerCase())
    .where('partners.deleted', '=', false)
    .where('employees.deleted', '=', false)
    .executeTakeFirst();
  if (!(await verifyPassword(employee?.password ?? null, password)) || !employee) {
    throw new TxnError(serverMessages.invalidCredentials);
  }
  const env = await deriveEnvironment(db, employee);
  const record: SessionRecord = {
    session_key: await createSession(db, env),
    first_name: employee.first_name ?? employee.code,
    filepath: employee.filepath ?? null,
    swhandle: employee.sw_handle,
    code: employee.code,
    business_name: employee.business_name,
  };
  return { records: [JSON.stringify(record)] };
});
