import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContractAttendance } from '../../../app/seed/contract-attendance.js';
import { seedDemo } from '../../../app/seed/demo.js';
import { loadCatalogue } from '../../../engine/catalogue/index.js';
import { applyStorage } from '../../../engine/storage/index.js';
import { type OpenDatabase, openDatabase } from '../../../platform/db/database.js';
import type { Database } from '../../../platform/db/schema.js';
import { createDemoDatabase, type TestDatabase, testDatabaseKinds } from '../../../testing/index.js';
import { payrollMonth, previousMonth } from '../../payroll/rules/index.js';
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
  let sunrise: { id: string; partners_id: string };
  /** Serials of 2026-27 the demo's own invoices took (last month's, when it is in that year). */
  let seeded = 0;
  const numbered = (serial: number) => `SUNRIS/2627/${String(serial + seeded).padStart(4, '0')}`;

  beforeAll(async () => {
    database = await createDemoDatabase(kind);
    opened = await openDatabase(database);
    db = opened.db;
    await applyStorage(db, await loadCatalogue(catalogueDir));
    await seedDemo(db);
    [sunrise] = (await rows<{ id: string; partners_id: string }>(
      db,
      sql`select c.id, c.partners_id from contracts c join partners p on p.id = c.partners_id
        where p.sw_handle = 'sunrise' and not c.deleted order by c.code limit 1`,
    )) as [{ id: string; partners_id: string }];
    const [taken] = await rows<{ last_serial: number }>(
      db,
      sql`select last_serial from invoice_serials where partners_id = ${sunrise.partners_id} and financial_year = 2026`,
    );
    seeded = taken?.last_serial ?? 0;
    // the demo allocates its workers last month and this month only: June too, for this test's month
    await sql`insert into allocations (partners_id, name, employees_id, contracts_id, sites_id, products_id, allocations_range)
      select partners_id, name, employees_id, contracts_id, sites_id, products_id,
        tstzrange(${month.start}, ${month.end})
      from allocations where contracts_id = ${sunrise.id} and not deleted
        and lower(allocations_range) = (select min(lower(allocations_range)) from allocations where contracts_id = ${sunrise.id})`.execute(
      db,
    );
  }, 600_000);
  afterAll(async () => {
    await opened?.close();
    await database?.drop();
  });

  it('bills the approved days only at the item rates, and counts the unapproved ones', async () => {
    await seedContractAttendance(db, sunrise.id, month, { approved: 10, unapproved: 3 });
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
    // Sunrise is in West Bengal and its contract's place of supply too: CGST + SGST
    expect(Number(invoice?.igst_amount)).toBe(0);
    expect(Number(invoice?.cgst_amount)).toBeGreaterThan(0);
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

  it('regenerates over the unapproved invoice, keeping its number and documents', async () => {
    await sql`update invoices__approval_documents set status = 'uploaded'
      where parent_id in (select id from invoices where contracts_id = ${sunrise.id} and invoice_month = ${month.start})`.execute(
      db,
    );
    const again = await generateInvoice(db, sunrise.id, month);
    expect(again.item.invoice_no).toBe(numbered(1));
    const live = await rows<{ n: number; uploaded: number }>(
      db,
      sql`select count(distinct i.id)::int as n, count(*) filter (where d.status = 'uploaded')::int as uploaded
        from invoices i join invoices__approval_documents d on d.parent_id = i.id
        where i.contracts_id = ${sunrise.id} and i.invoice_month = ${month.start} and not i.deleted`,
    );
    expect(live[0]).toEqual({ n: 1, uploaded: 4 });
  });

  it('refuses an approved invoice', async () => {
    await sql`update invoices set status = 'approved' where contracts_id = ${sunrise.id} and invoice_month = ${month.start}`.execute(
      db,
    );
    const refused = await generateInvoice(db, sunrise.id, month);
    expect(refused.error).toBe('Invoice not generated: its invoice is approved');
    await sql`update invoices set status = 'created' where contracts_id = ${sunrise.id} and invoice_month = ${month.start}`.execute(
      db,
    );
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

  it('starts a new serial in April', async () => {
    const april = await generateInvoice(db, sunrise.id, payrollMonth(2027, 4));
    // outside the contract (FY 2026-27 ends 31 March 2027)
    expect(april.error).toBe('Invoice not generated: the month is outside the contract period');
    await sql`update contracts set contract_period = tstzrange(lower(contract_period), null) where id = ${sunrise.id}`.execute(
      db,
    );
    const opened = await generateInvoice(db, sunrise.id, payrollMonth(2027, 4));
    expect(opened.item.invoice_no).toBe('SUNRIS/2728/0001');
  });
});
