import { sql } from 'kysely';
import { issueDeviceKey } from '../../attendance/punches/device-keys.js';
import { issueKeyMessages, parseIssueKeyParams } from '../../attendance/punches/issue-key-params.js';
import { permittedTxn } from '../../attendance/txn-folder.js';
import { requireSession, TxnError, type TxnHandler } from '../types.js';

/**
 * Issues a device's key for the caller's business (admin only, the catalogue's
 * permission), replacing and so revoking any earlier key. The key is answered once:
 * only its hash is kept (attendance README "Device keys").
 */
export const txnDevicesIssueKey: TxnHandler = {
  name: 'txn_devices_issue_key',
  async run(request, server) {
    const session = requireSession(request);
    permittedTxn(server, session, 'devices', 'txn_devices_issue_key');
    const params = parseIssueKeyParams(request.txn.params);
    if (!params.ok) throw new TxnError(issueKeyMessages.invalidParams, { issues: [params.issues] });
    const device = (
      await sql<{ id: string; serial_number: string | null }>`select id, serial_number from devices
        where id = ${params.devicesId} and not deleted`.execute(server.db)
    ).rows[0];
    if (!device) throw new TxnError(issueKeyMessages.unknownDevice);
    const key = await issueDeviceKey(server.db, device.id, session.env.partners_id);
    return {
      records: [JSON.stringify({ devices_id: device.id, serial_number: device.serial_number, key })],
    };
  },
};
