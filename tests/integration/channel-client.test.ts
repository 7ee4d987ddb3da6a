import { ChannelClient, connectionLostMessage, TxnFailure } from '@muster/folder-engine';
import { demoSignIn, startTestServer, TestChannel, type TestServer } from '@muster/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

/** The engine's channel client against the real server over a real WebSocket. */
describe('ChannelClient against the server', () => {
  let test: TestServer;
  const sockets: WebSocket[] = [];
  let sessionKey: string | null = null;
  let expired = 0;
  let client: ChannelClient;

  beforeAll(async () => {
    test = await startTestServer('pglite');
    client = new ChannelClient({
      url: `${test.server.url.replace(/^http/, 'ws')}/channel?key=${test.apiKey}`,
      sessionKey: () => sessionKey,
      onSessionExpired: () => {
        expired++;
      },
      reconnectDelayMs: 1000,
      createSocket: (url) => {
        const socket = new WebSocket(url);
        sockets.push(socket);
        return socket as unknown as globalThis.WebSocket;
      },
    });
  });
  afterAll(async () => {
    client?.close();
    await test?.stop();
  });

  const login = () =>
    client.run<{ session_key: string }>({
      name: 'txn_user_login',
      folder: 'sessions',
      client_props: { txn_op: 'X' },
      params: demoSignIn,
    });
  const settings = () =>
    client.run({ name: 'txn_compiled_folders_get', folder: 'folders', client_props: { txn_op: 'R' } });

  it('signs in and parses the JSON-string records', async () => {
    const result = await login();
    expect(result.records[0]?.session_key).toBeTypeOf('string');
    sessionKey = result.records[0]?.session_key ?? null;
  });

  it('matches concurrent replies to their requests', async () => {
    const results = await Promise.all([settings(), settings(), settings()]);
    for (const result of results) expect(result.records).toHaveLength(1);
  });

  it('rejects with the server message and calls the session-expired hook', async () => {
    const saved = sessionKey;
    sessionKey = 'stale';
    await expect(settings()).rejects.toEqual(
      new TxnFailure('Session Expired Please Login again', 'txn_compiled_folders_get'),
    );
    expect(expired).toBe(1);
    sessionKey = saved;
  });

  it('reconnects after a lost connection, re-sends reads and fails writes without a session', async () => {
    const first = sockets.at(-1);
    const read = settings();
    const saved = sessionKey;
    sessionKey = null;
    const write = login();
    sessionKey = saved;
    first?.terminate();
    await expect(write).rejects.toThrow(connectionLostMessage);
    const started = Date.now();
    await expect(read).resolves.toMatchObject({ records: [expect.any(Object)] });
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(sockets.length).toBe(2);
  });

  it('re-sends a write of a session with the same frame id after a lost connection, and it is applied once', async () => {
    // The reply is lost: the socket drops as it arrives, after the server applied the write.
    const socket = sockets.at(-1) as WebSocket;
    let createId = '';
    const send = socket.send.bind(socket);
    socket.send = ((data: string) => {
      if (data.includes('txn_departments_create')) createId = (JSON.parse(data) as { id: string }).id;
      send(data);
    }) as typeof socket.send;
    const emit = socket.emit.bind(socket);
    socket.emit = ((event: string, ...args: unknown[]) => {
      if (event === 'message' && createId && String(args[0]).includes(`"id":"${createId}"`)) {
        socket.terminate();
        return true;
      }
      return emit(event, ...args);
    }) as typeof socket.emit;
    const created = await client.run<{ id: string }>({
      name: 'txn_departments_create',
      folder: 'departments',
      client_props: { txn_op: 'C' },
      params: {
        baseFolder: 'departments',
        rows: [{ op: 'C', data: { code: 'RESENT1', name: { eng: 'Resent' } } }],
      },
    });
    expect(created.records).toHaveLength(1);
    expect(sockets.length).toBe(3);
    const listed = await client.run({
      name: 'txn_departments_list',
      folder: 'departments',
      client_props: { txn_op: 'R' },
      projections: ['id'],
      params: { filters: { filterInput: [{ path: 'code', operator: '=', value: 'RESENT1' }] } },
    });
    expect(listed.records.map((row) => (row as { id: string }).id)).toEqual([created.records[0]?.id]);
  });

  it("hears another user's change of a folder it follows, and again after its connection is replaced (#35 item 1)", async () => {
    const writer = await TestChannel.open(test.server.url, test.apiKey);
    try {
      const writerKey = await writer.login({ ...demoSignIn, code: 'hr1' });
      const create = (code: string) =>
        writer.txn(
          {
            name: 'txn_departments_create',
            folder: 'departments',
            client_props: { txn_op: 'C' },
            params: { baseFolder: 'departments', rows: [{ op: 'C', data: { code, name: { eng: code } } }] },
          },
          writerKey,
        );
      const heard: string[] = [];
      const ignored: string[] = [];
      const stop = client.onBroadcast(['departments'], (folder) => heard.push(folder));
      const stopOther = client.onBroadcast(['leaves'], (folder) => ignored.push(folder));
      // a txn of the session: the connection follows the business
      await settings();
      expect((await create('HEARD1')).output.type).toBe('success');
      await expect.poll(() => heard).toEqual(['departments']);

      (sockets.at(-1) as WebSocket).terminate();
      await settings();
      expect((await create('HEARD2')).output.type).toBe('success');
      await expect.poll(() => heard).toEqual(['departments', 'departments']);
      expect(ignored).toEqual([]);

      // no listener left for the folder: the server is told, and sends nothing more
      stop();
      stopOther();
      await settings();
      expect((await create('HEARD3')).output.type).toBe('success');
      await settings();
      expect(heard).toHaveLength(2);
    } finally {
      writer.close();
    }
  });
});
