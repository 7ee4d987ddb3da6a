import type { AttendanceTotals, EmployeeAttendance, RangePresence, ReplyFrame } from '@muster/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoSignIn,
  startTestServer,
  TestChannel,
  type TestServer,
  testDatabaseKinds,
} from '../../../testing/index.js';
import { addDays, istDayKey } from '../compute/index.js';

const txnName = 'txn_attendance_list_with_summary';
const last = addDays(istDayKey(Date.now()), -1);
const first = addDays(last, -30);

interface Page {
  records: EmployeeAttendance[];
  rowCount: number;
  /** With the first page (offset 0) only. */
  aggregateSummary: AttendanceTotals | undefined;
}

const pageOf = (reply: ReplyFrame): Page => {
  if (reply.output.type !== 'success') throw new Error(`refused: ${reply.output.message}`);
  const { records, rowCount, aggregateSummary } = reply.output.data;
  return {
    records: records.map((record) => JSON.parse(record) as EmployeeAttendance),
    rowCount: rowCount ?? -1,
    aggregateSummary: aggregateSummary as AttendanceTotals | undefined,
  };
};

describe.each(testDatabaseKinds)('txn_attendance_list_with_summary on %s', (kind) => {
  let server: TestServer;
  let channel: TestChannel;
  const sessions: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer(kind);
    channel = await TestChannel.open(server.server.url, server.apiKey);
    for (const code of ['admin', 'ro1', 'emp1'])
      sessions[code] = await channel.login({ ...demoSignIn, code });
  });
  afterAll(async () => {
    channel?.close();
    await server?.stop();
  });

  const list = (as: string, params: Record<string, unknown>) =>
    channel.txn(
      { name: txnName, folder: 'attendance', params: { from: first, to: last, ...params } },
      sessions[as],
    );

  it("says who of the matching employees punched in the range, read from the punches, in the user's scope (#27 item 7)", async () => {
    const presenceOf = async (as: string) => {
      const reply = await list(as, { from: last, to: last });
      if (reply.output.type !== 'success') throw new Error(reply.output.message);
      return {
        rowCount: reply.output.data.rowCount,
        presence: reply.output.data.presence as RangePresence | undefined,
      };
    };
    const admin = await presenceOf('admin');
    expect(admin.presence?.employees).toBe(admin.rowCount);
    // the demo punches every shift worker up to yesterday; weekly offs and leaves have none
    expect(admin.presence?.punched).toBeGreaterThan((admin.rowCount ?? 0) / 2);
    expect(admin.presence?.punched).toBeLessThanOrEqual(admin.rowCount ?? 0);
    const ro1 = await presenceOf('ro1');
    expect(ro1.presence?.employees).toBe(ro1.rowCount);
    expect(ro1.presence?.employees).toBeLessThan(admin.presence?.employees ?? 0);
    expect(ro1.presence?.punched).toBeLessThanOrEqual(ro1.presence?.employees ?? 0);
  });

  it('answers 200 employees a request with their days, and totals that add up to the aggregate', async () => {
    await list('admin', {});
    const started = performance.now();
    const fullPage = pageOf(await list('admin', {}));
    console.log(
      `list with summary, ${fullPage.records.length} employees × 31 days on ${kind} (second request): ${Math.round(performance.now() - started)} ms`,
    );
    // a page of 200 (the demo's some 200 employed in the month, less its leavers) and two pages
    // of a smaller size hold the same employees
    expect(fullPage.records).toHaveLength(Math.min(200, fullPage.rowCount));
    expect(fullPage.rowCount).toBeGreaterThan(190);
    const firstPage = pageOf(await list('admin', { limit: 120 }));
    expect(firstPage.records).toHaveLength(120);
    expect(firstPage.rowCount).toBe(fullPage.rowCount);
    const rest = pageOf(await list('admin', { offset: 120 }));
    expect(rest.records).toHaveLength(firstPage.rowCount - 120);
    const everyone = [...firstPage.records, ...rest.records];
    expect(new Set(everyone.map((record) => record.id)).size).toBe(firstPage.rowCount);
    const codes = everyone.map((record) => record.code);
    expect(codes).toEqual([...codes].sort());
    const aggregate = firstPage.aggregateSummary;
    if (!aggregate) throw new Error('the first page has no aggregateSummary');
    expect(rest.aggregateSummary).toBeUndefined();
    const summed = everyone.reduce(
      (sum, record) => {
        for (const key of Object.keys(sum) as (keyof AttendanceTotals)[]) sum[key] += record.totals[key];
        return sum;
      },
      { ...aggregate, ...Object.fromEntries(Object.keys(aggregate).map((key) => [key, 0])) },
    );
    expect(summed).toEqual(aggregate);
    expect(aggregate.present).toBeGreaterThan(1000);
    const worker = everyone.find((record) => record.days.length === 31);
    if (!worker) throw new Error('no worker with a full month of days');
    expect(worker.days[0]?.attendance_date).toBe(first);
    expect(worker.dailyCount.map((day) => day.working_minutes)).toEqual(
      worker.days.map((day) => day.working_minutes),
    );
    expect(worker.days.every((day) => day.exception.length > 0 && day.att_type !== null)).toBe(true);
  });

  it('answers the aggregate with the first page only, covering every page', async () => {
    const firstPage = pageOf(await list('admin', { limit: 50, orderBy: 'name' }));
    const aggregate = firstPage.aggregateSummary;
    if (!aggregate) throw new Error('the first page has no aggregateSummary');
    const everyone = [...firstPage.records];
    for (let offset = 50; offset < firstPage.rowCount; offset += 50) {
      const reply = await list('admin', { limit: 50, orderBy: 'name', offset });
      if (reply.output.type !== 'success') throw new Error(reply.output.message);
      expect(Object.keys(reply.output.data)).not.toContain('aggregateSummary');
      everyone.push(...pageOf(reply).records);
    }
    expect(new Set(everyone.map((record) => record.id)).size).toBe(firstPage.rowCount);
    const summed = Object.fromEntries(
      Object.keys(aggregate).map((key) => [
        key,
        everyone.reduce((sum, record) => sum + record.totals[key as keyof AttendanceTotals], 0),
      ]),
    );
    expect(summed).toEqual(aggregate);
    expect(aggregate.total_payable_days).toBeGreaterThan(0);
    // an offset past the end still counts every matching employee
    const beyond = pageOf(await list('admin', { limit: 50, offset: firstPage.rowCount + 50 }));
    expect(beyond.records).toEqual([]);
    expect(beyond.rowCount).toBe(firstPage.rowCount);
  });

  it('filters by employee, attendance type, and search words over names and code', async () => {
    const everyone = pageOf(await list('admin', { limit: 200 })).records;
    const [one, two] = everyone.filter((record) => record.days.length > 0);
    if (!one || !two) throw new Error('two employees with days expected');
    const picked = pageOf(await list('admin', { filters: { employees_id: [one.id, two.id] } }));
    expect(picked.records.map((record) => record.id).sort()).toEqual([one.id, two.id].sort());
    expect(picked.rowCount).toBe(2);

    const singlePunch = everyone.flatMap((record) => record.days).find((day) => day.att_type?.code === 'SP');
    if (!singlePunch?.att_type) throw new Error('a single punch day expected in the demo month');
    const typed = pageOf(await list('admin', { filters: { att_type: [singlePunch.att_type.id] } }));
    expect(typed.rowCount).toBeGreaterThan(0);
    expect(typed.records.every((record) => record.days.some((day) => day.att_type?.code === 'SP'))).toBe(
      true,
    );

    const words = `${one.last_name?.eng?.toUpperCase()} ${one.code.toLowerCase()}`;
    const found = pageOf(await list('admin', { search: words }));
    expect(found.records.map((record) => record.id)).toEqual([one.id]);
    expect(pageOf(await list('admin', { search: '100%_' })).rowCount).toBe(0);
  });

  it('answers one employee a request for the register view', async () => {
    const page = pageOf(await list('admin', { limit: 1, offset: 3 }));
    expect(page.records).toHaveLength(1);
    expect(page.rowCount).toBeGreaterThan(190);
  });

  it('shows an employee only its own row, and a reporting officer its team', async () => {
    const own = pageOf(await list('emp1', {}));
    expect(own.records.map((record) => record.code)).toEqual(['emp1']);
    expect(own.rowCount).toBe(1);
    const team = pageOf(await list('ro1', {}));
    const ro1 = team.records.find((record) => record.code === 'ro1');
    if (!ro1) throw new Error('ro1 sees its own row');
    expect(team.rowCount).toBeGreaterThan(1);
    expect(team.records.every((record) => record.id === ro1.id || record.reporting_manager === ro1.id)).toBe(
      true,
    );
  });

  it.each([
    [{ limit: 201 }],
    [{ from: '2026-01-01', to: '2026-03-01' }],
    [{ to: addDays(first, -1) }],
    [{ from: '2026-02-30' }],
    [{ filters: { site: [] } }],
  ])('refuses %j', async (params) => {
    const reply = await list('admin', params);
    expect(reply.output).toMatchObject({ type: 'error', message: 'Invalid attendance list request' });
  });
});
