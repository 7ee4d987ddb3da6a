import type { LeaveQuotaRecord } from '@muster/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Row, records, refusal, WriteKit, written } from '../../engine/patch/testing/test-kit.js';
import { demoSignIn, TestChannel, testDatabaseKinds } from '../../testing/index.js';
import { istDayStart } from '../attendance/compute/index.js';

const instant = (day: string) => new Date(istDayStart(day)).toISOString();
/** `[first, afterLast)` as whole IST days. */
const days = (first: string, afterLast: string) => [instant(first), instant(afterLast)];

// Issue #14 item 2 and its tests: the rules a leave is written under, over the real channel,
// on each database. The days are in 2027, where the demo holds no leave.
describe.each(testDatabaseKinds)('leave rules on %s', (kind) => {
  let kit: WriteKit;
  let worker: Row;
  let emp1: Row;
  const type: Record<string, string> = {};
  let firstHalf: string;
  let certificate: string;

  const leaveDay = (code: string, period: string[], extra: Row = {}) => ({
    op: 'C',
    data: { leave_period: period, leave_types_id: [{ id: type[code] }], ...extra },
  });
  const apply = (user: string, dayRows: Row[], employee: unknown = worker.id) =>
    kit.write(user, 'leaves', 'create', [
      { op: 'C', data: { employees_id: [{ id: employee }], leave_days: dayRows } },
    ]);
  const quota = async (user: string, day: string, employee: unknown = worker.id) =>
    kit.txn(user, {
      name: 'txn_show_leaves_quota',
      folder: 'leaves',
      client_props: { txn_op: 'R' },
      params: { employees_id: employee, input_date: day },
    });
  const balance = async (day: string, code?: string) => {
    const [record] = records(await quota('admin', day)) as unknown as LeaveQuotaRecord[];
    if (!record) throw new Error('no quota record');
    if (!code) return { month: record.leaves_left, year: record.yearly_leaves_left };
    const ofType = record.applicable_leave_types.find((candidate) => candidate.code === code);
    return { month: ofType?.leaves_left, year: ofType?.yearly_leaves_left };
  };
  const leaveDays = async (leaveId: string) =>
    ((await kit.byId('admin', 'leaves', ['leave_days.id'], leaveId))[0]?.leave_days ?? []) as Row[];
  const action = (user: string, name: string, ids: string[]) =>
    kit.txn(user, {
      name: `txn_leaves_${name}`,
      folder: 'leaves',
      client_props: { txn_op: 'U' },
      params: { ids },
    });
  const deleteDay = (user: string, id: string, dayId: string) =>
    kit.txn(user, {
      name: 'txn_leaves_delete',
      folder: 'leaves',
      client_props: { txn_op: 'D' },
      params: { id, leave_days_id: dayId },
    });

  beforeAll(async () => {
    kit = await WriteKit.start(kind);
    for (const row of await kit.list('admin', 'leave_types', ['id', 'code'], []))
      type[row.code as string] = row.id as string;
    const [half] = await kit.list(
      'admin',
      'half_day_duration',
      ['id'],
      [{ path: 'code', operator: '=', value: 'first_half' }],
    );
    firstHalf = half?.id as string;
    const [file] = await kit.list('admin', 'files', ['id'], []);
    certificate = file?.id as string;
    // a worker of ro1's with no leave at all, who joined before 2026
    const onLeave = new Set(
      (await kit.list('admin', 'leaves', ['employees_id.id'], [])).map(
        (leave) => (leave.employees_id as Row[] | null)?.[0]?.id,
      ),
    );
    const workers = await kit.list('ro1', 'employees', ['id', 'code', 'joining_date'], []);
    worker = workers.find(
      (candidate) =>
        String(candidate.code).startsWith('DI') &&
        !onLeave.has(candidate.id) &&
        String(candidate.joining_date) < '2025-12-01',
    ) as Row;
    emp1 = workers.find((candidate) => candidate.code === 'emp1') as Row;
    if (!worker || !emp1 || !firstHalf || !certificate)
      throw new Error('a worker, emp1, first_half and a file expected');
  }, 600_000);
  afterAll(async () => kit?.stop());

  it('takes the last day of a monthly limit and refuses the next, naming the type and the day', async () => {
    expect(await balance('2027-03-10', 'CL')).toEqual({ month: 1, year: 12 });
    const first = await apply('admin', [leaveDay('CL', days('2027-03-01', '2027-03-02'))]);
    expect(first.output.type, first.output.message).toBe('success');
    // the list's summary of the leave (migration 015): its days, types and employee's name
    const [listed] = await kit.byId(
      'admin',
      'leaves',
      ['employee_name', 'leave_type_codes', 'leave_from', 'leave_to', 'leave_day_count'],
      written(first).id,
    );
    expect(listed).toMatchObject({
      employee_name: expect.stringMatching(/\S/),
      leave_type_codes: 'CL',
      leave_from: instant('2027-03-01'),
      leave_to: instant('2027-03-01'),
      leave_day_count: 1,
    });
    expect(await balance('2027-03-10', 'CL')).toEqual({ month: 0, year: 11 });
    // the kept name follows the person when it is corrected (migration 018)
    const [employee] = await kit.byId('admin', 'employees', ['persons_id.id'], worker.id as string);
    const personId = (employee?.persons_id as Row[] | undefined)?.[0]?.id as string;
    const [person] = await kit.byId('admin', 'persons', ['first_name', 'last_modified'], personId);
    const renamed = await kit.write('admin', 'persons', 'update', [
      {
        op: 'U',
        key: personId,
        data: {
          last_modified: person?.last_modified,
          first_name: { ...(person?.first_name as Row), eng: 'Renamed' },
        },
      },
    ]);
    expect(renamed.output.type, renamed.output.message).toBe('success');
    const [relisted] = await kit.byId('admin', 'leaves', ['employee_name'], written(first).id);
    expect(relisted?.employee_name).toMatch(/^Renamed\b/);
    const second = await apply('admin', [leaveDay('CL', days('2027-03-02', '2027-03-03'))]);
    expect(refusal(second).message).toBe('The leave quota is used up: CL, 02/03/2027');
    // a two-day leave in a fresh month passes on its first day only
    const twoDays = await apply('admin', [leaveDay('CL', days('2027-05-03', '2027-05-05'))]);
    expect(refusal(twoDays).message).toBe('The leave quota is used up: CL, 04/05/2027');
    expect(await balance('2027-05-10', 'CL')).toEqual({ month: 1, year: 11 });
  });

  it('counts a half day as half a day of quota', async () => {
    const half = (day: string, next: string) =>
      apply('admin', [
        leaveDay('CL', days(day, next), { half_day_duration: [{ id: firstHalf }], leave_minutes: 240 }),
      ]);
    expect((await half('2027-04-01', '2027-04-02')).output.type).toBe('success');
    expect(await balance('2027-04-20', 'CL')).toEqual({ month: 0.5, year: 10.5 });
    expect((await half('2027-04-05', '2027-04-06')).output.type).toBe('success');
    expect(refusal(await half('2027-04-07', '2027-04-08')).message).toBe(
      'The leave quota is used up: CL, 07/04/2027',
    );
  });

  it('refuses a type not applicable, a half day not allowed and a missing document', async () => {
    expect(refusal(await apply('admin', [leaveDay('ML', days('2027-06-01', '2027-06-02'))])).message).toBe(
      'This leave type is not applicable to the employee: ML, 01/06/2027',
    );
    const halfEarned = leaveDay('EL', days('2027-06-02', '2027-06-03'), {
      half_day_duration: [{ id: firstHalf }],
      leave_minutes: 240,
    });
    expect(refusal(await apply('emp1', [halfEarned], emp1.id)).message).toBe(
      'A half day is not allowed for this leave type: EL, 02/06/2027',
    );
    // a type that needs a document: the refusal names each day that lacks one
    const lacking = await apply('admin', [
      leaveDay('SL', days('2027-06-03', '2027-06-04')),
      leaveDay('SL', days('2027-06-04', '2027-06-05'), { documents: [{ id: certificate }] }),
      leaveDay('SL', days('2027-06-07', '2027-06-08')),
    ]);
    expect(refusal(lacking).message).toBe(
      'A document is required for this leave type: SL, 03/06/2027, 07/06/2027',
    );
    const withDocument = leaveDay('SL', days('2027-06-03', '2027-06-04'), {
      documents: [{ id: certificate }],
    });
    const sick = await apply('admin', [withDocument]);
    expect(sick.output.type, sick.output.message).toBe('success');
  });

  it("starts an applied leave in its workflow's first state: the list's Workflow State says Created", async () => {
    const applied = written(await apply('admin', [leaveDay('LWP', days('2027-11-15', '2027-11-16'))]));
    const [listed] = await kit.byId('admin', 'leaves', ['leave_status', 'txn_state'], applied.id);
    expect(listed).toMatchObject({ leave_status: 'created', txn_state: 'created' });
    // the create's stamp still updates it
    const edited = await kit.write('admin', 'leaves', 'update', [
      { op: 'U', key: applied.id, data: { last_modified: applied.last_modified, notes: 'Exam' } },
    ]);
    expect(edited.output.type, edited.output.message).toBe('success');
  });

  it('refuses a leave over another live one naming the day, and a cancelled one frees its days', async () => {
    const earned = written(await apply('admin', [leaveDay('EL', days('2027-07-05', '2027-07-08'))]));
    const overlapping = await apply('admin', [leaveDay('EL', days('2027-07-07', '2027-07-09'))]);
    expect(refusal(overlapping).message).toBe('A leave is already on this day: 07/07/2027');
    expect((await action('admin', 'cancel', [earned.id])).output.type).toBe('success');
    const again = await apply('admin', [leaveDay('EL', days('2027-07-07', '2027-07-09'))]);
    expect(again.output.type, again.output.message).toBe('success');
  });

  it('lets exactly one of two concurrent creates of the same day win', async () => {
    const second = await TestChannel.open(kit.server.server.url, kit.server.apiKey);
    try {
      const key = await second.login({ ...demoSignIn });
      const create = (channel: TestChannel, sessionKey: string) =>
        channel.txn(
          {
            name: 'txn_leaves_create',
            folder: 'leaves',
            client_props: { txn_op: 'C' },
            params: {
              baseFolder: 'leaves',
              rows: [
                {
                  op: 'C',
                  data: {
                    employees_id: [{ id: worker.id }],
                    leave_days: [leaveDay('EL', days('2027-08-02', '2027-08-03'))],
                  },
                },
              ],
            },
          },
          sessionKey,
        );
      const replies = await Promise.all([
        create(kit.channel, await kit.session('admin')),
        create(second, key),
      ]);
      const outcomes = replies.map((reply) => reply.output.type).sort();
      expect(outcomes).toEqual(['error', 'success']);
      const lost = replies.find((reply) => reply.output.type === 'error');
      expect(lost?.output.message).toBe('A leave is already on this day: 02/08/2027');
      const stored = await kit.list(
        'admin',
        'leaves',
        ['id'],
        [
          { path: 'employees_id', operator: '=', value: worker.id },
          { path: 'leave_days.leave_period', operator: 'between', value: days('2027-08-02', '2027-08-03') },
        ],
      );
      expect(stored).toHaveLength(1);
    } finally {
      second.close();
    }
  });

  it('edits only created leaves; a processing leave of emp1 stays as it is', async () => {
    const own = written(await apply('emp1', [leaveDay('EL', days('2027-09-06', '2027-09-07'))], emp1.id));
    const edit = (last_modified: string) =>
      kit.write('emp1', 'leaves', 'update', [
        { op: 'U', key: own.id, data: { last_modified, notes: 'Wedding' } },
      ]);
    const edited = await edit(own.last_modified);
    expect(edited.output.type, edited.output.message).toBe('success');
    expect((await action('ro1', 'approve', [own.id])).output.type).toBe('success');
    const [stored] = await kit.byId('emp1', 'leaves', ['last_modified', 'leave_status'], own.id);
    expect(stored?.leave_status).toBe('intermediate_approved');
    expect(refusal(await edit(stored?.last_modified as string)).message).toBe('Leaves cannot be edited');
  });

  // issue #14 item 1: the calendar's click on a created leave's day sends this update
  it("changes a created day's half through the update txn, where its type allows half days", async () => {
    const halfOf = (leaveId: string, dayId: string, last_modified: string, half: string | null) =>
      kit.write('emp1', 'leaves', 'update', [
        {
          op: 'U',
          key: leaveId,
          data: {
            last_modified,
            leave_days: [
              {
                op: 'U',
                key: dayId,
                data: { half_day_duration: half ? [{ id: half }] : null, leave_minutes: half ? 240 : 480 },
              },
            ],
          },
        },
      ]);
    const stored = async (leaveId: string) =>
      (
        await kit.byId(
          'emp1',
          'leaves',
          ['last_modified', 'leave_days.id', 'leave_days.half_day_duration.code', 'leave_days.leave_minutes'],
          leaveId,
        )
      )[0] as Row;
    const dayOf = (leave: Row) => (leave.leave_days as Row[])[0] as Row;
    const casual = written(await apply('emp1', [leaveDay('CL', days('2028-02-07', '2028-02-08'))], emp1.id));
    const before = await stored(casual.id);
    const halved = await halfOf(
      casual.id,
      dayOf(before).id as string,
      before.last_modified as string,
      firstHalf,
    );
    expect(halved.output.type, halved.output.message).toBe('success');
    const after = await stored(casual.id);
    expect(dayOf(after)).toMatchObject({ leave_minutes: 240, half_day_duration: [{ code: 'first_half' }] });
    const whole = await halfOf(casual.id, dayOf(after).id as string, after.last_modified as string, null);
    expect(whole.output.type, whole.output.message).toBe('success');
    expect(dayOf(await stored(casual.id))).toMatchObject({ leave_minutes: 480, half_day_duration: null });
    // EL allows no half day
    const earned = written(await apply('emp1', [leaveDay('EL', days('2028-02-09', '2028-02-10'))], emp1.id));
    const stamp = await stored(earned.id);
    expect(
      refusal(await halfOf(earned.id, dayOf(stamp).id as string, stamp.last_modified as string, firstHalf))
        .message,
    ).toBe('A half day is not allowed for this leave type: EL, 09/02/2028');
  });

  it('deletes one leave day, the leave with its last, and never a rejected leave', async () => {
    const leave = written(
      await apply('admin', [
        leaveDay('EL', days('2027-10-04', '2027-10-05')),
        leaveDay('EL', days('2027-10-05', '2027-10-06')),
      ]),
    );
    const [first, second] = await leaveDays(leave.id);
    expect((await kit.byId('admin', 'leaves', ['leave_day_count', 'leave_to'], leave.id))[0]).toMatchObject({
      leave_day_count: 2,
      leave_to: instant('2027-10-05'),
    });
    const one = await deleteDay('admin', leave.id, first?.id as string);
    expect(records(one)[0]).toMatchObject({ leaveDeleted: false });
    expect((await leaveDays(leave.id)).map((day) => day.id)).toEqual([second?.id]);
    // the freed day can be applied for again
    expect((await apply('admin', [leaveDay('EL', days('2027-10-04', '2027-10-05'))])).output.type).toBe(
      'success',
    );
    expect(records(await deleteDay('admin', leave.id, second?.id as string))[0]).toMatchObject({
      leaveDeleted: true,
    });
    expect(await kit.byId('admin', 'leaves', ['id'], leave.id)).toEqual([]);

    const rejected = written(await apply('admin', [leaveDay('EL', days('2027-10-11', '2027-10-12'))]));
    expect((await action('ro1', 'reject', [rejected.id])).output.type).toBe('success');
    const [rejectedDay] = await leaveDays(rejected.id);
    expect(refusal(await deleteDay('admin', rejected.id, rejectedDay?.id as string)).message).toBe(
      'leaves cannot be deleted',
    );
    expect(
      refusal(await kit.write('admin', 'leaves', 'delete', [{ op: 'D', key: rejected.id }])).message,
    ).toBe('leaves cannot be deleted');
  });

  it('answers the quota to the employee and its officers only', async () => {
    const own = await quota('emp1', '2027-02-10', emp1.id);
    expect(own.output.type, own.output.message).toBe('success');
    expect((await quota('ro1', '2027-02-10', emp1.id)).output.type).toBe('success');
    expect(refusal(await quota('emp1', '2027-02-10')).message).toBe('Record not found');
    expect(refusal(await deleteDay('emp1', worker.id as string, worker.id as string)).message).toBe(
      'This leave day does not exist',
    );
  });

  it("takes the spec's quota payload (refRows, getRowCount) and refuses anything else, naming it", async () => {
    const send = (params: Row) =>
      kit.txn('admin', {
        name: 'txn_show_leaves_quota',
        folder: 'leaves',
        client_props: { txn_op: 'R' },
        params,
      });
    const spec = await send({
      employees_id: worker.id,
      refRows: true,
      getRowCount: true,
      input_date: '2027-02-10',
    });
    expect(spec.output.type, spec.output.message).toBe('success');
    expect(records(spec)).toEqual(records(await quota('admin', '2027-02-10')));
    expect((await send({ employees_id: worker.id, limit: 5 })).output).toMatchObject({
      message: 'Invalid message',
      data: { issues: [expect.stringMatching(/limit/)] },
    });
  });

  it('carries unused days forward at the year turn by the dated rule in force', async () => {
    const [earned] = await kit.byId('admin', 'leave_types', ['id', 'last_modified'], type.EL as string);
    const changed = await kit.write('admin', 'leave_types', 'update', [
      {
        op: 'U',
        key: type.EL,
        data: {
          last_modified: earned?.last_modified,
          carry_forward: 5,
          quota_rules: [
            { op: 'C', data: { effective_from: instant('2028-01-01'), yearly_quota: 10, carry_forward: 0 } },
          ],
        },
      },
    ]);
    expect(changed.output.type, changed.output.message).toBe('success');
    // the worker took no earned leave before: 5 of 2025's 15 carried into 2026, and 5 of 2026's
    // 20 into 2027, whose 15 + 5 less the 4 live days applied above leave 16
    expect(await balance('2026-12-31', 'EL')).toEqual({ month: 20, year: 20 });
    expect(await balance('2027-01-01', 'EL')).toEqual({ month: 16, year: 16 });
    // 2028: the dated rule's 10, plus at most 5 left of 2027
    expect(await balance('2028-01-01', 'EL')).toEqual({ month: 15, year: 15 });
  });

  // issue #14 item 6: the calendar footer and the home card show these totals as they come
  it("totals the paid types' balances for the month and the year, leave without pay left out", async () => {
    const totals = async (day: string) => {
      const [record] = records(await quota('admin', day)) as unknown as LeaveQuotaRecord[];
      if (!record) throw new Error('no quota record');
      const paid = record.applicable_leave_types.filter((candidate) => candidate.paid);
      const sum = (left: (candidate: (typeof paid)[number]) => number) =>
        paid.reduce((total, candidate) => total + left(candidate), 0);
      expect(record.leaves_left).toBe(sum((candidate) => candidate.leaves_left));
      expect(record.yearly_leaves_left).toBe(sum((candidate) => candidate.yearly_leaves_left));
      expect(record.applicable_leave_types.some((candidate) => !candidate.paid)).toBe(true);
      return { month: record.leaves_left, year: record.yearly_leaves_left };
    };
    const before = await totals('2028-03-10');
    for (const dayRow of [
      leaveDay('LWP', days('2028-03-01', '2028-03-02')),
      leaveDay('CL', days('2028-03-02', '2028-03-03'), {
        half_day_duration: [{ id: firstHalf }],
        leave_minutes: 240,
      }),
      leaveDay('EL', days('2028-03-03', '2028-03-04')),
    ]) {
      const saved = await apply('admin', [dayRow]);
      expect(saved.output.type, saved.output.message).toBe('success');
    }
    // a half day of CL and a day of EL; the day without pay takes nothing from either total
    expect(await totals('2028-03-10')).toEqual({ month: before.month - 1.5, year: before.year - 1.5 });
  });
});
