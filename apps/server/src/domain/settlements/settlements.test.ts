import {
  businessDayKey,
  businessDayStart,
  businessMonthKey,
  type DocumentRecord,
  type MonthCloseBusiness,
  type ReplyFrame,
  settlementMessages,
} from '@muster/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patchMessages } from '../../engine/patch/messages.js';
import {
  demoSignIn,
  startTestServer,
  TestChannel,
  type TestServer,
  testDatabaseKinds,
} from '../../testing/index.js';
import { workflowMessages } from '../workflow/messages.js';

interface Settlement {
  id: string;
  uconst: string;
  status: string;
  employees_id: { id: string; code: string }[];
  leaving_date: string;
  due_on: string;
  net_pay: number;
  notice_pay: number;
  total_earnings: number;
  paid_on: string | null;
  last_modified: string;
}

const today = businessDayKey(Date.now());

// Terminate → settlement → HR approves → admin approves → paid; the employee reads its own
// (issue #34 item 6, settlements README), and every other role is refused, in SQL.
describe.each(testDatabaseKinds)('full-and-final settlements on %s', (kind) => {
  let server: TestServer;
  let channel: TestChannel;
  const sessions: Record<string, string> = {};
  let emp1Id = '';

  const records = <T>(reply: ReplyFrame): T[] => {
    if (reply.output.type !== 'success') throw new Error(reply.output.message);
    return reply.output.data.records.map((record) => JSON.parse(record) as T);
  };
  const send = (
    as: string,
    name: string,
    folder: string,
    params: Record<string, unknown>,
    op: 'U' | 'X' = 'U',
  ) => channel.txn({ name, folder, params, client_props: { txn_op: op } }, sessions[as]);
  const settlements = async (as = 'admin') =>
    records<Settlement>(
      await channel.txn(
        {
          name: 'txn_settlements_list',
          folder: 'settlements',
          params: { limit: 1000 },
          projections: [
            'id',
            'uconst',
            'status',
            'employees_id.id',
            'employees_id.code',
            'leaving_date',
            'due_on',
            'net_pay',
            'notice_pay',
            'total_earnings',
            'paid_on',
            'last_modified',
          ],
        },
        sessions[as],
      ),
    );
  const emp1Settlement = async (as = 'admin') =>
    (await settlements(as)).find((settlement) => settlement.employees_id[0]?.id === emp1Id);
  const statement = (as: string, uconst: string, language = 'eng') =>
    channel.txn(
      { name: 'txn_settlements_get_statement', folder: 'settlements', params: { uconst, language } },
      sessions[as],
    );

  /** The month-close steps of the demo business this month: settlements due and late. */
  const unpaidSettlements = async () => {
    const reply = await channel.txn(
      {
        name: 'txn_month_close_status',
        folder: 'month_close',
        params: { month: businessMonthKey(Date.now()) },
      },
      sessions.admin,
    );
    const own = records<MonthCloseBusiness>(reply).find((business) => business.own);
    return (own?.counts.settlements_due ?? 0) + (own?.counts.settlements_late ?? 0);
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    channel = await TestChannel.open(server.server.url, server.apiKey);
    for (const code of ['admin', 'ro1', 'hr1', 'emp1'])
      sessions[code] = await channel.login({ ...demoSignIn, code });
    const [me] = records<{ id: string }>(
      await channel.txn(
        {
          name: 'txn_employees_list',
          folder: 'employees',
          params: { filters: { filterInput: [{ path: 'code', operator: '=', value: 'emp1' }] } },
          projections: ['id'],
        },
        sessions.admin,
      ),
    );
    emp1Id = me?.id ?? '';
  });
  afterAll(async () => {
    channel?.close();
    await server?.stop();
  });

  it('seeds a leaver whose settlement waits for HR, with its notice recovered, in month close', async () => {
    const waiting = (await settlements()).filter((settlement) => settlement.status === 'computed');
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.employees_id[0]?.code).toMatch(/^DI/);
    expect(waiting[0]?.total_earnings).toBeGreaterThan(0);
    const [document] = records<DocumentRecord>(await statement('hr1', waiting[0]?.uconst ?? ''));
    expect(document?.html).toContain('20 days of notice not served by the employee');
    expect(document?.html).toMatch(/EL: [\d.]+ days at [\d,.]+ a day/);
    // it is this month's (or, on the 1st, last month's) leaver: counted where its leaving day falls
    if (businessMonthKey(Date.now() - 86_400_000) === businessMonthKey(Date.now()))
      expect(await unpaidSettlements()).toBe(1);
  });

  it('starts a settlement when HR terminates, recomputes it, and moves it HR → admin → paid', async () => {
    const unpaidBefore = await unpaidSettlements();
    const leaving = new Date(businessDayStart(today)).toISOString();
    // Terminate asks the reason too: none given is refused, nothing changes
    const unexplained = await send('hr1', 'txn_employees_terminate', 'employees', {
      ids: [emp1Id],
      values: { leaving_date: leaving },
    });
    expect(unexplained.output.message).toBe(`${patchMessages.mandatory}: leaving_reasons_id`);
    expect(await emp1Settlement()).toBeUndefined();
    const [resigned] = records<{ id: string }>(
      await channel.txn(
        {
          name: 'txn_leaving_reasons_list',
          folder: 'leaving_reasons',
          params: { filters: { filterInput: [{ path: 'code', operator: '=', value: 'resigned' }] } },
          projections: ['id'],
        },
        sessions.hr1,
      ),
    );
    const terminated = await send('hr1', 'txn_employees_terminate', 'employees', {
      ids: [emp1Id],
      values: { leaving_date: leaving, leaving_reasons_id: resigned?.id },
    });
    expect(terminated.output.message).toBe(workflowMessages.done);

    const started = await emp1Settlement();
    if (!started) throw new Error('a settlement of the terminated employee expected');
    expect(started).toMatchObject({ status: 'computed', notice_pay: 0 });
    expect(Date.parse(started.leaving_date)).toBe(Date.parse(leaving));
    // month close counts it until it is paid
    expect(await unpaidSettlements()).toBe(unpaidBefore + 1);
    expect(businessDayKey(Date.parse(started.due_on)) > today).toBe(true);
    expect(started.total_earnings).toBeGreaterThan(0);

    // HR records 30 days' notice the employer did not give, and computes it again: notice pay
    const updated = await send('hr1', 'txn_settlements_update', 'settlements', {
      baseFolder: 'settlements',
      rows: [
        {
          op: 'U',
          key: started.id,
          data: { notice_period_days: 30, notice_given_by: 'employer', last_modified: started.last_modified },
        },
      ],
    });
    expect(updated.output.type === 'error' ? updated.output.message : 'success').toBe('success');
    const recomputed = await send('hr1', 'txn_settlements_recompute', 'settlements', { id: started.id }, 'X');
    expect(recomputed.output.message).toBe(settlementMessages.recomputed);
    const withNotice = await emp1Settlement();
    expect(withNotice?.notice_pay).toBeGreaterThan(0);
    expect(withNotice?.net_pay).toBeGreaterThan(started.net_pay);

    const approve = (as: string) => send(as, 'txn_settlements_approve', 'settlements', { ids: [started.id] });
    // the administrator approves after HR, not before
    expect((await approve('admin')).output.message).toMatch(/^The workflow does not allow this: approve /);
    expect(records(await approve('hr1'))).toEqual([{ id: started.id, from: 'computed', to: 'hr_approved' }]);
    expect((await approve('hr1')).output.message).toMatch(/^The workflow does not allow this: approve /);
    expect(records(await approve('admin'))).toEqual([
      { id: started.id, from: 'hr_approved', to: 'approved' },
    ]);
    // an approved settlement keeps its figures
    expect(
      (await send('hr1', 'txn_settlements_recompute', 'settlements', { id: started.id }, 'X')).output.message,
    ).toBe(settlementMessages.notRecomputable);
    const paid = await send('hr1', 'txn_settlements_pay', 'settlements', {
      ids: [started.id],
      values: { paid_on: leaving },
    });
    expect(records(paid)).toEqual([{ id: started.id, from: 'approved', to: 'paid' }]);
    expect(await emp1Settlement()).toMatchObject({ status: 'paid', paid_on: expect.any(String) });
    expect(await unpaidSettlements()).toBe(unpaidBefore);
  });

  it('lets the employee read its own settlement and statement, in its language', async () => {
    const [own] = await settlements('emp1');
    expect(own?.employees_id[0]?.id).toBe(emp1Id);
    expect(await settlements('emp1')).toHaveLength(1);
    expect(await settlements('hr1')).toHaveLength(2);
    const reply = await statement('emp1', own?.uconst ?? '', 'hin');
    const [document] = records<DocumentRecord>(reply);
    expect(document?.html).toContain('पूर्ण एवं अंतिम निपटान');
    expect(document?.html).toContain('अवकाश नकदीकरण');
    // the reason Terminate was given, named in the reader's language
    expect(document?.html).toContain('त्यागपत्र');
    const english = records<DocumentRecord>(await statement('admin', own?.uconst ?? ''))[0]?.html;
    expect(english).toContain('Full and final settlement');
    expect(english).toContain('days of notice not given by the employer');
    expect(english).toContain('<td>Resignation</td>');
  });

  it('refuses other roles, in SQL: the RO neither lists it nor reads its statement, the employee acts on nothing', async () => {
    const settlement = await emp1Settlement();
    if (!settlement) throw new Error('the settlement expected');
    expect(await settlements('ro1')).toEqual([]);
    expect((await statement('ro1', settlement.uconst)).output.message).toBe(
      `${settlementMessages.notFound}: ${settlement.uconst}`,
    );
    for (const [name, params, op] of [
      ['txn_settlements_recompute', { id: settlement.id }, 'X'],
      ['txn_settlements_approve', { ids: [settlement.id] }, 'U'],
      ['txn_settlements_pay', { ids: [settlement.id], values: { paid_on: settlement.leaving_date } }, 'U'],
    ] as const) {
      for (const as of ['emp1', 'ro1'])
        expect((await send(as, name, 'settlements', params, op)).output.message).toMatch(
          new RegExp(`^(${patchMessages.notPermitted}|You are not allowed to do this)`),
        );
    }
    expect((await emp1Settlement())?.status).toBe('paid');
  });
});
