import { serverMessages } from '@muster/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FixtureServer,
  fixtureSignIn,
  startFixtureServer,
} from '../../engine/query/testing/list-fixture.js';
import { defaultApiKey } from '../../platform/config.js';
import { TestChannel, testDatabaseKinds } from '../../testing/index.js';
import { maxUploadBytes } from './content-kind.js';
import { fileMessages } from './stored-files.js';

const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.4\n${text}\n%%EOF\n`);

describe.each(testDatabaseKinds)('the file store on %s', (kind) => {
  let running: FixtureServer;
  let channel: TestChannel;
  const sessions = new Map<string, string>();

  beforeAll(async () => {
    running = await startFixtureServer(kind);
    channel = await TestChannel.open(running.server.url, defaultApiKey);
    // acme is the provider business; sunrise a contractor
    for (const code of ['admin', 'emp1']) sessions.set(code, await channel.login({ ...fixtureSignIn, code }));
    sessions.set(
      'sunriseAdmin',
      await channel.login({ ...fixtureSignIn, swhandle: 'sunrise', code: 'admin' }),
    );
    sessions.set('sunriseEmp', await channel.login({ ...fixtureSignIn, swhandle: 'sunrise', code: 's100' }));
  });
  afterAll(async () => {
    channel?.close();
    await running?.stop();
  });

  const key = (user: string) => sessions.get(user) ?? '';
  const upload = async (
    user: string,
    bytes: Uint8Array,
    name: string,
    extra: Record<string, string> = {},
  ) => {
    const form = new FormData();
    form.set('session_key', key(user));
    for (const [field, value] of Object.entries(extra)) form.set(field, value);
    form.set('file', new Blob([Buffer.from(bytes)]), name);
    const response = await fetch(`${running.server.url}/files`, { method: 'POST', body: form });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const uploaded = async (user: string, bytes: Uint8Array, name: string, extra?: Record<string, string>) => {
    const { status, body } = await upload(user, bytes, name, extra);
    if (status !== 200) throw new Error(`upload by ${user}: ${status} ${JSON.stringify(body)}`);
    return body.id as string;
  };
  const download = (user: string, id: string, swhandle?: string) => {
    const query = new URLSearchParams({ session_key: key(user), ...(swhandle ? { swhandle } : {}) });
    return fetch(`${running.server.url}/files/${id}?${query}`);
  };
  const listed = async (user: string, swhandle?: string) => {
    const reply = await channel.txn(
      {
        name: 'txn_files_list',
        folder: 'files',
        client_props: { txn_op: 'R' },
        projections: ['original_filename'],
        ...(swhandle ? { target_swhandle: swhandle } : {}),
      },
      key(user),
    );
    if (reply.output.type !== 'success') throw new Error(reply.output.message);
    return reply.output.data.records
      .map((record) => (JSON.parse(record) as { original_filename: string }).original_filename)
      .sort();
  };

  it('keeps each business to its own uploads in the list and on download', async () => {
    const sunriseFile = await uploaded('sunriseEmp', pdf('sunrise payslip'), 'sunrise.pdf');
    const acmeFile = await uploaded('emp1', pdf('acme medical'), 'acme.pdf');

    expect(await listed('sunriseAdmin')).toEqual(['sunrise.pdf']);
    expect(await listed('sunriseAdmin', 'acme')).toEqual([]);
    expect(await listed('admin')).toEqual(['acme.pdf', 'medical.pdf', 'ticket.png']);

    for (const [user, id] of [
      ['sunriseAdmin', acmeFile],
      ['sunriseEmp', acmeFile],
      ['admin', sunriseFile],
      ['emp1', sunriseFile],
    ] as const)
      expect((await download(user, id)).status, `${user} downloads another business's file`).toBe(404);
    expect((await download('sunriseAdmin', acmeFile, 'acme')).status).toBe(404);

    const own = await download('sunriseEmp', sunriseFile);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode(await own.arrayBuffer())).toContain('sunrise payslip');
    expect((await download('emp1', acmeFile)).status).toBe(200);
  });

  it("lets the provider's user list and download a business's files with that business selected", async () => {
    const sunriseFile = await uploaded('sunriseAdmin', pdf('sunrise contract'), 'contract.pdf');
    expect(await listed('admin', 'SUNRISE')).toContain('contract.pdf');
    expect((await download('admin', sunriseFile, 'sunrise')).status).toBe(200);

    // the provider reads a contractor it picks but writes nothing there the policy does not give it
    const forSunrise = await upload('admin', pdf('for sunrise'), 'for-sunrise.pdf', { swhandle: 'sunrise' });
    expect(forSunrise.status).toBe(403);
    expect(await listed('sunriseAdmin')).not.toContain('for-sunrise.pdf');
    // a contractor's user cannot upload for another business
    expect((await upload('sunriseAdmin', pdf('x'), 'x.pdf', { swhandle: 'acme' })).status).toBe(403);
  });

  it('answers a repeated list (its statement compiled once) with the rows as they are now', async () => {
    const before = await listed('sunriseAdmin');
    await uploaded('sunriseEmp', pdf('later'), 'later.pdf');
    expect(await listed('sunriseAdmin')).toEqual([...before, 'later.pdf'].sort());
    // the same request from another business's session is compiled for that session
    expect(await listed('admin')).not.toContain('later.pdf');
  });

  it('checks the session, the size and the content of uploads', async () => {
    expect(await upload('nobody', pdf('x'), 'x.pdf')).toEqual({
      status: 401,
      body: { error: serverMessages.sessionExpired },
    });
    const form = new FormData();
    form.set('session_key', key('emp1'));
    const missing = await fetch(`${running.server.url}/files`, { method: 'POST', body: form });
    expect([missing.status, await missing.json()]).toEqual([400, { error: fileMessages.noFile }]);
    const large = new Uint8Array(maxUploadBytes);
    large.set(pdf(''));
    expect(await upload('emp1', large, 'large.pdf')).toEqual({
      status: 413,
      body: { error: fileMessages.tooLarge },
    });
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>');
    expect((await upload('emp1', svg, 'logo.png')).status).toBe(415);
    const csv = new TextEncoder().encode('code,name\nE1,Anil\n');
    expect((await upload('admin', csv, 'staff.csv')).status).toBe(415);
    expect((await upload('admin', csv, 'staff.csv', { folder: 'bulk_upload' })).body).toMatchObject({
      original_filename: 'staff.csv',
      mime_type: 'text/csv',
      size_bytes: csv.length,
    });
    expect((await download('nobody', running.fixture.files[0] as string)).status).toBe(401);
    expect((await download('admin', 'not-an-id')).status).toBe(404);
  });
});
