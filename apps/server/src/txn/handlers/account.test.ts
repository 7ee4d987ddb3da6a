import fs from 'node:fs/promises';
import path from 'node:path';
import { passwordRuleMessage, serverMessages, type Txn } from '@muster/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpMessages, recipientMessages } from '../../engine/auth/otp.js';
import {
  demoSignIn,
  startTestServer,
  TestChannel,
  type TestServer,
  testDatabaseKinds,
} from '../../testing/index.js';
import { oldPasswordWrong } from './txn_user_password_change.js';

const newcomer = { swhandle: 'demo', code: 'new1', joining_date: '2024-11-01' };

/** The newest message file in a directory, as text. */
async function newestFile(dir: string): Promise<string> {
  const names = (await fs.readdir(dir)).sort();
  const last = names.at(-1);
  if (!last) throw new Error(`nothing in ${dir}`);
  return fs.readFile(path.join(dir, last), 'utf8');
}
const codeIn = (text: string) => /code is ([A-Z0-9]{5})\b/.exec(text)?.[1] ?? null;

describe.each(testDatabaseKinds)('sign-up, recovery and password change on %s', (kind) => {
  let test: TestServer;
  let channel: TestChannel;
  const anonymous = (name: string, params: Record<string, unknown>) =>
    channel.txn({ name, folder: 'employees', client_props: { txn_op: 'C' }, params } satisfies Txn);
  const message = async (name: string, params: Record<string, unknown>) => {
    const reply = await anonymous(name, params);
    return reply.output.type === 'success' ? 'success' : reply.output.message;
  };
  const mailDir = () => path.join(test.database.dataDir, 'mail');
  const smsDir = () => path.join(test.database.dataDir, 'sms');

  beforeAll(async () => {
    test = await startTestServer(kind);
    channel = await TestChannel.open(test.server.url, test.apiKey);
  });
  afterAll(async () => {
    channel?.close();
    await test?.stop();
  });

  it('refuses sign-up details that match no employee, and an employee with a login', async () => {
    const send = { ...newcomer, purpose: 'sign_up', channel: 'email' };
    expect(await message('txn_otp_send', { ...send, joining_date: '2024-11-02' })).toBe(
      recipientMessages.noEmployee,
    );
    expect(await message('txn_otp_send', { ...send, code: 'nobody' })).toBe(recipientMessages.noEmployee);
    expect(await message('txn_otp_send', { ...send, code: 'emp1' })).toBe(recipientMessages.alreadySignedUp);
  });

  it('refuses sign-up before both codes are verified', async () => {
    expect(await message('txn_businesses_sign_up', { ...newcomer, password: 'Newbie@123' })).toBe(
      otpMessages.notVerified,
    );
  });

  it('signs up through the mailed and texted codes, then signs in', async () => {
    const mailed = await anonymous('txn_otp_send', { ...newcomer, purpose: 'sign_up', channel: 'email' });
    if (mailed.output.type !== 'success') throw new Error(mailed.output.message);
    expect(JSON.parse(mailed.output.data.records[0] as string)).toEqual({ sent_to: 'a***@demo.muster.test' });
    const mail = await newestFile(mailDir());
    expect(mail).toContain('To: arjun.nair@demo.muster.test');
    const emailCode = codeIn(mail);
    expect(await message('txn_otp_verify', { ...newcomer, channel: 'email', otp: 'WRONG' })).toBe(
      otpMessages.wrong,
    );
    expect(await message('txn_otp_verify', { ...newcomer, channel: 'email', otp: emailCode })).toBe(
      'success',
    );

    expect(await message('txn_otp_send', { ...newcomer, purpose: 'sign_up', channel: 'phone' })).toBe(
      'success',
    );
    const text = JSON.parse(await newestFile(smsDir())) as { to: string; text: string };
    expect(text.to).toBe('+919810000007');
    // The email code does not verify the phone.
    if (codeIn(text.text) !== emailCode) {
      expect(await message('txn_otp_verify', { ...newcomer, channel: 'phone', otp: emailCode })).toBe(
        otpMessages.wrong,
      );
    }
    expect(await message('txn_otp_verify', { ...newcomer, channel: 'phone', otp: codeIn(text.text) })).toBe(
      'success',
    );

    expect(await message('txn_businesses_sign_up', { ...newcomer, password: 'weak' })).toBe(
      passwordRuleMessage,
    );
    expect(await message('txn_businesses_sign_up', { ...newcomer, password: 'Newbie@123' })).toBe('success');
    await expect(
      channel.login({ swhandle: 'demo', code: 'new1', password: 'Newbie@123' }),
    ).resolves.toBeTruthy();
    expect(await message('txn_businesses_sign_up', { ...newcomer, password: 'Other@123' })).toBe(
      recipientMessages.alreadySignedUp,
    );
  });

  it('recovers a password with the mailed code, once, and ends the old sessions', async () => {
    const user = { swhandle: 'demo', code: 'ro1' };
    const oldSession = await channel.login({ ...user, password: demoSignIn.password });
    expect(
      await message('txn_otp_send', {
        swhandle: 'demo',
        code: 'nobody',
        purpose: 'recover',
        channel: 'email',
      }),
    ).toBe(recipientMessages.noLogin);
    expect(await message('txn_otp_send', { ...user, purpose: 'recover', channel: 'email' })).toBe('success');
    const otp = codeIn(await newestFile(mailDir()));
    expect(await message('txn_user_password_recover', { ...user, otp, password: 'short' })).toBe(
      passwordRuleMessage,
    );
    expect(await message('txn_user_password_recover', { ...user, otp, password: 'Recovered@1' })).toBe(
      'success',
    );
    expect(await message('txn_user_password_recover', { ...user, otp, password: 'Again@123' })).toBe(
      otpMessages.expired,
    );
    await expect(channel.login({ ...user, password: demoSignIn.password })).rejects.toThrow(
      serverMessages.invalidCredentials,
    );
    await expect(channel.login({ ...user, password: 'Recovered@1' })).resolves.toBeTruthy();
    const stale = await channel.txn({ name: 'txn_compiled_folders_get', folder: 'folders' }, oldSession);
    expect(stale.output.message).toBe(serverMessages.sessionExpired);
  });

  it('writes the code in the interface language the request names', async () => {
    const user = { swhandle: 'demo', code: 'dco1' };
    expect(
      await message('txn_otp_send', { ...user, purpose: 'recover', channel: 'email', language: 'fr' }),
    ).toBe('success');
    expect(await newestFile(mailDir())).toMatch(/Votre code Muster est [A-Z0-9]{5}\b/);
  });

  it('changes the signed-in user’s password only with the right old password and a good new one', async () => {
    const user = { swhandle: 'demo', code: 'hr1' };
    const session = await channel.login({ ...user, password: demoSignIn.password });
    const change = async (old_password: string, new_password: string) => {
      const reply = await channel.txn(
        { name: 'txn_user_password_change', folder: 'employees', params: { old_password, new_password } },
        session,
      );
      return reply.output.type === 'success' ? 'success' : reply.output.message;
    };
    expect(await change('Wrong@123', 'Changed@123')).toBe(oldPasswordWrong);
    expect(await change(demoSignIn.password, 'changed')).toBe(passwordRuleMessage);
    expect(await change(demoSignIn.password, 'Changed@123')).toBe('success');
    await expect(channel.login({ ...user, password: 'Changed@123' })).resolves.toBeTruthy();
    const anonymousChange = await channel.txn({
      name: 'txn_user_password_change',
      folder: 'employees',
      params: { old_password: 'Changed@123', new_password: 'Other@1234' },
    });
    expect(anonymousChange.output.message).toBe(serverMessages.sessionExpired);
  });
});
