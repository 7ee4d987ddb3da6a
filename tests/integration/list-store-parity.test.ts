import { ChannelClient, type TxnClient } from '@muster/folder-engine';
import { MemoryTxnClient } from '@muster/folder-engine/testing';
import { folderListTxn, folderWriteTxn, type ListParamsInput, userLoginTxn } from '@muster/protocol';
import { demoSignIn, startTestServer, type TestServer, testDatabaseKinds } from '@muster/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

const holidays = folderListTxn('holidays', 'folders');
const projections = ['id', 'name', 'holiday_date', 'optional_holiday'];

/** Names whose search terms hold LIKE's signs: each must match only what it says. */
const added = ['Parity 50% off', 'Parity 50 off', 'Parity a_b', 'Parity axb', 'Parity back\\slash'];

const search = (term: string) => ({
  filters: { filterInput: [{ path: 'name', operator: 'ilike', value: term }] },
});

/** The same list params, as the screens send them (the raw term, never wrapped). */
const cases: Record<string, ListParamsInput> = {
  'plain text, any case': { ...search('diWALI'), getRowCount: true },
  'a % in the term is a percent sign': { ...search('50%'), getRowCount: true },
  'a _ in the term is an underscore': { ...search('a_b'), getRowCount: true },
  'a \\ in the term is a backslash': { ...search('k\\s'), getRowCount: true },
  'a term found nowhere': { ...search('%nothing%'), getRowCount: true },
  'a filter': {
    filters: { filterInput: [{ path: 'optional_holiday', operator: '=', value: true }] },
    getRowCount: true,
  },
  'paging with the row count': {
    ...search('parity'),
    orderBy: [{ path: 'holiday_date', dir: 'asc' }],
    limit: 2,
    offset: 1,
    getRowCount: true,
  },
  'ordering, newest first': { orderBy: [{ path: 'holiday_date', dir: 'desc' }], limit: 5 },
  'ordering by name, with a search and a filter': {
    filters: {
      filterInput: [
        { path: 'name', operator: 'ilike', value: 'parity a' },
        { path: 'optional_holiday', operator: '=', value: false },
      ],
      joinop: 'and',
    },
    orderBy: [{ path: 'name', dir: 'desc' }],
  },
};

/**
 * The in-memory store the engine's tests and stories run on answers the list params as
 * the server does: the same cases, sent through the same client call, find the same rows
 * in the same order with the same count.
 */
describe.each(testDatabaseKinds)('the memory store and the server list alike on %s', (kind) => {
  let test: TestServer;
  let server: ChannelClient;
  let memory: MemoryTxnClient;
  let sessionKey: string | null = null;

  beforeAll(async () => {
    test = await startTestServer(kind);
    server = new ChannelClient({
      url: `${test.server.url.replace(/^http/, 'ws')}/channel?key=${test.apiKey}`,
      sessionKey: () => sessionKey,
      createSocket: (url) => new WebSocket(url) as unknown as globalThis.WebSocket,
    });
    sessionKey = (await server.call(userLoginTxn, demoSignIn)).records[0]?.session_key ?? null;
    await server.call(folderWriteTxn('holidays', 'C', 'folders'), {
      baseFolder: 'holidays',
      rows: added.map((name, index) => ({
        op: 'C' as const,
        data: {
          name: { eng: name },
          holiday_date: new Date(Date.UTC(2031, 0, index + 1)).toISOString(),
          optional_holiday: false,
        },
      })),
    });
    // the memory store holds the very rows the server holds
    const stored = await server.call(holidays, { limit: 1000 }, { projections });
    memory = new MemoryTxnClient({ holidays: stored.records });
  });
  afterAll(async () => {
    server?.close();
    await test?.stop();
  });

  const listed = async (client: TxnClient, params: ListParamsInput) => {
    const result = await client.call(holidays, params, { projections });
    const names = result.records.map((record) => (record.name as { eng?: string } | null)?.eng);
    return { names, rowCount: result.rowCount };
  };

  it.each(Object.entries(cases))('%s', async (_name, params) => {
    const fromServer = await listed(server, params);
    expect(await listed(memory, params)).toEqual(fromServer);
    // a case that finds nothing on both proves nothing: each finds something but the last miss
    if (!JSON.stringify(params).includes('nothing')) expect(fromServer.names.length).toBeGreaterThan(0);
  });

  it('finds what each term says, and only that', async () => {
    expect((await listed(server, cases['a % in the term is a percent sign'] ?? {})).names).toEqual([
      'Parity 50% off',
    ]);
    expect((await listed(server, cases['a _ in the term is an underscore'] ?? {})).names).toEqual([
      'Parity a_b',
    ]);
    expect((await listed(server, cases['plain text, any case'] ?? {})).names).toEqual(['Diwali']);
  });
});
