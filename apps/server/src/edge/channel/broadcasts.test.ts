import { payrollMonthOf, previousMonth } from '@muster/payroll-rules';
import type { BroadcastFrame, ServerFrame } from '@muster/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** The broadcasts a channel receives from now on. */
function collectBroadcasts(channel: TestChannel): BroadcastFrame[] {
  const received: BroadcastFrame[] = [];
  channel.socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as ServerFrame;
    if (frame.type === 'broadcast') received.push(frame);
  });
  return received;
}

const until = async (check: () => boolean, ms = 5000) => {
  for (const started = Date.now(); !check(); ) {
    if (Date.now() - started > ms) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

// Issue #13 item 11: on PostgreSQL a write on one server process reaches the clients of the
// others (LISTEN/NOTIFY); on PGlite there is one process and it stays in it.
describe.each(testDatabaseKinds)('broadcasts of writes on %s', (kind) => {
  let database: TestDatabase;
  const servers: RunningServer[] = [];
  const channels: TestChannel[] = [];

  const open = async (
    server: RunningServer,
    user: { swhandle: string; code: string },
    folders: readonly string[] = ['departments'],
  ) => {
    const channel = await TestChannel.open(server.url, defaultApiKey);
    channels.push(channel);
    const key = await channel.login({ ...demoSignIn, ...user });
    // as the web app does after signing in: from its first txn of a session, a connection follows that business
    await channel.txn({ name: 'txn_compiled_folders_get', folder: 'folders' }, key);
    // and the lists it shows follow their folders (issue #35 item 1)
    await channel.subscribe(folders);
    return { channel, key, broadcasts: collectBroadcasts(channel) };
  };
  const createDepartment = (writer: { channel: TestChannel; key: string }, code: string) =>
    writer.channel.txn(
      {
        name: 'txn_departments_create',
        folder: 'departments',
        client_props: { txn_op: 'C' },
        params: { baseFolder: 'departments', rows: [{ op: 'C', data: { code, name: { eng: code } } }] },
      },
      writer.key,
    );
  const readOn = (reader: { channel: TestChannel; key: string }) =>
    reader.channel.txn(
      { name: 'txn_departments_list', folder: 'departments', client_props: { txn_op: 'R' } },
      reader.key,
    );

  beforeAll(async () => {
    database = await createDemoDatabase(kind);
    const config = testServerConfig(database);
    servers.push(await startServer(config));
    // PGlite is single-instance: its one process serves both sides
    servers.push(kind === 'postgres' ? await startServer(config) : (servers[0] as RunningServer));
  });
  afterAll(async () => {
    for (const channel of channels) channel.close();
    for (const server of new Set(servers)) await server.close();
    await database?.drop();
  });

  it("tells the business's other clients, on any instance, that a folder changed; not the writer, not other businesses", async () => {
    const [first, second] = servers as [RunningServer, RunningServer];
    const writer = await open(first, { swhandle: 'demo', code: 'admin' });
    const colleague = await open(second, { swhandle: 'demo', code: 'hr1' });
    const contractor = await open(second, { swhandle: 'sunrise', code: 'admin' });

    const reply = await writer.channel.txn(
      {
        name: 'txn_departments_create',
        folder: 'departments',
        client_props: { txn_op: 'C' },
        params: {
          baseFolder: 'departments',
          rows: [{ op: 'C', data: { code: 'BC1', name: { eng: 'Broadcast' } } }],
        },
      },
      writer.key,
    );
    expect(reply.output.type).toBe('success');
    await until(() => colleague.broadcasts.length > 0);
    expect(colleague.broadcasts).toEqual([
      { type: 'broadcast', folder: 'departments', data: { txn: 'txn_departments_create' } },
    ]);
    // a read afterwards on each, so any broadcast on its way has arrived
    for (const { channel, key } of [writer, contractor])
      await channel.txn(
        { name: 'txn_departments_list', folder: 'departments', client_props: { txn_op: 'R' } },
        key,
      );
    expect(writer.broadcasts).toEqual([]);
    expect(contractor.broadcasts).toEqual([]);
  });

  it('sends a change only to the connections whose screens show its folder, and as they change what they show', async () => {
    const [first, second] = servers as [RunningServer, RunningServer];
    const writer = await open(first, { swhandle: 'demo', code: 'admin' });
    const showing = await open(second, { swhandle: 'demo', code: 'hr1' });
    const elsewhere = await open(second, { swhandle: 'demo', code: 'hr1' }, ['leaves', 'attendance']);
    const nothing = await open(second, { swhandle: 'demo', code: 'hr1' }, []);

    expect((await createDepartment(writer, 'SUB1')).output.type).toBe('success');
    await until(() => showing.broadcasts.length > 0);
    for (const reader of [elsewhere, nothing]) await readOn(reader);
    expect(showing.broadcasts.map((frame) => frame.folder)).toEqual(['departments']);
    expect(elsewhere.broadcasts).toEqual([]);
    expect(nothing.broadcasts).toEqual([]);

    // the other screen opens the departments' list; the first closes it
    await elsewhere.channel.subscribe(['leaves', 'departments']);
    await showing.channel.subscribe([]);
    expect((await createDepartment(writer, 'SUB2')).output.type).toBe('success');
    await until(() => elsewhere.broadcasts.length > 0);
    await readOn(showing);
    expect(elsewhere.broadcasts.map((frame) => frame.folder)).toEqual(['departments']);
    expect(showing.broadcasts.map((frame) => frame.folder)).toEqual(['departments']);
  });

  it("tells the screens showing payslips that a month's statutory file was downloaded (a read that announces), and of no other read", async () => {
    const [first, second] = servers as [RunningServer, RunningServer];
    const downloader = await open(first, { swhandle: 'demo', code: 'admin' }, ['payslips']);
    const watcher = await open(second, { swhandle: 'demo', code: 'hr1' }, ['payslips']);
    const lastMonth = previousMonth(payrollMonthOf(new Date()));
    const payroll_month = new Date(lastMonth.start.getTime() + 86_400_000).toISOString();
    const read = (name: string, params: Record<string, unknown>) =>
      downloader.channel.txn(
        { name, folder: 'payslips', client_props: { txn_op: 'R' }, params },
        downloader.key,
      );

    expect((await read('txn_payslips_list', { limit: 1 })).output.type).toBe('success');
    expect((await read('txn_payslips_epf_ecr', { payroll_month })).output.type).toBe('success');
    await until(() => watcher.broadcasts.length > 0);
    await read('txn_payslips_list', { limit: 1 });
    await watcher.channel.txn(
      { name: 'txn_payslips_list', folder: 'payslips', client_props: { txn_op: 'R' }, params: { limit: 1 } },
      watcher.key,
    );
    expect(watcher.broadcasts).toEqual([
      { type: 'broadcast', folder: 'payslips', data: { txn: 'txn_payslips_epf_ecr' } },
    ]);
  });

  it("tells a contractor's clients of the principal employer's write on its records (issue #32)", async () => {
    const [first, second] = servers as [RunningServer, RunningServer];
    const principal = await open(first, { swhandle: 'demo', code: 'admin' }, ['invoices']);
    const contractor = await open(second, { swhandle: 'sunrise', code: 'admin' }, ['invoices']);
    const other = await open(second, { swhandle: 'shakti', code: 'admin' }, ['invoices']);
    // Sunrise's uploaded ESI challan of the demo month (seed: invoices.ts), as the principal lists it
    const listed = await principal.channel.txn(
      {
        name: 'txn_invoices_list',
        folder: 'invoices',
        params: { limit: 10 },
        projections: ['id', 'approval_documents.doc_name', 'approval_documents.status'],
        target_swhandle: 'sunrise',
      },
      principal.key,
    );
    if (listed.output.type !== 'success') throw new Error(listed.output.message);
    const uploaded = listed.output.data.records
      .flatMap(
        (record) =>
          (JSON.parse(record) as { approval_documents?: Record<string, unknown>[] }).approval_documents ?? [],
      )
      .find((document) => document.doc_name === 'ESI challan' && document.status === 'uploaded');
    if (!uploaded) throw new Error("Sunrise's uploaded ESI challan expected");
    const reviewed = await principal.channel.txn(
      {
        name: 'txn_invoices_review_documents',
        folder: 'invoices',
        client_props: { txn_op: 'U' },
        params: { ids: [uploaded.id], action: 'approve' },
        target_swhandle: 'sunrise',
      },
      principal.key,
    );
    expect(reviewed.output.type).toBe('success');
    await until(() => contractor.broadcasts.length > 0);
    expect(contractor.broadcasts).toEqual([
      { type: 'broadcast', folder: 'invoices', data: { txn: 'txn_invoices_review_documents' } },
    ]);
    // a read afterwards, so any broadcast on its way has arrived: no other contractor hears of it
    await other.channel.txn(
      { name: 'txn_invoices_list', folder: 'invoices', params: { limit: 1 } },
      other.key,
    );
    expect(other.broadcasts).toEqual([]);
  });

  it('refuses a subscription that is not a list of folder names, naming what is wrong', async () => {
    const channel = await TestChannel.open((servers[0] as RunningServer).url, defaultApiKey);
    channels.push(channel);
    const refused = await channel.send({
      id: 'bad-subscribe',
      type: 'subscribe',
      folders: ['Departments; drop'],
    });
    expect(refused.output).toMatchObject({ type: 'error' });
    expect(refused.output.message).toContain('folders.0');
    const tooMany = await channel.send({
      id: 'many',
      type: 'subscribe',
      folders: Array.from({ length: 201 }, (_, index) => `folder_${index}`),
    });
    expect(tooMany.output.type).toBe('error');
  });
});
