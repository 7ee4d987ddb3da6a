import { devicesSyncTimeTxn } from '@muster/protocol';
import { queueCommands } from '../../domain/devices/store/command-queue.js';
import { handleTxn } from '../types.js';
import { scopedTerminal } from './device-row.js';

/** Queues a clock set for a push terminal; it takes it at its next heartbeat (http/iclock README). */
export const txnDevicesSyncTime = handleTxn(devicesSyncTimeTxn, async ({ params, session, txn }, server) => {
  const terminal = await scopedTerminal(server, session, txn, devicesSyncTimeTxn.name, params.id);
  await queueCommands(server.db, terminal.id, [{ kind: 'set_time' }], session.env.employees_id);
  return { records: [] };
});
