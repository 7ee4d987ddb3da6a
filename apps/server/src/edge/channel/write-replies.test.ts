import type { ReplyFrame, TxnFrame } from '@muster/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type RunningServer, startServer } from '../../app/app.js';
import { defaultApiKey } from '../../platform/config.js';
import {
  createDemoDatabase,
  demoSignIn,
  TestChannel,
  type TestDatabase,
  testDatabaseKinds,
  testServerConfig,
} from '../../testing/index.js';

// Issue #13 item 10: a write resent with the same frame id is applied once.
describe.each(testDatabaseKinds)('write frames resent with the same id, on %s', (kind) => {
  let database: TestDatabase;
  let server: RunningServer;
  let channel: TestChannel;
  let sessionKey: string;
  let serial = 0;

  const start = async () => startServer(testServerConfig(database));

  beforeAll(async () => {
    database = await createDemoDatabase(kind);
    server = await start();
    channel = await TestChannel.open(server.url, defaultApiKey);
    sessionKey = await channel.login(demoSignIn);
  });
  afterAll(async () => {
    channel?.close();
    await server?.close();
    await database?.drop();
  });

  /** A department create frame with a fresh id and code. */
  const createFrame = (): TxnFrame => {
    serial += 1;
    return {
      id: `create-${serial}`,
      type: 'txn',
      client_type: 'test',
      body: {
        session_key: sessionKey,
        txn: {
          name: 'txn_departments_create',
          folder: 'departments',
          client_props: { txn_op: 'C' },
          params: {
            baseFolder: 'departments',
            rows: [{ op: 'C', data: { code: `IDEM${serial}`, name: { eng: `Resent ${serial}` } } }],
          },
        },
      },
    };
  };

  const departmentsWithCode = async (code: string) => {
    const reply = await channel.txn(
      {
        name: 'txn_departments_list',
        folder: 'departments',
        client_props: { txn_op: 'R' },
        projections: ['id', 'code'],
        params: { filters: { filterInput: [{ path: 'code', operator: '=', value: code }] } },
      },
      sessionKey,
    );
    if (reply.output.type !== 'success') throw new Error(reply.output.message);
    return reply.output.data.records.map((record) => JSON.parse(record) as { id: string });
  };

  const codeOf = (frame: TxnFrame) =>
    (frame.body.txn.params as { rows: { data: { code: string } }[] }).rows[0]?.data.code as string;

  it('answers a resend with the first reply and writes once', async () => {
    const frame = createFrame();
    const first = await channel.send(frame);
    expect(first.output.type).toBe('success');
    const again = await channel.send(frame);
    expect(again).toEqual(first);
    expect(await departmentsWithCode(codeOf(frame))).toHaveLength(1);
  });

  it('writes once when the socket dropped before the reply and the frame comes again on a new one', async () => {
    const frame = createFrame();
    const dropped = new WebSocket(`${server.url.replace(/^http/, 'ws')}/channel?key=${defaultApiKey}`);
    await new Promise((resolve) => dropped.once('open', resolve));
    dropped.send(JSON.stringify(frame));
    dropped.terminate();
    const resent = await channel.send(frame);
    expect(resent.output.type).toBe('success');
    expect(await departmentsWithCode(codeOf(frame))).toHaveLength(1);
  });

  it('writes once when the same frame arrives twice at the same time', async () => {
    const frame = createFrame();
    const other = await TestChannel.open(server.url, defaultApiKey);
    const [a, b] = await Promise.all([channel.send(frame), other.send(frame)]);
    other.close();
    expect(a.output.type).toBe('success');
    expect(b).toEqual(a);
    expect(await departmentsWithCode(codeOf(frame))).toHaveLength(1);
  });

  it('writes once when the server stopped before the reply and the frame comes again after the restart', async () => {
    const frame = createFrame();
    const lost = new Promise<ReplyFrame | null>((resolve) => {
      channel.socket.once('close', () => resolve(null));
      void channel.send(frame).then(resolve);
    });
    await server.close();
    await lost;
    server = await start();
    channel = await TestChannel.open(server.url, defaultApiKey);
    const resent = await channel.send(frame);
    expect(resent.output.type).toBe('success');
    expect(await departmentsWithCode(codeOf(frame))).toHaveLength(1);
  });

  it('keeps writes of different frame ids apart', async () => {
    const frame = createFrame();
    const first = await channel.send(frame);
    expect(first.output.type).toBe('success');
    const next = await channel.send({ ...frame, id: `${frame.id}-b` });
    // not the first frame's reply again: the write ran anew, and found the code the first
    // wrote taken (department codes are unique, migration 020)
    expect(next.output.type).not.toBe('success');
    expect(JSON.stringify(next.output)).toContain('This value is already in use');
    expect(await departmentsWithCode(codeOf(frame))).toHaveLength(1);
  });
});
