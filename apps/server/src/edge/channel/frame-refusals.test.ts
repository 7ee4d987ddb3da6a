import { maxEchoLength, maxPayloadDepth, serverMessages } from '@muster/protocol';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultApiKey } from '../../platform/config.js';
import {
  demoSignIn,
  startTestServer,
  TestChannel,
  type TestServer,
  testDatabaseKinds,
} from '../../testing/index.js';

/** A list filter group nested `levels` groups deep (two JSON levels each), as text: JSON.stringify overflows first. */
function nestedFilters(levels: number): string {
  const condition = JSON.stringify({ path: 'code', operator: '=', value: 'x' });
  return `${'{"filterInput":['.repeat(levels)}${condition}${']}'.repeat(levels)}`;
}

// Issue #13 items 6-8: frames a fuzzer sent that reached the database or echoed megabytes.
describe.each(testDatabaseKinds)('frames refused before anything walks them, on %s', (kind) => {
  let server: TestServer['server'];
  let stop: TestServer['stop'];
  let channel: TestChannel;
  let sessionKey: string;
  const logged = vi.spyOn(console, 'error');

  beforeAll(async () => {
    ({ server, stop } = await startTestServer(kind));
    channel = await TestChannel.open(server.url, defaultApiKey);
    sessionKey = await channel.login(demoSignIn);
  });
  afterAll(async () => {
    channel?.close();
    await stop?.();
  });
  afterEach(() => {
    // none of these is a server error: nothing logged, no stack trace
    expect(logged).not.toHaveBeenCalled();
    logged.mockClear();
  });

  const list = (params: Record<string, unknown>) =>
    channel.txn(
      { name: 'txn_employees_list', folder: 'employees', client_props: { txn_op: 'R' }, params },
      sessionKey,
    );
  const listFiltered = (id: string, filtersText: string) => {
    const txn = `{"name":"txn_employees_list","folder":"employees","params":{"filters":${filtersText}}}`;
    const body = `{"session_key":${JSON.stringify(sessionKey)},"txn":${txn}}`;
    return channel.sendRaw(`{"id":"${id}","type":"txn","client_type":"test","body":${body}}`, id);
  };

  it('refuses a NUL byte in a sign-in parameter, naming where', async () => {
    const reply = await channel.txn({
      name: 'txn_user_login',
      folder: 'sessions',
      params: { ...demoSignIn, code: 'ad\u0000min' },
    });
    expect(reply.output).toEqual({
      type: 'error',
      message: serverMessages.unstorableText,
      data: { issues: ['body.txn.params.code'] },
    });
  });

  it('refuses a NUL byte in a list parameter and in a key', async () => {
    const value = await list({
      filters: { filterInput: [{ path: 'code', operator: '=', value: 'a\u0000' }] },
    });
    expect(value.output).toMatchObject({
      message: serverMessages.unstorableText,
      data: { issues: ['body.txn.params.filters.filterInput.0.value'] },
    });
    const key = await list({ 'a\u0000b': 1 });
    expect(key.output).toMatchObject({
      message: serverMessages.unstorableText,
      data: { issues: ['body.txn.params.a\uFFFDb'] },
    });
  });

  it('refuses a lone surrogate after a non-ASCII character, but takes a surrogate pair', async () => {
    const lone = await list({
      filters: { filterInput: [{ path: 'code', operator: '=', value: 'é\uD83D' }] },
    });
    expect(lone.output.message).toBe(serverMessages.unstorableText);
    const lowAlone = await channel.txn({
      name: 'txn_user_login',
      folder: 'sessions',
      params: { ...demoSignIn, swhandle: 'dé\uDE00mo' },
    });
    expect(lowAlone.output.message).toBe(serverMessages.unstorableText);
    const pair = await list({
      filters: { filterInput: [{ path: 'code', operator: '=', value: 'é😀' }] },
    });
    expect(pair.output).toMatchObject({ type: 'success', data: { records: [] } });
  });

  it('refuses params nested past the depth limit with a clear error, however deep', async () => {
    for (const levels of [maxPayloadDepth, 700, 20_000]) {
      const reply = await listFiltered(`deep-${levels}`, nestedFilters(levels));
      expect(reply.output).toEqual({
        type: 'error',
        message: `${serverMessages.invalidFrame}: nested deeper than ${maxPayloadDepth} levels`,
      });
    }
    // the frame still answers afterwards, and filters as deep as the list allows still run
    const allowed = await listFiltered('deep-8', nestedFilters(8));
    expect(allowed.output.type).toBe('success');
  });

  it('echoes at most the first characters of an unknown type', async () => {
    const type = 'x'.repeat(3 * 1024 * 1024);
    const reply = await channel.send({ id: 'big-type', type, client_type: 'web' });
    expect(reply.output).toEqual({
      type: 'error',
      message: `${serverMessages.unknownFrameType}: ${'x'.repeat(maxEchoLength)}…`,
    });
  });

  it('refuses the same text on the HTTP routes: device punches and files', async () => {
    const punches = await fetch(`${server.url}/devices/punches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ serial_number: 'SN\u0000', key: 'k', punches: [] }),
    });
    expect(punches.status).toBe(400);
    expect(await punches.json()).toEqual({ error: serverMessages.unstorableText, issues: ['serial_number'] });

    const form = new FormData();
    form.set('session_key', sessionKey);
    // a lone surrogate cannot cross UTF-8 multipart (it arrives as U+FFFD); a NUL can
    form.set('swhandle', 'de\u0000mo');
    form.set('file', new File(['hello'], 'hello.txt', { type: 'text/plain' }));
    const upload = await fetch(`${server.url}/files`, { method: 'POST', body: form });
    expect(upload.status).toBe(400);
    expect(await upload.json()).toEqual({ error: serverMessages.unstorableText });

    const query = new URLSearchParams({ session_key: sessionKey, swhandle: 'demo\u0000' });
    const download = await fetch(`${server.url}/files/00000000-0000-0000-0000-000000000000?${query}`);
    expect(download.status).toBe(400);
  });
});
