import { z } from 'zod';
import { idSchema } from '../field-types/uuid.js';
import { declareTxn, replyOf } from './declare.js';
import { folderTxnMessages } from './folders.js';

/**
 * Commands queued for a push terminal (the server's http/iclock README): it takes them at
 * its next heartbeat. Both act on one row of the devices folder, named by its id, as a
 * handler action on a row does (op X).
 */
const deviceRowParams = z.object({ id: idSchema }).strict();

/** Sets the terminal's clock to the server's time in the device's zone. */
export const devicesSyncTimeTxn = declareTxn({
  name: 'txn_devices_sync_time',
  folder: 'devices',
  op: 'X',
  params: deviceRowParams,
  refusal: folderTxnMessages.invalidRequest,
  reply: replyOf<never>(),
});

/** Clears the terminal's users and loads the employees of its business at its site. */
export const devicesReloadUsersTxn = declareTxn({
  name: 'txn_devices_reload_users',
  folder: 'devices',
  op: 'X',
  params: deviceRowParams,
  refusal: folderTxnMessages.invalidRequest,
  reply: replyOf<never>(),
});

/**
 * Applies a punch a device sent that was kept unapplied (unmatched_punches folder: an
 * unknown PIN, or a clock ahead of the server's), once an employee has the code or the
 * clock's offset is entered; the employee's days are recomputed.
 */
export const unmatchedPunchesApplyTxn = declareTxn({
  name: 'txn_unmatched_punches_apply',
  folder: 'unmatched_punches',
  op: 'X',
  params: z.object({ id: idSchema }).strict(),
  refusal: folderTxnMessages.invalidRequest,
  reply: replyOf<never>(),
});
