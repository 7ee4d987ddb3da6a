import { describe, expect, it } from 'vitest';
import { makeAttendanceFixture } from '../testing/fixture';
import { fixtureTxnClient } from '../testing/fixture-client';
import { attendanceEmployeeSearch, attendanceFetcher, countingInFlight } from './attendance-list';

const fixture = makeAttendanceFixture({ employees: 5, from: '2026-11-01', to: '2026-11-30', seed: 5 });
const query = {
  business: 'acme',
  from: '2026-11-01',
  to: '2026-11-30',
  filters: { sites_id: ['s1'] },
  search: '',
  orderBy: 'name' as const,
};

describe('the attendance list calls', () => {
  it('fetch a block of the query on the selected business', async () => {
    const client = fixtureTxnClient(fixture.records, fixture.references);
    const reply = await attendanceFetcher(client, query, 'acme')(2, 2);
    expect(reply.records.map((record) => record.id)).toEqual(
      fixture.records.slice(2, 4).map((record) => record.id),
    );
    expect(reply.rowCount).toBe(5);
    expect(client.sent[0]).toEqual({
      name: 'txn_attendance_list_with_summary',
      folder: 'attendance',
      foldertype: 'mviews',
      params: {
        from: '2026-11-01',
        to: '2026-11-30',
        filters: { sites_id: ['s1'] },
        search: '',
        orderBy: 'name',
        limit: 2,
        offset: 2,
      },
      target_swhandle: 'acme',
      client_props: { txn_op: 'R' },
    });
  });

  it('search a new row’s employee by the typed words over the shown range', async () => {
    const client = fixtureTxnClient(fixture.records, fixture.references);
    const [target] = fixture.records;
    if (!target) throw new Error('fixture rows');
    const found = await attendanceEmployeeSearch(client, query, 'demo', 'eng')(target.code);
    expect(found[0]).toMatchObject({ id: target.id, code: target.code });
    expect(client.sent[0]?.params).toMatchObject({ search: target.code, limit: 20, offset: 0 });
  });

  it('count the requests under way', async () => {
    const counter = { current: 0 };
    let answer: () => void = () => {};
    const fetch = countingInFlight(
      () =>
        new Promise((resolve) => {
          answer = () => resolve({ records: [], rowCount: 0, aggregateSummary: fixture.aggregateSummary });
        }),
      counter,
    );
    const pending = fetch(0, 100);
    expect(counter.current).toBe(1);
    answer();
    await pending;
    expect(counter.current).toBe(0);
  });
});
