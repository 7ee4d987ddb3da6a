import { payrollMonth, payrollMonthOf, previousMonth } from '@muster/payroll-rules';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../app/seed/demo.js';
import { loadCatalogue } from '../../../engine/catalogue/index.js';
import { zoneOfTarget } from '../../../engine/scope/business-zone.js';
import { applyStorage } from '../../../engine/storage/index.js';
import { type OpenDatabase, openDatabase } from '../../../platform/db/database.js';
import type { Database } from '../../../platform/db/schema.js';
import { createDemoDatabase, type TestDatabase, testDatabaseKinds } from '../../../testing/index.js';
import { cancelInvoice } from '../cancel/cancel-invoice.js';
import { recordPayment } from '../payment/record-payment.js';
import { contractOf, workContractMonth } from '../testing/contract-months.js';
import { generateInvoice } from './write-invoice.js';

const catalogueDir = new URL('../../../../catalogue', import.meta.url).pathname;
/** A month of the demo's contracts (financial year 2026-27), apart from what the demo seeds. */
const month = payrollMonth(2026, 6);

const rows = async <Row>(db: Kysely<Database>, query: ReturnType<typeof sql<Row>>) =>
  (await query.execute(db)).rows;

describe.each(testDatabaseKinds)('invoice generation on %s', (kind) => {
  let database: TestDatabase;
  let opened: OpenDatabase;
  let db: Kysely<Database>;
  let sunrise: { id: string; partners_id: string; name: string };
  /** Serials of 2026-27 the demo's own invoices took (last month's, when it is in that year). */
  let seeded = 0;
  const numbered = (serial: number) => `SUNRIS/2627/${String(serial + seeded).padStart(4, '0')}`;

  beforeAll(async () => {
    database = await createDemoDatabase(kind);
    opened = await openDatabase(database);
    db = opened.db;
    await applyStorage(db, await loadCatalogue(catalogueDir));
    await seedDemo(db);
    sunrise = await contractOf(db, 'sunrise');
    const [taken] = await rows<{ last_serial: number }>(
      db,
      sql`select last_serial from invoice_serials where partners_id = ${sunrise.partners_id} and financial_year = 2026`,
    );
    seeded = taken?.last_serial ?? 0;
  }, 600_000);
  afterAll(async () => {
    await opened?.close();
    await database?.drop();
  });

  it('bills the approved days only at the item rates, and counts the unapproved ones', async () => {
    await workContractMonth(db, sunrise.id, month, { approved: 10, unapproved: 3 });
    const outcome = await generateInvoice(db, sunrise.id, month);
    expect(outcome.error).toBeNull();
    const items = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from contracts__attendance_based_items where parent_id = ${sunrise.id} and not deleted`,
    );
    const itemCount = items[0]?.n ?? 0;
    expect(itemCount).toBeGreaterThan(0);
    expect(outcome.item.unapproved_days).toBe(3 * itemCount);
    // the same figures by one hand-written aggregate: 10 approved days per item at its rate
    const [expected] = await rows<{ chargeable: string }>(
      db,
      sql`select sum(round(i.rate_per_day * 10 * 100)) / 100 as chargeable
        from contracts__attendance_based_items i where i.parent_id = ${sunrise.id} and not i.deleted`,
    );
    const [invoice] = await rows<Record<string, unknown>>(
      db,
      sql`select * from invoices where id = ${outcome.item.invoices_id}`,
    );
    expect(Number(invoice?.chargeable_amount)).toBe(Number(expected?.chargeable));
    expect(invoice).toMatchObject({
      invoice_no: numbered(1),
      status: 'created',
      partners_id: sunrise.partners_id,
    });
    const taxable = Number(invoice?.taxable_amount);
    expect(Number(invoice?.payable_amount)).toBeCloseTo(taxable + Number(invoice?.gst_amount), 2);
    // Sunrise and the principal employer are both registered in West Bengal (GSTIN 19…): CGST + SGST
    expect(Number(invoice?.igst_amount)).toBe(0);
    expect(Number(invoice?.cgst_amount)).toBeGreaterThan(0);
    expect(Number(invoice?.cgst_amount)).toBe(Number(invoice?.sgst_amount));
    expect(invoice?.particulars).toMatchObject({
      intra_state: true,
      place_of_supply: { code: '19', name: 'West Bengal' },
      // a company (PAN holder C): no reverse charge, its guards' tax is its own to charge
      reverse_charge: [],
      totals: { reverse_charge_tax: 0 },
    });
    // a line names its designation, site and shift in English though the demo names them in
    // four languages (issue #27 item 10, invoiceLanguage): a tax invoice is written once
    const { lines } = (invoice?.particulars ?? { lines: [] }) as { lines: { description: string }[] };
    const descriptions = lines.map((line) => line.description);
    expect(descriptions.length).toBeGreaterThan(0);
    for (const description of descriptions) expect(description).toMatch(/^[\x20-\x7e·]+$/);
    expect(
      descriptions.some((description) => / · (Kolkata Works|Mandi Plant|Pune Warehouse)/.test(description)),
    ).toBe(true);
    const documents = await rows<{ doc_name: string; status: string }>(
      db,
      sql`select doc_name, status from invoices__approval_documents where parent_id = ${outcome.item.invoices_id}
        order by creation_date`,
    );
    expect(documents.map((document) => document.status)).toEqual([
      'pending',
      'pending',
      'pending',
      'pending',
    ]);
    const [contract] = await rows<{ invoices_generated: boolean }>(
      db,
      sql`select invoices_generated from contracts where id = ${sunrise.id}`,
    );
    expect(contract?.invoices_generated).toBe(true);
  });

  it("bills a contractor registered in another state IGST, placed in the recipient's state (IGST Act s. 12(2)(a))", async () => {
    const shakti = await contractOf(db, 'shakti');
    await workContractMonth(db, shakti.id, month, { approved: 12, unapproved: 0 });
    const outcome = await generateInvoice(db, shakti.id, month);
    expect(outcome.error).toBeNull();
    // the month's security guards are billed apart, on the next number: one reverse-charge flag a document
    const invoices = await rows<Record<string, unknown>>(
      db,
      sql`select i.*, s.gstin as supplier_gstin from invoices i join partners s on s.id = i.partners_id
        where i.contracts_id = ${shakti.id} and i.invoice_month = ${month.start} order by i.invoice_no`,
    );
    expect(invoices.map((invoice) => [invoice.invoice_no, invoice.charge])).toEqual(
      outcome.item.invoice_nos.map((number, index) => [number, index ? 'reverse' : 'forward']),
    );
    expect(outcome.item.invoice_nos).toHaveLength(2);
    const serial = (number: unknown) => Number(String(number).split('/').at(-1));
    expect(serial(invoices[1]?.invoice_no)).toBe(serial(invoices[0]?.invoice_no) + 1);
    expect(outcome.item.payable_amount).toBe(
      invoices.reduce((sum, invoice) => sum + Math.round(Number(invoice.payable_amount) * 100), 0) / 100,
    );
    type Particulars = {
      totals: { igst: number; taxable: number; gst: number; reverse_charge_tax: number; payable: number };
      taxes: {
        sac_code: string;
        taxable: number;
        tax_rate: number;
        igst: number;
        cgst: number;
        reverse_charge: boolean;
      }[];
      reverse_charge: { code: string; source: string }[];
    };
    for (const invoice of invoices) {
      // Shakti is registered in Himachal Pradesh (02), the principal employer in West Bengal (19)
      expect(String(invoice.supplier_gstin).slice(0, 2)).toBe('02');
      expect(invoice.particulars).toMatchObject({
        intra_state: false,
        place_of_supply: { code: '19', name: 'West Bengal' },
      });
      expect(Number(invoice.cgst_amount)).toBe(0);
      expect(Number(invoice.sgst_amount)).toBe(0);
      const particulars = invoice.particulars as Particulars;
      // each tax group's IGST at its full rate, to the paisa (half away from zero), and their sum
      for (const group of particulars.taxes) {
        expect(group.igst).toBe(Math.round((group.taxable * group.tax_rate) / 100));
        expect(group.cgst).toBe(0);
      }
      expect(particulars.totals.igst).toBe(particulars.taxes.reduce((sum, group) => sum + group.igst, 0));
      expect(Number(invoice.igst_amount)).toBe(particulars.totals.igst / 100);
    }
    const [forward, reverse] = invoices.map((invoice) => invoice.particulars as Particulars);
    // Shakti is a firm (PAN holder F), not a body corporate: its security guards (SAC 998525)
    // are under reverse charge (Notification 13/2017-CT(Rate) entry 14), its other lines are not
    expect(forward?.taxes.some((group) => group.reverse_charge || group.sac_code.startsWith('99852'))).toBe(
      false,
    );
    expect(forward?.reverse_charge).toEqual([]);
    expect(forward?.totals).toMatchObject({
      reverse_charge_tax: 0,
      payable: (forward?.totals.taxable ?? 0) + (forward?.totals.gst ?? 0),
    });
    expect(reverse?.taxes.map((group) => [group.sac_code, group.reverse_charge])).toEqual([['998525', true]]);
    expect(reverse?.reverse_charge).toEqual([
      {
        code: 'security_services',
        source: expect.stringContaining('Notification 13/2017-Central Tax (Rate)'),
      },
    ]);
    // the recipient pays the guards' IGST to the government: the invoice asks for the taxable value
    expect(reverse?.totals).toMatchObject({
      reverse_charge_tax: reverse?.totals.igst,
      payable: reverse?.totals.taxable,
    });
  });

  it('refuses a month with nothing approved to bill, and takes no number for it', async () => {
    const september = payrollMonth(2026, 9);
    const refused = await generateInvoice(db, sunrise.id, september);
    expect(refused.error).toBe(
      `Invoice not generated: No approved attendance for ${sunrise.name} in September 2026`,
    );
    expect(refused.item.refusal).toEqual({
      key: 'No approved attendance for {{contract}} in {{month}}',
      params: { contract: sunrise.name, month: 'September 2026' },
    });
    const written = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from invoices where contracts_id = ${sunrise.id} and invoice_month = ${september.start}`,
    );
    expect(written[0]?.n).toBe(0);
  });

  it('refuses a contract of the principal employer itself: a business does not invoice itself', async () => {
    const inHouse = await contractOf(db, 'demo');
    const refused = await generateInvoice(db, inHouse.id, previousMonth(payrollMonthOf(new Date())));
    expect(refused.error).toMatch(/^Invoice not generated: .+ cannot invoice itself$/);
    expect(refused.item.refusal?.key).toBe('{{business}} cannot invoice itself');
  });

  it('never writes over, deletes or changes an issued invoice: it is cancelled, and its month billed anew', async () => {
    const [issued] = await rows<{ id: string; invoice_no: string }>(
      db,
      sql`select id, invoice_no from invoices where contracts_id = ${sunrise.id} and invoice_month = ${month.start}`,
    );
    if (!issued) throw new Error('the first test issues June');
    const again = await generateInvoice(db, sunrise.id, month);
    expect(again.error).toBe(
      `Invoice not generated: invoice ${issued.invoice_no} is issued: cancel it or issue a credit or debit note`,
    );
    // whatever writes it, the database refuses: no delete, no deleted flag, no new amount
    for (const write of [
      sql`delete from invoices where id = ${issued.id}`,
      sql`update invoices set deleted = true where id = ${issued.id}`,
      sql`update invoices set payable_amount = payable_amount + 1 where id = ${issued.id}`,
    ])
      await expect(write.execute(db)).rejects.toThrow(/is issued: cancel it or issue a credit or debit note/);

    const cancelled = await cancelInvoice(db, { id: issued.id, reason: '  ' }, sunrise.id, sql`true`).catch(
      (error: Error) => error.message,
    );
    expect(cancelled).toBe('Please give the reason for cancelling the invoice');
    const employee = (await rows<{ id: string }>(db, sql`select id from employees limit 1`))[0]?.id ?? '';
    await cancelInvoice(db, { id: issued.id, reason: 'Rate revised' }, employee, sql`true`);
    const [kept] = await rows<Record<string, unknown>>(
      db,
      sql`select * from invoices where id = ${issued.id}`,
    );
    expect(kept).toMatchObject({
      invoice_no: issued.invoice_no,
      status: 'cancelled',
      deleted: false,
      cancel_reason: 'Rate revised',
      cancelled_by: employee,
    });
    expect(kept?.cancelled_at).toBeInstanceOf(Date);
    await expect(
      sql`update invoices set status = 'created' where id = ${issued.id}`.execute(db),
    ).rejects.toThrow(/never change it/);
    // the month is billed again under the next number; the cancelled one keeps its own
    const rebilled = await generateInvoice(db, sunrise.id, month);
    expect(rebilled.item.invoice_no).toBe(numbered(2));
    seeded += 1; // the later tests' serials start one further
  });

  it('cancels no approved invoice: a credit or debit note corrects it', async () => {
    await sql`update invoices set status = 'approved' where contracts_id = ${sunrise.id} and invoice_month = ${month.start}
      and status = 'created'`.execute(db);
    const [approved] = await rows<{ id: string }>(
      db,
      sql`select id from invoices where contracts_id = ${sunrise.id} and status = 'approved'`,
    );
    await expect(
      cancelInvoice(db, { id: approved?.id ?? '', reason: 'Too late' }, sunrise.id, sql`true`),
    ).rejects.toThrow(
      'Only an invoice not yet approved can be cancelled: correct an approved one by a credit or debit note',
    );
  });

  it('records the payment of an approved invoice once, deducting TDS u/s 194C on the value without GST', async () => {
    const [approved] = await rows<{
      id: string;
      particulars: { totals: { taxable: number; payable: number } };
    }>(
      db,
      sql`select id, particulars from invoices where contracts_id = ${sunrise.id} and status = 'approved'`,
    );
    if (!approved) throw new Error('the test before approves June');
    const payment = await recordPayment(
      db,
      { id: approved.id, payment_date: '2026-07-15T06:00:00.000Z', payment_reference: 'NEFT 4471' },
      sql`true`,
    );
    const { taxable, payable } = approved.particulars.totals;
    // Sunrise is a company (PAN holder C): 2% (s. 194C(1)(ii)), rounded to the paisa
    const tds = Math.round((taxable * 2) / 100);
    expect(payment).toMatchObject({
      tds_section: '194C',
      tds_rate: 0.02,
      tds_base: taxable,
      tds_amount: tds,
      amount_paid: payable - tds,
    });
    const [stored] = await rows<Record<string, unknown>>(
      db,
      sql`select tds_section, tds_amount::float8 as tds_amount, amount_paid::float8 as amount_paid, payment_reference
        from invoices where id = ${approved.id}`,
    );
    expect(stored).toEqual({
      tds_section: '194C',
      tds_amount: tds / 100,
      amount_paid: (payable - tds) / 100,
      payment_reference: 'NEFT 4471',
    });
    await expect(
      recordPayment(
        db,
        { id: approved.id, payment_date: '2026-07-16T06:00:00.000Z', payment_reference: '' },
        sql`true`,
      ),
    ).rejects.toThrow('This invoice is already paid');
    const [created] = await rows<{ id: string }>(
      db,
      sql`select id from invoices where status = 'created' limit 1`,
    );
    await expect(
      recordPayment(
        db,
        { id: created?.id ?? '', payment_date: '2026-07-16T06:00:00.000Z', payment_reference: '' },
        sql`true`,
      ),
    ).rejects.toThrow('Only an approved invoice is paid');
  });

  it('numbers concurrent generations of one contractor without a gap or a duplicate', async () => {
    // five more contracts of Sunrise, each generated twice at once with the month before
    const copies = await rows<{ id: string }>(
      db,
      sql`insert into contracts (partners_id, code, name, contract_period, place_of_supply, service_charge_percent)
        select partners_id, code || '-' || n, name || ' ' || n, contract_period, place_of_supply, service_charge_percent
        from contracts, generate_series(1, 5) as n where id = ${sunrise.id} returning id`,
    );
    const earlier = previousMonth(month);
    // each copy bills one job a month: a contract with nothing to bill is refused
    await sql`insert into jobs (partners_id, code, name, contracts_id, products_id, job_date, quantity, unit_of_measurement, rate)
      select c.partners_id, 'JOB-' || c.code || '-' || m.n, '{"eng": "Deep cleaning"}'::jsonb, c.id,
        (select products_id from contracts__attendance_based_items where parent_id = ${sunrise.id} limit 1),
        m.day, 10, 'visit', 500
      from contracts c, (values (1, ${month.start}::timestamptz), (2, ${earlier.start}::timestamptz)) as m (n, day)
      where c.id = any(${copies.map((copy) => copy.id)}::uuid[])`.execute(db);
    const outcomes = await Promise.all(
      [...copies, ...copies].map((copy, index) => generateInvoice(db, copy.id, index % 2 ? earlier : month)),
    );
    expect(outcomes.map((outcome) => outcome.error)).toEqual(outcomes.map(() => null));
    const numbers = outcomes.map((outcome) => outcome.item.invoice_no);
    expect(new Set(numbers).size).toBe(10);
    const serials = numbers.map((number) => Number(String(number).split('/')[2])).sort((a, b) => a - b);
    // the first after the demo's is the first test's; June's and May's are in 2026-27 as well
    expect(serials).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((serial) => serial + seeded));
    const [serial] = await rows<{ last_serial: number }>(
      db,
      sql`select last_serial from invoice_serials where partners_id = ${sunrise.partners_id} and financial_year = 2026`,
    );
    expect(serial?.last_serial).toBe(11 + seeded);
  });

  it("numbers by the invoice's date: a March bill issued on 2 April takes the new year's series", async () => {
    const march = payrollMonth(2027, 3);
    await workContractMonth(db, sunrise.id, march, { approved: 5, unapproved: 0 });
    // 2 April 2027, 10:00 IST
    const issued = await generateInvoice(db, sunrise.id, march, new Date('2027-04-02T04:30:00Z'));
    expect(issued.error).toBeNull();
    expect(issued.item.invoice_no).toBe('SUNRIS/2728/0001');
    const [invoice] = await rows<{ creation_date: Date; particulars: { financial_year: number } }>(
      db,
      sql`select creation_date, particulars from invoices where id = ${issued.item.invoices_id}`,
    );
    expect(new Date(invoice?.creation_date ?? 0).toISOString()).toBe('2027-04-02T04:30:00.000Z');
    expect(invoice?.particulars.financial_year).toBe(2027);
    // a month after the contract's end (FY 2026-27 ends 31 March 2027) is not billed
    const april = await generateInvoice(
      db,
      sunrise.id,
      payrollMonth(2027, 4),
      new Date('2027-05-02T04:30:00Z'),
    );
    expect(april.error).toBe('Invoice not generated: the month is outside the contract period');
  });

  it("counts a contractor's month and invoice date in its own time zone, when the principal in IST generates it (#28 item 2)", async () => {
    const shakti = await contractOf(db, 'shakti');
    await sql`update partners set time_zone = 'Asia/Dubai' where id = ${shakti.partners_id}`.execute(db);
    try {
      // the principal (demo, IST) naming the contractor acts in the contractor's zone
      const [demo] = await rows<{ id: string }>(db, sql`select id from partners where sw_handle = 'demo'`);
      const principal = { swhandle: 'demo', partners_id: demo?.id ?? '' };
      expect(await zoneOfTarget(db, principal, 'SHAKTI')).toBe('Asia/Dubai');
      expect(await zoneOfTarget(db, principal, undefined)).toBe('Asia/Kolkata');
      const dubaiMarch = payrollMonth(2027, 3, 'Asia/Dubai');
      // Dubai's March opens at 20:00 UTC on 28 February, 90 minutes after IST's
      expect(dubaiMarch.start.toISOString()).toBe('2027-02-28T20:00:00.000Z');
      await workContractMonth(db, shakti.id, dubaiMarch, { approved: 4, unapproved: 0 });
      // 23:30 on 31 March in Dubai, already 1 April (01:00) in IST: still 2026-27 for the contractor
      const issuedAt = new Date('2027-03-31T19:30:00Z');
      const outcome = await generateInvoice(db, shakti.id, payrollMonth(2027, 3), issuedAt);
      expect(outcome.error).toBeNull();
      const [invoice] = await rows<{
        invoice_month: Date;
        invoice_no: string;
        particulars: { financial_year: number };
      }>(
        db,
        sql`select invoice_month, invoice_no, particulars from invoices where id = ${outcome.item.invoices_id}`,
      );
      expect(new Date(invoice?.invoice_month ?? 0).toISOString()).toBe(dubaiMarch.start.toISOString());
      expect(invoice?.particulars.financial_year).toBe(2026);
      expect(invoice?.invoice_no).toMatch(/\/2627\/\d{4}$/);
      // the four register days of each item, read within Dubai's March
      const [billed] = await rows<{ days: number; items: number }>(
        db,
        sql`select coalesce(sum(payable_days), 0)::int as days, count(*)::int as items
          from invoices__att_based_items where parent_id = ${outcome.item.invoices_id}`,
      );
      expect(billed?.items).toBeGreaterThan(0);
      expect(billed?.days).toBe(4 * (billed?.items ?? 0));
    } finally {
      await sql`update partners set time_zone = 'Asia/Kolkata' where id = ${shakti.partners_id}`.execute(db);
    }
  });
});
