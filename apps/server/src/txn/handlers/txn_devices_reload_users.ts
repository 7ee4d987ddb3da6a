import { devicesReloadUsersTxn } from '@muster/protocol';
import { queueCommands } from '../../domain/devices/store/command-queue.js';
import { reloadUsersCommands } from '../../domain/devices/store/terminal-users.js';
import { handleTxn } from '../types.js';
import { scopedTerminal } from './device-row.js';

/**
 * Queues clear-and-reload of a push terminal's users: its users that are no employee of
 * its business at its site deleted, then every such employee written (http/iclock README).
 */
export const txnDevicesReloadUsers = handleTxn(
  devicesReloadUsersTxn,
  async ({ params, session, txn }, server) => {
    const terminal = await scopedTerminal(server, session, txn, devicesReloadUsersTxn.name, params.id);
    const commands = await reloadUsersCommands(server.db, terminal);
    await queueCommands(server.db, terminal.id, commands, session.env.employees_id);
    return { records: [] };
  },
);
