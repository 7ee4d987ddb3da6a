import type { MonthCloseBusiness } from '@muster/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoSignIn,
  startTestServer,
  TestChannel,
  type TestServer,
  testDatabaseKinds,
} from '../../testing/index.js';
import { walkMonth } from './month-close-walk.js';

/**
 * Hand counts of Shakti's people in the demo: 80 generated workers (organisation: demo.ts's
 * `workersPerPartner`), its admin and its HR user. Both of Shakti's leavers leave after July
 * (15 August, 15 September), so all 82 are employees of the walk month.
 */
const shaktiPeople = 82;
const julyDays = 31;

// Issue #32: the month the Playwright walk closes starts fresh, as Shakti's HR finds it.
describe.each(testDatabaseKinds)("the month-close walk's month on %s", (kind) => {
  let server: TestServer;
  let channel: TestChannel;
  let hr = '';

  beforeAll(async () => {
    server = await startTestServer(kind);
    channel = await TestChannel.open(server.server.url, server.apiKey);
    hr = await channel.login({ ...demoSignIn, swhandle: 'shakti', code: 'hr1' });
  });
  afterAll(async () => {
    channel?.close();
    await server?.stop();
  });

  it('holds every day unapproved, one Single Punch, one undecided leave, no payslips and no invoice', async () => {
    const reply = await channel.txn(
      { name: 'txn_month_close_status', folder: 'month_close', params: { month: walkMonth.key } },
      hr,
    );
    if (reply.output.type !== 'success') throw new Error(reply.output.message);
    const [own] = reply.output.data.records.map((record) => JSON.parse(record) as MonthCloseBusiness);
    expect(own?.business).toBe('Shakti Facility Management');
    expect(own?.counts).toEqual({
      attendance_unapproved: shaktiPeople * julyDays,
      single_punches: 1,
      leaves_undecided: 1,
      no_salary_structure: 0,
      // the admin's, which the walk fills in
      no_bank_account: 1,
      payslips_not_generated: shaktiPeople,
      payslips_zero: 0,
      payslips_unapproved: 0,
      // no approved payslip yet, so no file is due
      ecr_not_downloaded: 0,
      esi_not_downloaded: 0,
      invoices_not_generated: 1,
      invoices_unapproved: 0,
      invoice_documents_pending: 0,
      settlements_due: 0,
      settlements_late: 0,
    });
  });
});
