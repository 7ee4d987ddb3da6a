import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DeviceFixture,
  istInstant,
  startDeviceFixture,
} from '../../domain/attendance/punches/testing/test-fixture.js';
import { demoSignIn, TestChannel, testDatabaseKinds } from '../../testing/index.js';
import { maxPunchesPerRequest } from './device-punches.js';

interface AttendanceRow {
  attendance_date: string;
  att_type: { code: string }[] | null;
  in_timestamp: string | null;
  out_timestamp: string | null;
  working_minutes: number;
  overtime_minutes: number;
  deficit_minutes: number;
  total_punch_count: number;
  is_missed_punch: boolean;
  exception: { type: string; attendance_code: string }[];
}

describe.each(testDatabaseKinds)('POST /devices/punches on %s', (kind) => {
  let fixture: DeviceFixture;
  let channel: TestChannel;
  let session: string;

  beforeAll(async () => {
    fixture = await startDeviceFixture(kind);
    channel = await TestChannel.open(fixture.url, fixture.apiKey);
    session = await channel.login(demoSignIn);
  });
  afterAll(async () => {
    channel?.close();
    await fixture?.stop();
  });

  const post = async (body: unknown) => {
    const response = await fetch(`${fixture.url}/devices/punches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const punchesOf = (code: string, day: string, clocks: string[]) =>
    clocks.map((clock) => ({ employee_code: code, timestamp: istInstant(day, clock) }));
  const send = (punches: unknown[]) => post({ serial_number: fixture.serial, key: fixture.key, punches });

  const attendanceOn = async (day: string): Promise<AttendanceRow | undefined> => {
    const reply = await channel.txn(
      {
        name: 'txn_attendance_list',
        folder: 'attendance',
        client_props: { txn_op: 'R' },
        params: {
          filters: {
            filterInput: [
              { path: 'employees_id', operator: '=', value: fixture.employee.id },
              { path: 'attendance_date', operator: '=', value: istInstant(day, '00:00') },
            ],
          },
        },
      },
      session,
    );
    if (reply.output.type !== 'success') throw new Error(reply.output.message);
    const rows = reply.output.data.records.map((record) => JSON.parse(record) as AttendanceRow);
    expect(rows.length).toBeLessThanOrEqual(1);
    return rows[0];
  };

  it('stores punches once and counts a resent punch as ignored', async () => {
    const [day] = fixture.days as [string];
    const punches = punchesOf(fixture.employee.code, day, ['08:55', '13:00', '18:40']);
    expect(await send([...punches, punches[0]])).toEqual({
      status: 200,
      body: { inserted: 3, ignored: 1, unknown_employee_codes: [] },
    });
    expect((await send(punches)).body).toMatchObject({ inserted: 0, ignored: 3 });
  });

  it('computes the day from the stored punches and lists it through txn_attendance_list', async () => {
    const [day] = fixture.days as [string];
    const row = await attendanceOn(day);
    expect(row).toMatchObject({
      in_timestamp: new Date(istInstant(day, '08:55')).toISOString(),
      out_timestamp: new Date(istInstant(day, '18:40')).toISOString(),
      working_minutes: 585,
      overtime_minutes: 45,
      deficit_minutes: 585 - 450,
      total_punch_count: 3,
      is_missed_punch: false,
    });
    expect(row?.att_type?.[0]?.code).toBe('P');
    expect(row?.exception.map((entry) => entry.type)).toEqual(['system']);
  });

  it('marks a day with one punch as Single Punch, and the days around it absent with a missed punch', async () => {
    const [, , day] = fixture.days as [string, string, string];
    expect((await send(punchesOf(fixture.employee.code.toUpperCase(), day, ['09:10']))).body).toMatchObject({
      inserted: 1,
    });
    const row = await attendanceOn(day);
    // a Single Punch is not a missed punch: a working day with no punch at all is (issue #22 item 8)
    expect(row).toMatchObject({ is_missed_punch: false, working_minutes: 0, total_punch_count: 1 });
    expect(row?.att_type?.[0]?.code).toBe('SP');
    const [, before] = fixture.days as [string, string];
    const absent = await attendanceOn(before);
    expect(absent?.att_type?.[0]?.code).toBe('A');
    expect(absent).toMatchObject({ is_missed_punch: true, total_punch_count: 0 });
  });

  it('reports codes of no employee of the device business and keeps the rest', async () => {
    const [, , , day] = fixture.days as [string, string, string, string];
    const reply = await send([
      ...punchesOf('NOBODY-1', day, ['09:00']),
      ...punchesOf(fixture.foreignCode, day, ['09:00']),
      ...punchesOf(fixture.employee.code, day, ['09:00', '17:00']),
    ]);
    expect(reply.body).toEqual({
      inserted: 2,
      ignored: 0,
      unknown_employee_codes: ['NOBODY-1', fixture.foreignCode],
    });
    // not applied, but kept for admin and HR with why (issue #29 item 4: no punch is lost)
    const kept = await channel.txn(
      {
        name: 'txn_unmatched_punches_list',
        folder: 'unmatched_punches',
        client_props: { txn_op: 'R' },
        params: { filters: { filterInput: [{ path: 'employee_code', operator: '=', value: 'NOBODY-1' }] } },
      },
      session,
    );
    if (kept.output.type !== 'success') throw new Error(kept.output.message);
    const rows = kept.output.data.records.map(
      (record) => JSON.parse(record) as { reason: string; applied_at: string | null; punched_at: string },
    );
    expect(rows.map((row) => [row.reason, row.applied_at, row.punched_at])).toEqual([
      ['unknown_pin', null, new Date(istInstant(day, '09:00')).toISOString()],
    ]);
  });

  it('refuses a wrong key, an unknown serial and an inactive device with 401', async () => {
    const punches = punchesOf(fixture.employee.code, fixture.days[0] as string, ['10:00']);
    const refused = { status: 401, body: { error: 'Unknown device or wrong key' } };
    expect(await post({ serial_number: fixture.serial, key: `${fixture.key}x`, punches })).toEqual(refused);
    expect(await post({ serial_number: 'ZK-9999', key: fixture.key, punches })).toEqual(refused);
    expect(await post({ serial_number: fixture.inactiveSerial, key: fixture.inactiveKey, punches })).toEqual(
      refused,
    );
  });

  it('refuses malformed requests with 400 and stores nothing', async () => {
    const day = fixture.days[3] as string;
    expect(await post('{not json')).toEqual({ status: 400, body: { error: 'Request body must be JSON' } });
    const noOffset = await send([{ employee_code: fixture.employee.code, timestamp: `${day}T11:00:00` }]);
    expect(noOffset).toMatchObject({ status: 400, body: { error: 'Invalid punches request' } });
    expect((await send([])).status).toBe(400);
    const tooMany = Array.from({ length: maxPunchesPerRequest + 1 }, (_, minute) => ({
      employee_code: fixture.employee.code,
      timestamp: new Date(Date.parse(istInstant(day, '10:00')) + minute * 1000).toISOString(),
    }));
    expect((await send(tooMany)).body).toMatchObject({ error: 'Invalid punches request' });
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect(await send([{ employee_code: fixture.employee.code, timestamp: future }])).toEqual({
      status: 400,
      body: { error: 'Punch 0 is in the future: check the device clock' },
    });
    const oversized = await post({ serial_number: fixture.serial, key: 'k'.repeat(300 * 1024), punches: [] });
    expect(oversized).toEqual({ status: 413, body: { error: 'Request body is larger than 256 KB' } });
    expect((await attendanceOn(day))?.total_punch_count).toBe(2);
  });
});
