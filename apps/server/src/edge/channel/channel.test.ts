import { serverMessages } from '@muster/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { defaultApiKey } from '../../platform/config.js';
import {
  demoSignIn,
  startTestServer,
  TestChannel,
  type TestServer,
  testDatabaseKinds,
} from '../../testing/index.js';

describe.each(testDatabaseKinds)('the channel on %s', (kind) => {
  let server: TestServer['server'];
  let stop: TestServer['stop'];
  let channel: TestChannel;

  beforeAll(async () => {
    ({ server, stop } = await startTestServer(kind));
    channel = await TestChannel.open(server.url, defaultApiKey);
  });
  afterAll(async () => {
    channel?.close();
    await stop?.();
  });

  it('negotiates permessage-deflate', () => {
    expect(channel.socket.extensions).toContain('permessage-deflate');
  });

  it('negotiates no context takeover, without which ws deflates even the smallest frame', async () => {
    const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/channel?key=${defaultApiKey}`, {
      perMessageDeflate: true,
    });
    const agreed = await new Promise<string | undefined>((resolve, reject) => {
      socket.once('upgrade', (response) => resolve(response.headers['sec-websocket-extensions']));
      socket.once('error', reject);
    });
    socket.close();
    expect(agreed).toContain('server_no_context_takeover');
    expect(agreed).toContain('client_no_context_takeover');
  });

  it('answers hello with the same id', async () => {
    const reply = await channel.send({ id: 'h1', type: 'hello', client_type: 'web' });
    expect(reply).toMatchObject({ id: 'h1', type: 'reply', output: { type: 'success' } });
  });

  it('answers invalid JSON with an error and keeps the connection open', async () => {
    const reply = await channel.sendRaw('{"id":"x", type', null);
    expect(reply.output).toEqual({ type: 'error', message: serverMessages.invalidJson });
    const hello = await channel.send({ id: 'h2', type: 'hello', client_type: 'web' });
    expect(hello.output.type).toBe('success');
  });

  it('answers an unknown frame type with an error naming it', async () => {
    const reply = await channel.send({ id: 'u1', type: 'shout', client_type: 'web' });
    expect(reply.output).toEqual({ type: 'error', message: `${serverMessages.unknownFrameType}: shout` });
  });

  it('answers a txn frame with missing fields with an error naming them', async () => {
    const reply = await channel.send({ id: 'm1', type: 'txn', client_type: 'web' });
    expect(reply.output.type).toBe('error');
    expect(reply.output.message).toContain('body');
    const noName = await channel.send({
      id: 'm2',
      type: 'txn',
      client_type: 'web',
      body: { session_key: null, txn: { folder: 'x' } },
    });
    expect(noName.output.message).toContain('body.txn.name');
  });

  it('answers non-object and wrongly typed frames with errors', async () => {
    expect((await channel.sendRaw('[1,2]', null)).output.type).toBe('error');
    const wrong = await channel.send({
      id: 'w1',
      type: 'txn',
      client_type: 'web',
      body: { session_key: 7, txn: {} },
    });
    expect(wrong.output.message).toContain('body.session_key');
  });

  it('answers an unknown txn with an error', async () => {
    const reply = await channel.txn({ name: 'txn_no_such_thing', folder: 'folders' });
    expect(reply.output).toEqual({
      type: 'error',
      message: `${serverMessages.unknownTxn}: txn_no_such_thing`,
    });
  });

  it("answers a bad session key with 'Session Expired Please Login again'", async () => {
    const txn = { name: 'txn_compiled_folders_get', folder: 'folders' };
    expect((await channel.txn(txn, 'not-a-session')).output.message).toBe(
      'Session Expired Please Login again',
    );
    expect((await channel.txn(txn, null)).output.message).toBe('Session Expired Please Login again');
  });

  it("refuses a wrong handle, code or password alike with 'Invalid credentials'", async () => {
    for (const params of [
      { ...demoSignIn, password: 'wrong-Password1!' },
      { ...demoSignIn, code: 'nobody' },
      { ...demoSignIn, swhandle: 'nowhere' },
    ]) {
      const reply = await channel.txn({ name: 'txn_user_login', folder: 'sessions', params });
      expect(reply.output).toEqual({ type: 'error', message: 'Invalid credentials' });
    }
  });

  it("lists a sign-in's missing fields as the client does: 'please enter swhandle,username,password'", async () => {
    const signIn = (params: Record<string, unknown>) =>
      channel.txn({ name: 'txn_user_login', folder: 'sessions', params });
    expect((await signIn({})).output.message).toBe('please enter swhandle,username,password');
    expect((await signIn({ swhandle: ' ', code: '', password: '' })).output.message).toBe(
      'please enter swhandle,username,password',
    );
    expect((await signIn({ swhandle: 'demo' })).output.message).toBe('please enter username,password');
    expect((await signIn({ ...demoSignIn, password: '' })).output.message).toBe('please enter password');
  });

  it('signs in, loads business settings and signs out', async () => {
    const reply = await channel.txn({
      name: 'txn_user_login',
      folder: 'sessions',
      client_props: { txn_op: 'X' },
      params: demoSignIn,
    });
    expect(reply.output.type).toBe('success');
    if (reply.output.type !== 'success') return;
    const session = JSON.parse(reply.output.data.records[0] as string);
    expect(session).toMatchObject({ first_name: 'Anil', swhandle: 'demo', code: 'admin', filepath: null });
    expect(session.session_key).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const settingsReply = await channel.txn(
      { name: 'txn_compiled_folders_get', folder: 'folders' },
      session.session_key,
    );
    expect(settingsReply.output.type).toBe('success');
    if (settingsReply.output.type !== 'success') return;
    const settings = JSON.parse(settingsReply.output.data.records[0] as string);
    expect(settings.env).toMatchObject({ swhandle: 'demo', code: 'admin', isAdmin: true });
    expect(settings.containers.folders.folderList).toContain('employees');
    expect(settings.containers.folders.map.employees.label.eng).toBeTruthy();
    // masters and leave types come from their tables, as the clients' pickers use them
    const codes = (rows: { code: string }[]) => rows.map((row) => row.code);
    expect(codes(settings.masterData.attendance_types)).toEqual(expect.arrayContaining(['P', 'A', 'SP']));
    expect(settings.folderData.leaveTypes.length).toBeGreaterThan(0);

    const logout = await channel.txn({ name: 'txn_user_logout', folder: 'sessions' }, session.session_key);
    expect(logout.output.type).toBe('success');
    const after = await channel.txn(
      { name: 'txn_compiled_folders_get', folder: 'folders' },
      session.session_key,
    );
    expect(after.output.message).toBe('Session Expired Please Login again');
  });

  it('derives role flags from the employee groups', async () => {
    const key = await channel.login({ swhandle: 'demo', code: 'ao1', password: demoSignIn.password });
    const reply = await channel.txn({ name: 'txn_compiled_folders_get', folder: 'folders' }, key);
    if (reply.output.type !== 'success') throw new Error(reply.output.message);
    const { env } = JSON.parse(reply.output.data.records[0] as string);
    expect(env).toMatchObject({ code: 'ao1', isAO: true, isRO: false, isAdmin: false });
  });

  it('refuses a connection without the API key', async () => {
    await expect(TestChannel.open(server.url, 'wrong-key')).rejects.toThrow('HTTP 401');
  });
});
