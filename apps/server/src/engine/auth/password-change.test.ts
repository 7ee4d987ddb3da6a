import { serverMessages, type Txn } from '@muster/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoSignIn,
  startTestServer,
  TestChannel,
  type TestServer,
  testDatabaseKinds,
} from '../../testing/index.js';

const folderGet: Txn = { name: 'txn_compiled_folders_get', folder: 'folders' };

describe.each(testDatabaseKinds)('a password change and the other sessions on %s', (kind) => {
  let test: TestServer;
  let phone: TestChannel;
  let laptop: TestChannel;

  beforeAll(async () => {
    test = await startTestServer(kind);
    phone = await TestChannel.open(test.server.url, test.apiKey);
    laptop = await TestChannel.open(test.server.url, test.apiKey);
  });
  afterAll(async () => {
    phone?.close();
    laptop?.close();
    await test?.stop();
  });

  const outcome = async (channel: TestChannel, sessionKey: string) => {
    const reply = await channel.txn(folderGet, sessionKey);
    return reply.output.type === 'success' ? 'success' : reply.output.message;
  };

  it("ends the user's other sessions at once and keeps the one that changed it", async () => {
    const user = { swhandle: 'demo', code: 'ao1', password: demoSignIn.password };
    const current = await phone.login(user);
    const other = await laptop.login(user);
    const someoneElse = await laptop.login({ ...user, code: 'hr1' });
    // answered from the cache before the change, so the change must reach the cache too
    expect(await outcome(laptop, other)).toBe('success');

    const change = await phone.txn(
      {
        name: 'txn_user_password_change',
        folder: 'employees',
        params: { old_password: demoSignIn.password, new_password: 'Changed@123' },
      },
      current,
    );
    expect(change.output.type).toBe('success');

    expect(await outcome(laptop, other)).toBe(serverMessages.sessionExpired);
    expect(await outcome(phone, current)).toBe('success');
    expect(await outcome(laptop, someoneElse)).toBe('success');
  });

  it('ends nothing when the old password is wrong', async () => {
    const user = { swhandle: 'demo', code: 'dco1', password: demoSignIn.password };
    const current = await phone.login(user);
    const other = await laptop.login(user);
    const refused = await phone.txn(
      {
        name: 'txn_user_password_change',
        folder: 'employees',
        params: { old_password: 'Wrong@1234', new_password: 'Changed@123' },
      },
      current,
    );
    expect(refused.output.type).toBe('error');
    expect(await outcome(laptop, other)).toBe('success');
  });
});
