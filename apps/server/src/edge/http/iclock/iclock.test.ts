import { txnBody, unmatchedPunchesApplyTxn } from '@muster/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAttendanceFirstDay } from '../../../app/seed/attendance.js';
import { demoPayrollMonth } from '../../../app/seed/payroll-month.js';
import { addDays, istDayKey, istDayStart, istWeekday } from '../../../domain/attendance/compute/index.js';
import { unmatchedPunchMessages } from '../../../domain/attendance/punches/unmatched-punches.js';
import { packedTerminalTime } from '../../../domain/devices/protocol/commands.js';
import { wallClockAt } from '../../../domain/devices/protocol/zoned-time.js';
import { type Row, records, refusal, WriteKit, written } from '../../../engine/patch/testing/test-kit.js';
import { AdmsTerminal } from '../../../testing/adms-terminal.js';
import { testDatabaseKinds } from '../../../testing/index.js';

/** An IST wall-clock time of a day as its ISO instant. */
const ist = (day: string, clock: string) => {
  const [hours, minutes, seconds] = clock.split(':').map(Number) as [number, number, number];
  return new Date(istDayStart(day) + ((hours * 60 + minutes) * 60 + seconds) * 1000).toISOString();
};

describe.each(testDatabaseKinds)('ADMS push endpoints on %s', (kind) => {
  let kit: WriteKit;
  let url: string;
  let emp1: string;
  let kolkata: string;
  let mandi: string;
  /** Weekdays before the demo's month of punches, no holiday among them, oldest first. */
  const days: string[] = [];
  const serial = 'CQZTEST000001';

  const register = async (data: Row, target?: string) =>
    written(
      await kit.write('admin', 'devices', 'create', [{ op: 'C', data: { active: true, ...data } }], {
        ...(target ? { target_swhandle: target } : {}),
      }),
    ).id;
  const device = async (id: string) =>
    (
      await kit.byId(
        'admin',
        'devices',
        ['last_seen', 'last_punch', 'last_sync', 'firmware', 'user_count'],
        id,
      )
    )[0] as Row;
  const dayOf = async (employee: string, day: string, user = 'admin', target?: string) => {
    const rows = await kit.list(
      user,
      'attendance',
      ['in_timestamp', 'out_timestamp', 'working_minutes', 'total_punch_count', 'is_missed_punch'],
      [
        { path: 'employees_id', operator: '=', value: employee },
        { path: 'attendance_date', operator: '=', value: ist(day, '00:00:00') },
      ],
      target,
    );
    return rows[0];
  };
  /** A Sunrise worker on the General shift: its 07:00 punch is on its own day (a night shift's on the day before). */
  const dayShiftWorker = async () => {
    const workers = await kit.list(
      'sunrise:admin',
      'employees',
      ['id', 'code', 'shifts_id.shift_code'],
      [{ path: 'code', operator: 'ilike', value: 'SUN' }],
    );
    const worker = workers.find((row) => JSON.stringify(row.shifts_id).includes('"GEN"'));
    if (!worker) throw new Error('no Sunrise worker on the General shift');
    return worker;
  };
  const lines = (pin: string, day: string, clocks: string[]) =>
    clocks.map((clock) => `${pin}\t${day} ${clock}\t0\t1\t0\t0\t0`);

  beforeAll(async () => {
    kit = await WriteKit.start(kind);
    url = kit.server.server.url;
    const site = async (code: string) =>
      (await kit.list('admin', 'sites', ['id'], [{ path: 'code', operator: '=', value: code }]))[0]
        ?.id as string;
    kolkata = await site('Kolkata');
    mandi = await site('Mandi');
    emp1 = (await kit.list('admin', 'employees', ['id'], [{ path: 'code', operator: '=', value: 'emp1' }]))[0]
      ?.id as string;
    const holidays = new Set(
      (await kit.list('admin', 'holidays', ['holiday_date'], [])).map((row) =>
        istDayKey(Date.parse(row.holiday_date as string)),
      ),
    );
    // weekdays before any the demo's terminals punched (it punches from last month's first day)
    const demoFirst = demoAttendanceFirstDay(addDays(istDayKey(Date.now()), -1), demoPayrollMonth().firstDay);
    for (let day = addDays(demoFirst, -14); days.length < 8; day = addDays(day, 1))
      if (istWeekday(day) < 5 && !holidays.has(day)) days.push(day);
    await register({ code: 'T-1', name: 'Test gate', serial_number: serial, sites_id: [{ id: kolkata }] });
  }, 300_000);
  afterAll(async () => kit?.stop());

  it('answers the handshake with the terminal options in plain text', async () => {
    const terminal = new AdmsTerminal(url, serial);
    const answer = await terminal.handshake();
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^text\/plain/);
    expect(answer.text.split('\n')[0]).toBe(`GET OPTION FROM: ${serial}`);
    expect(Object.fromEntries(answer.options)).toMatchObject({
      ATTLOGStamp: 'None',
      OPERLOGStamp: 'None',
      Stamp: 'None',
      OpStamp: 'None',
      ErrorDelay: '30',
      Delay: '10',
      TransInterval: '1',
      TransFlag: 'TransData AttLog OpLog EnrollUser ChgUser',
      TimeZone: '330',
      Realtime: '1',
      Encrypt: 'None',
    });
  });

  it('answers a ping with OK, also an HTTP/1.0 request with no Host header (#29 item 4)', async () => {
    const answer = await new AdmsTerminal(url, serial).ping();
    expect(answer).toMatchObject({ status: 200, text: 'OK' });
    expect(answer.type).toMatch(/^text\/plain/);
  });

  it('stores an ATTLOG batch and computes the day within the same request', async () => {
    const [day] = days as [string];
    const terminal = new AdmsTerminal(url, serial);
    const terminalId = (
      await kit.list('admin', 'devices', ['id'], [{ path: 'serial_number', operator: '=', value: serial }])
    )[0]?.id as string;
    const answer = await terminal.pushAttlog(lines('emp1', day, ['09:02:10', '18:05:20']));
    expect(answer).toMatchObject({ status: 200, text: 'OK: 2' });
    expect(answer.type).toMatch(/^text\/plain/);
    // the day keeps the minute (attendance README)
    expect(await dayOf(emp1, day)).toMatchObject({
      in_timestamp: ist(day, '09:02:00'),
      out_timestamp: ist(day, '18:05:00'),
      working_minutes: 543,
      total_punch_count: 2,
      is_missed_punch: false,
    });
    const state = await device(terminalId);
    expect(state.last_punch).toBe(ist(day, '18:05:20'));
    expect(state.last_seen).toEqual(expect.any(String));
    // the stamp it carried comes back in the next handshake, so nothing is sent again
    expect((await terminal.handshake()).options.get('ATTLOGStamp')).toBe('1');
  });

  it('stores nothing twice when a batch is replayed, or a line repeated within one', async () => {
    const [, day] = days as [string, string];
    const terminal = new AdmsTerminal(url, serial);
    const batch = lines('emp1', day, ['08:50:01', '17:55:02']);
    expect((await terminal.pushAttlog([...batch, batch[0] as string])).text).toBe('OK: 3');
    expect((await terminal.pushAttlog(batch)).text).toBe('OK: 2');
    expect(await dayOf(emp1, day)).toMatchObject({ total_punch_count: 2, working_minutes: 545 });
  });

  it('leaves out malformed lines and keeps unknown PINs unapplied, answering every line read and applying the rest', async () => {
    const [, , day] = days as [string, string, string];
    const sunriseWorker = await dayShiftWorker();
    const answer = await new AdmsTerminal(url, serial).pushAttlog([
      'garbage',
      `emp1\t${day} 25:00:00\t0\t1`,
      `\t${day} 09:00:00\t0\t1`,
      ...lines('NOBODY-1', day, ['09:00:00']),
      ...lines(sunriseWorker.code as string, day, ['09:00:00']),
      ...lines('EMP1', day, ['09:30:00']),
    ]);
    expect(answer.text).toBe('OK: 6');
    expect(await dayOf(emp1, day)).toMatchObject({ total_punch_count: 1 });
    // a Sunrise worker's code on the demo business's terminal punches nobody
    expect(await dayOf(sunriseWorker.id as string, day, 'sunrise:admin')).toBeUndefined();
  });

  const unmatched = (user: string, code: string) =>
    kit.list(
      user,
      'unmatched_punches',
      ['id', 'employee_code', 'sent_time', 'punched_at', 'reason', 'applied_at', 'last_modified'],
      [{ path: 'employee_code', operator: '=', value: code }],
    );
  const apply = (user: string, id: string) => kit.txn(user, txnBody(unmatchedPunchesApplyTxn, { id }));

  it('keeps an unknown PIN’s punches once each, and applies them when an employee is enrolled with the code (#29 item 4)', async () => {
    const [, , , day] = days as [string, string, string, string];
    const terminal = new AdmsTerminal(url, serial);
    const batch = lines('NEWBIE-7', day, ['08:58:00', '18:02:00']);
    expect((await terminal.pushAttlog(batch)).text).toBe('OK: 2');
    expect((await terminal.pushAttlog(batch)).text).toBe('OK: 2');
    const kept = (await unmatched('admin', 'NEWBIE-7')).sort((a, b) =>
      String(a.sent_time).localeCompare(String(b.sent_time)),
    );
    expect(kept.map((row) => [row.sent_time, row.reason, row.applied_at])).toEqual([
      [`${day} 08:58:00 Asia/Kolkata`, 'unknown_pin', null],
      [`${day} 18:02:00 Asia/Kolkata`, 'unknown_pin', null],
    ]);
    // HR sees them too; an employee is not shown the folder's rows, nor may apply one
    expect(await unmatched('hr1', 'NEWBIE-7')).toHaveLength(2);
    expect((await apply('emp1', kept[0]?.id as string)).output.type).toBe('error');
    // applying before anyone has the code says why, and keeps the punch
    expect(refusal(await apply('admin', kept[0]?.id as string)).message).toBe(
      unmatchedPunchMessages.noEmployee,
    );
    // enrolment: a worker is created with the code the terminal has been sending, like DI0177
    const [like] = await kit.list(
      'admin',
      'employees',
      ['persons_id', 'employee_type', 'shifts_id'],
      [{ path: 'code', operator: '=', value: 'DI0177' }],
    );
    const reference = (value: unknown) => [{ id: (value as { id: string }[])[0]?.id }];
    const worker = written(
      await kit.write('admin', 'employees', 'create', [
        {
          op: 'C',
          data: {
            code: 'NEWBIE-7',
            // joined before the days its punches are on, as a worker punching before HR enrolled it
            joining_date: ist(days[0] as string, '00:00:00'),
            persons_id: reference(like?.persons_id),
            employee_type: reference(like?.employee_type),
            shifts_id: reference(like?.shifts_id),
          },
        },
      ]),
    );
    expect(await dayOf(worker?.id as string, day)).toMatchObject({ total_punch_count: 2 });
    expect((await unmatched('admin', 'NEWBIE-7')).every((row) => row.applied_at !== null)).toBe(true);
    expect(refusal(await apply('admin', kept[0]?.id as string)).message).toBe(
      unmatchedPunchMessages.alreadyApplied,
    );
  });

  it('keeps a punch from a clock ahead and applies it once the offset is entered (#29 item 4)', async () => {
    const terminal = new AdmsTerminal(url, serial);
    // the terminal's clock runs three days ahead: yesterday's 12:00 arrives as the day after tomorrow's
    const yesterday = addDays(istDayKey(Date.now()), -1);
    const sent = `${addDays(yesterday, 3)} 12:00:00 Asia/Kolkata`;
    expect((await terminal.pushAttlog(lines('emp1', addDays(yesterday, 3), ['12:00:00']))).text).toBe(
      'OK: 1',
    );
    const keptRow = async () =>
      (await unmatched('admin', 'emp1')).find((row) => row.sent_time === sent) as Row;
    const kept = await keptRow();
    expect(kept).toMatchObject({ reason: 'clock_ahead', applied_at: null });
    expect(refusal(await apply('admin', kept.id as string)).message).toBe(
      unmatchedPunchMessages.offsetNeeded,
    );
    const enter = async (minutes: number) => {
      const row = await keptRow();
      return kit.write('admin', 'unmatched_punches', 'update', [
        { op: 'U', key: row.id, data: { clock_offset_minutes: minutes, last_modified: row.last_modified } },
      ]);
    };
    // an hour is too little: still later than it arrived
    written(await enter(60));
    expect(refusal(await apply('admin', kept.id as string)).message).toBe(unmatchedPunchMessages.stillAhead);
    // three days: yesterday's 12:00, one more punch on emp1's day
    const before = Number((await dayOf(emp1, yesterday))?.total_punch_count ?? 0);
    written(await enter(3 * 24 * 60));
    expect((await apply('admin', kept.id as string)).output.type).toBe('success');
    expect(Number((await dayOf(emp1, yesterday))?.total_punch_count)).toBe(before + 1);
    expect((await keptRow()).applied_at).not.toBeNull();
  });

  it('refuses an unknown, inactive or deleted serial with 403 and stores nothing', async () => {
    const [, , , day] = days as [string, string, string, string];
    const inactive = 'CQZTEST000002';
    const deleted = 'CQZTEST000003';
    await register({
      code: 'T-2',
      name: 'Old gate',
      serial_number: inactive,
      sites_id: [{ id: kolkata }],
      active: false,
    });
    const gone = await register({
      code: 'T-3',
      name: 'Gone gate',
      serial_number: deleted,
      sites_id: [{ id: kolkata }],
    });
    await kit.write('admin', 'devices', 'delete', [{ op: 'D', key: gone }]);
    for (const refused of ['NOSUCH0001', inactive, deleted]) {
      const terminal = new AdmsTerminal(url, refused);
      expect(await terminal.handshake()).toMatchObject({ status: 403, text: 'Unknown or disabled device' });
      expect((await terminal.pushAttlog(lines('emp1', day, ['09:00:00', '18:00:00']))).status).toBe(403);
      expect((await terminal.heartbeat()).status).toBe(403);
    }
    expect((await dayOf(emp1, day))?.total_punch_count ?? 0).toBe(0);
    expect((await fetch(`${url}/iclock/getrequest`)).status).toBe(400);
  });

  it("reads a terminal's clock in its configured time zone", async () => {
    const [, , , , day] = days as [string, string, string, string, string];
    const dubai = 'CQZTEST000004';
    await register({
      code: 'T-4',
      name: 'Dubai gate',
      serial_number: dubai,
      sites_id: [{ id: kolkata }],
      time_zone: 'Asia/Dubai',
    });
    const terminal = new AdmsTerminal(url, dubai);
    expect((await terminal.handshake()).options.get('TimeZone')).toBe('4');
    expect((await terminal.pushAttlog(lines('emp1', day, ['08:30:00', '17:30:00']))).text).toBe('OK: 2');
    // 08:30 in Dubai (UTC+4) is 10:00 in India
    expect(await dayOf(emp1, day)).toMatchObject({
      in_timestamp: ist(day, '10:00:00'),
      out_timestamp: ist(day, '19:00:00'),
    });
  });

  it('punches for the business the terminal is registered to', async () => {
    const [, , , , , day] = days as string[] as [string, string, string, string, string, string];
    const contractor = 'BRMTEST000005';
    await register(
      { code: 'T-5', name: 'Sunrise gate', serial_number: contractor, sites_id: [{ id: mandi }] },
      'sunrise',
    );
    const worker = await dayShiftWorker();
    const answer = await new AdmsTerminal(url, contractor).pushAttlog([
      ...lines(worker.code as string, day, ['07:00:05', '15:30:05']),
      ...lines('emp1', day, ['09:00:00']),
    ]);
    expect(answer.text).toBe('OK: 3');
    expect(await dayOf(worker.id as string, day, 'sunrise:admin')).toMatchObject({
      total_punch_count: 2,
      working_minutes: 510,
    });
    expect((await dayOf(emp1, day))?.total_punch_count ?? 0).toBe(0);
  });

  it('queues a clock set for a terminal ahead of the server, hands it over once and marks it done', async () => {
    const terminal = new AdmsTerminal(url, serial);
    const tomorrow = addDays(istDayKey(Date.now()), 1);
    expect((await terminal.pushAttlog(lines('emp1', tomorrow, ['09:00:00']))).text).toBe('OK: 1');
    expect((await dayOf(emp1, tomorrow))?.total_punch_count ?? 0).toBe(0);
    const before = packedTerminalTime(wallClockAt(Date.now(), 'Asia/Kolkata'));
    const { commands, text } = await terminal.heartbeat();
    expect(commands).toHaveLength(1);
    expect(text).toMatch(/^C:\d+:SET OPTIONS DateTime=\d+\n$/);
    const packed = Number(commands[0]?.command.split('=')[1]);
    expect(packed).toBeGreaterThanOrEqual(before);
    expect(packed).toBeLessThan(before + 60);
    // sent and not yet answered: not handed over again, nor queued twice by another early punch
    expect((await terminal.pushAttlog(lines('emp1', tomorrow, ['10:00:00']))).text).toBe('OK: 1');
    expect((await terminal.heartbeat()).text).toBe('OK');
    expect(
      (await terminal.reply([{ id: commands[0]?.id as string, returnCode: 0, command: 'SET OPTIONS' }])).text,
    ).toBe('OK');
    expect((await terminal.heartbeat()).text).toBe('OK');
  });

  it('keeps the firmware and user count a heartbeat reports, and the users an OPERLOG upload reports', async () => {
    const terminal = new AdmsTerminal(url, serial, 'Ver 6.60 Apr 28 2023');
    terminal.users.set('emp1', 'Sunita');
    terminal.users.set('GONE-7', 'Left long ago');
    expect((await terminal.pushUsers()).text).toBe('OK: 2');
    expect(
      (
        await terminal.pushOperlog([
          'OPLOG 4\t0\t2026-11-01 09:00:00\t0\t0\t0\t0',
          'FP PIN=emp1\tFID=6\tSize=4\tValid=1\tTMP=AAAA',
        ])
      ).text,
    ).toBe('OK: 2');
    await terminal.heartbeat();
    const id = (
      await kit.list('admin', 'devices', ['id'], [{ path: 'serial_number', operator: '=', value: serial }])
    )[0]?.id as string;
    expect(await device(id)).toMatchObject({ firmware: 'Ver 6.60 Apr 28 2023', user_count: 2 });
  });

  it('queues a clock set and a clear-and-reload of users from the Devices folder, for admins only', async () => {
    const terminal = new AdmsTerminal(url, serial);
    const id = (
      await kit.list('admin', 'devices', ['id'], [{ path: 'serial_number', operator: '=', value: serial }])
    )[0]?.id as string;
    const action = (user: string, name: string) =>
      kit.txn(user, { name, folder: 'devices', client_props: { txn_op: 'X' }, params: { id } });
    expect(refusal(await action('ao1', 'txn_devices_reload_users')).message).toMatch(/not allowed/);
    expect(records(await action('admin', 'txn_devices_sync_time'))).toEqual([]);
    const [clockSet] = await terminal.runCommands();
    expect(clockSet?.command).toMatch(/^SET OPTIONS DateTime=\d+$/);
    expect(terminal.clockSetTo).toBe(Number(clockSet?.command.split('=')[1]));

    // the terminal reported emp1 and GONE-7 (the test before): GONE-7 is no employee, so it goes
    expect(records(await action('admin', 'txn_devices_reload_users'))).toEqual([]);
    const handed: string[] = [];
    for (let beat = 0; beat < 10; beat++) {
      const commands = await terminal.runCommands();
      if (!commands.length) break;
      handed.push(...commands.map((entry) => entry.command));
    }
    expect(handed[0]).toBe('DATA DELETE USERINFO PIN=GONE-7');
    // the employees at its site who have not left
    const atKolkata = (
      await kit.list(
        'admin',
        'employees',
        ['code', 'leaving_date'],
        [{ path: 'sites_id', operator: '=', value: kolkata }],
      )
    ).filter((row) => !row.leaving_date || Date.parse(row.leaving_date as string) > Date.now());
    expect(handed.slice(1)).toHaveLength(atKolkata.length);
    expect(handed).toContain('DATA UPDATE USERINFO PIN=emp1\tName=Sunita Das\tPri=0');
    expect([...terminal.users.keys()].sort()).toEqual(atKolkata.map((row) => row.code as string).sort());
    expect((await terminal.heartbeat()).text).toBe('OK');
  });

  it('lists the demo terminals with their punches behind emp1 and a contractor', async () => {
    const terminals = await kit.list(
      'admin',
      'devices',
      ['serial_number', 'last_punch', 'partners_id.sw_handle'],
      [{ path: 'serial_number', operator: 'in', value: ['CQZ7224460001', 'BRM9203460002'] }],
    );
    expect(terminals).toHaveLength(1);
    const contractor = await kit.list(
      'admin',
      'devices',
      ['serial_number', 'last_punch'],
      [{ path: 'serial_number', operator: '=', value: 'BRM9203460002' }],
      'sunrise',
    );
    expect(contractor).toHaveLength(1);
    for (const terminal of [...terminals, ...contractor])
      expect(Date.parse(terminal.last_punch as string)).toBeGreaterThan(Date.now() - 3 * 86_400_000);
    const yesterday = addDays(istDayKey(Date.now()), -1);
    const month = records(
      await kit.txn('admin', {
        name: 'txn_attendance_list',
        folder: 'attendance',
        client_props: { txn_op: 'R' },
        projections: ['total_punch_count'],
        params: {
          filters: {
            filterInput: [
              { path: 'employees_id', operator: '=', value: emp1 },
              {
                path: 'attendance_date',
                operator: 'between',
                value: [ist(addDays(yesterday, -30), '00:00:00'), ist(yesterday, '00:00:00')],
              },
            ],
          },
          limit: 100,
        },
      }),
    );
    expect(month.reduce((sum, row) => sum + Number(row.total_punch_count), 0)).toBeGreaterThan(20);
  });
});
