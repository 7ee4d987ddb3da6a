import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { serverMessages, type Txn } from '@muster/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../app/app.js';
import { demoSignIn, startTestServer, TestChannel, type TestServer } from '../../testing/index.js';

const folderGet: Txn = { name: 'txn_compiled_folders_get', folder: 'folders' };
const outcome = async (channel: TestChannel, sessionKey: string) => {
  const reply = await channel.txn(folderGet, sessionKey);
  return reply.output.type === 'success' ? 'success' : reply.output.message;
};

/** Another instance learns of an ended session by NOTIFY, milliseconds after the reply. */
const propagationMs = 1000;

/** The key's outcome once it has stopped succeeding, or 'success' if it still does after the window. */
async function settledOutcome(channel: TestChannel, sessionKey: string): Promise<string> {
  const deadline = Date.now() + propagationMs;
  for (;;) {
    const result = await outcome(channel, sessionKey);
    if (result !== 'success' || Date.now() > deadline) return result;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.runIf(process.env.TEST_DATABASE_URL)(
  'sessions across two instances on one PostgreSQL database',
  () => {
    let first: TestServer;
    let second: RunningServer;
    let secondDataDir: string;
    let onFirst: TestChannel;
    let onSecond: TestChannel;

    beforeAll(async () => {
      first = await startTestServer('postgres');
      secondDataDir = mkdtempSync(path.join(os.tmpdir(), 'muster-second-'));
      second = await startServer({
        port: 0,
        dataDir: secondDataDir,
        databaseUrl: first.database.databaseUrl,
        apiKey: first.apiKey,
        hostDist: secondDataDir,
        seedDemo: false,
      });
      onFirst = await TestChannel.open(first.server.url, first.apiKey);
      onSecond = await TestChannel.open(second.url, first.apiKey);
    });
    afterAll(async () => {
      onFirst?.close();
      onSecond?.close();
      await second?.close();
      await first?.stop();
      rmSync(secondDataDir, { recursive: true, force: true });
    });

    it('a logout on one instance ends the key on the other within the propagation window', async () => {
      const key = await onFirst.login({ swhandle: 'demo', code: 'hr1', password: demoSignIn.password });
      // Twice, so the second instance answers from its cache before the logout.
      expect(await outcome(onSecond, key)).toBe('success');
      expect(await outcome(onSecond, key)).toBe('success');
      const logout = await onFirst.txn({ name: 'txn_user_logout', folder: 'sessions' }, key);
      expect(logout.output.type).toBe('success');
      expect(await settledOutcome(onSecond, key)).toBe(serverMessages.sessionExpired);
      expect(await outcome(onFirst, key)).toBe(serverMessages.sessionExpired);
    });

    it('a password recovery on one instance ends every session of the user on both', async () => {
      const user = { swhandle: 'demo', code: 'ro1' };
      const keys = [
        await onFirst.login({ ...user, password: demoSignIn.password }),
        await onSecond.login({ ...user, password: demoSignIn.password }),
      ];
      for (const key of keys) {
        expect(await outcome(onFirst, key)).toBe('success');
        expect(await outcome(onSecond, key)).toBe('success');
      }
      const other = await onSecond.login({ swhandle: 'demo', code: 'dco1', password: demoSignIn.password });
      expect(await outcome(onSecond, other)).toBe('success');

      const anonymous = (name: string, params: Record<string, unknown>) =>
        onFirst.txn({ name, folder: 'employees', client_props: { txn_op: 'C' }, params });
      expect(
        (await anonymous('txn_otp_send', { ...user, purpose: 'recover', channel: 'email' })).output.type,
      ).toBe('success');
      const mailDir = path.join(first.database.dataDir, 'mail');
      const newest = (await readdir(mailDir)).sort().at(-1) as string;
      const otp = /code is ([A-Z0-9]{5})\b/.exec(await readFile(path.join(mailDir, newest), 'utf8'))?.[1];
      const recovered = await anonymous('txn_user_password_recover', {
        ...user,
        otp,
        password: 'Recovered@1',
      });
      expect(recovered.output.type).toBe('success');

      for (const key of keys) {
        expect(await settledOutcome(onSecond, key)).toBe(serverMessages.sessionExpired);
        expect(await settledOutcome(onFirst, key)).toBe(serverMessages.sessionExpired);
      }
      expect(await outcome(onSecond, other)).toBe('success');
    });

    it("a password change on one instance ends the user's other sessions on both, sparing its own", async () => {
      const user = { swhandle: 'demo', code: 'ao1', password: demoSignIn.password };
      const current = await onFirst.login(user);
      const other = await onSecond.login(user);
      expect(await outcome(onSecond, other)).toBe('success');
      expect(await outcome(onSecond, current)).toBe('success');
      const change = await onFirst.txn(
        {
          name: 'txn_user_password_change',
          folder: 'employees',
          params: { old_password: demoSignIn.password, new_password: 'Changed@123' },
        },
        current,
      );
      expect(change.output.type).toBe('success');
      expect(await settledOutcome(onSecond, other)).toBe(serverMessages.sessionExpired);
      expect(await outcome(onFirst, other)).toBe(serverMessages.sessionExpired);
      expect(await outcome(onSecond, current)).toBe('success');
      expect(await outcome(onFirst, current)).toBe('success');
    });
  },
);
