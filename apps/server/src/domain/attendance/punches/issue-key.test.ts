import { attendanceParamsMessages } from '@muster/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { txnPermissionMessages } from '../../../engine/lists/permitted-txn.js';
import { records, refusal, WriteKit, written } from '../../../engine/patch/testing/test-kit.js';
import { testDatabaseKinds } from '../../../testing/index.js';
import { deviceRowMessages } from '../../../txn/handlers/device-row.js';
import { addDays, istDayKey } from '../compute/index.js';
import { istInstant } from './testing/test-fixture.js';

const yesterday = addDays(istDayKey(Date.now()), -1);

describe.each(testDatabaseKinds)('txn_devices_issue_key on %s', (kind) => {
  let kit: WriteKit;
  let deviceId: string;
  const serial = 'GATE-KEY-01';

  const issue = (user: string, devicesId: string) =>
    kit.txn(user, {
      name: 'txn_devices_issue_key',
      folder: 'devices',
      client_props: { txn_op: 'X' },
      params: { id: devicesId },
    });
  const keyOf = async (user: string) => {
    const [record] = records(await issue(user, deviceId));
    expect(record).toMatchObject({ devices_id: deviceId, serial_number: serial });
    return record?.key as string;
  };
  const punch = (key: string, clock: string) =>
    fetch(`${kit.server.server.url}/devices/punches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        serial_number: serial,
        key,
        punches: [{ employee_code: 'emp1', timestamp: istInstant(yesterday, clock) }],
      }),
    });

  // seeding a demo database is the slow part on a shared machine
  beforeAll(async () => {
    kit = await WriteKit.start(kind);
    const [site] = await kit.list(
      'admin',
      'sites',
      ['id'],
      [{ path: 'code', operator: '=', value: 'Kolkata' }],
    );
    const device = {
      code: 'GATE-1',
      name: 'Main gate',
      serial_number: serial,
      sites_id: [{ id: site?.id }],
      active: true,
    };
    deviceId = written(await kit.write('admin', 'devices', 'create', [{ op: 'C', data: device }])).id;
  }, 300_000);
  afterAll(async () => kit?.stop());

  it('answers a key once that the device punches with; a new key revokes the old one', async () => {
    const first = await keyOf('admin');
    expect(first).toMatch(/^[\w-]{43}$/);
    const accepted = await punch(first, '09:01');
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ inserted: 1, ignored: 0, unknown_employee_codes: [] });

    const second = await keyOf('admin');
    expect(second).not.toBe(first);
    expect((await punch(first, '18:02')).status).toBe(401);
    const again = await punch(second, '18:02');
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ inserted: 1 });
  });

  it('is for admin only, and for a device that exists', async () => {
    for (const user of ['ao1', 'hr1', 'emp1'])
      expect(refusal(await issue(user, deviceId)).message).toBe(
        `${txnPermissionMessages.notPermitted}: txn_devices_issue_key`,
      );
    expect(refusal(await issue('admin', crypto.randomUUID())).message).toBe(deviceRowMessages.unknownDevice);
    expect(refusal(await issue('admin', 'not-an-id')).message).toBe(
      attendanceParamsMessages.invalidDeviceKey,
    );
  });
});
