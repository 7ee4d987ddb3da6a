import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../app/seed/demo.js';
import { type OpenDatabase, openDatabase } from '../../platform/db/database.js';
import { TxnError } from '../../platform/refusal.js';
import { createDemoDatabase, type TestDatabase, testDatabaseKinds } from '../../testing/index.js';
import { loadCatalogue } from '../catalogue/index.js';
import { applyStorage } from '../storage/index.js';
import {
  findOtpRecipient,
  issueOtp,
  type OtpTarget,
  otpLength,
  otpLifetimeMs,
  otpMaxAttempts,
  otpMaxPerHour,
  otpMessages,
  recipientMessages,
  resolveRecipient,
  spendOtp,
  verifyOtp,
} from './otp.js';

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error instanceof TxnError ? error.message : `unexpected ${String(error)}`),
  );

describe.each(testDatabaseKinds)('one-time codes on %s', (kind) => {
  let database: TestDatabase;
  let opened: OpenDatabase;
  let employeesId: string;
  let channelIndex = 0;
  // Each test its own purpose/channel pair or employee state would leak between tests.
  const target = (): OtpTarget => ({
    employeesId,
    purpose: 'recover',
    channel: channelIndex++ % 2 === 0 ? 'email' : 'phone',
  });

  beforeAll(async () => {
    database = await createDemoDatabase(kind);
    opened = await openDatabase(database);
    await applyStorage(
      opened.db,
      await loadCatalogue(new URL('../../../catalogue', import.meta.url).pathname),
    );
    await seedDemo(opened.db);
    const recipient = await findOtpRecipient(opened.db, 'demo', 'emp1');
    employeesId = recipient?.id as string;
  });
  afterAll(async () => {
    await opened?.close();
    await database?.drop();
  });

  it("signs up a Kathmandu employee on the joining day of Kathmandu's calendar, not India's", async () => {
    // issue #28 item 2: the joining day is stored at Kathmandu's midnight (+05:45), 23:45 of
    // India's day before; a code's validity is an instant and needs no zone
    const partner = await sql<{ id: string }>`insert into partners (code, name, sw_handle, time_zone)
      values ('TZO-KTM', 'Kathmandu sign-ups', 'tzo-ktm', 'Asia/Kathmandu') returning id`.execute(opened.db);
    await sql`insert into employees (partners_id, code, employee_status, joining_date)
      values (${partner.rows[0]?.id}, 'tzo1', 'approved', '2026-03-31T18:15:00Z')`.execute(opened.db);
    const claim = { swhandle: 'tzo-ktm', code: 'tzo1' };
    expect(
      await resolveRecipient(opened.db, 'sign_up', { ...claim, joining_date: '2026-04-01' }),
    ).toMatchObject({
      timeZone: 'Asia/Kathmandu',
    });
    expect(
      await refusal(resolveRecipient(opened.db, 'sign_up', { ...claim, joining_date: '2026-03-31' })),
    ).toBe(recipientMessages.noEmployee);
  });

  it('issues 5-character codes and keeps only a hash of them', async () => {
    const code = await issueOtp(opened.db, target());
    expect(code).toMatch(new RegExp(`^[A-Z2-9]{${otpLength}}$`));
    const rows = await opened.db.selectFrom('one_time_codes').select('code_hash').execute();
    expect(rows.every((row) => !row.code_hash.includes(code))).toBe(true);
  });

  it('verifies the right code whatever its case, and not after it is spent', async () => {
    const t = target();
    const code = await issueOtp(opened.db, t);
    const id = await verifyOtp(opened.db, t, code.toLowerCase());
    await spendOtp(opened.db, id);
    expect(await refusal(verifyOtp(opened.db, t, code))).toBe(otpMessages.expired);
    expect(await refusal(spendOtp(opened.db, id))).toBe(otpMessages.expired);
  });

  it('refuses an expired code', async () => {
    const t = target();
    const issuedAt = new Date(Date.now() - otpLifetimeMs - 1000);
    const code = await issueOtp(opened.db, t, issuedAt);
    expect(await refusal(verifyOtp(opened.db, t, code))).toBe(otpMessages.expired);
  });

  it('retires an earlier code when a new one is issued', async () => {
    const t = target();
    const first = await issueOtp(opened.db, t);
    const second = await issueOtp(opened.db, t);
    if (first !== second) expect(await refusal(verifyOtp(opened.db, t, first))).toBe(otpMessages.wrong);
    expect(await refusal(verifyOtp(opened.db, t, second))).toBe('accepted');
  });

  it(`locks a code after ${otpMaxAttempts} wrong tries, even against the right one`, async () => {
    const t = { ...target(), purpose: 'sign_up' as const };
    const code = await issueOtp(opened.db, t);
    const wrong = code === 'AAAAA' ? 'BBBBB' : 'AAAAA';
    const answers = [];
    for (let i = 0; i < otpMaxAttempts; i++) answers.push(await refusal(verifyOtp(opened.db, t, wrong)));
    expect(answers).toEqual([...Array(otpMaxAttempts - 1).fill(otpMessages.wrong), otpMessages.locked]);
    expect(await refusal(verifyOtp(opened.db, t, code))).toBe(otpMessages.locked);
  });

  it(`refuses more than ${otpMaxPerHour} codes an hour for one purpose and channel`, async () => {
    const recipient = await findOtpRecipient(opened.db, 'demo', 'hr1');
    const t: OtpTarget = { employeesId: recipient?.id as string, purpose: 'recover', channel: 'email' };
    for (let i = 0; i < otpMaxPerHour; i++) await issueOtp(opened.db, t);
    expect(await refusal(issueOtp(opened.db, t))).toBe(otpMessages.tooMany);
    expect(await refusal(issueOtp(opened.db, { ...t, channel: 'phone' }))).toBe('accepted');
  });
});
