import { devicesIssueKeyTxn } from '@muster/protocol';
import { issueDeviceKey } from '../../domain/attendance/punches/device-keys.js';
import { handleTxn } from '../types.js';
import { scopedDevice } from './device-row.js';

/**
 * Issues a device's key for the device's business (admin only, the catalogue's
 * permission), replacing and so revoking any earlier key. The key is answered once:
 * only its hash is kept (attendance README "Device keys").
 */
export const txnDevicesIssueKey = handleTxn(devicesIssueKeyTxn, async ({ params, session, txn }, server) => {
  const device = await scopedDevice(server, session, txn, devicesIssueKeyTxn.name, params.id);
  const key = await issueDeviceKey(server.db, device.id, device.partners_id);
  return {
    records: [JSON.stringify({ devices_id: device.id, serial_number: device.serial_number, key })],
  };
});
