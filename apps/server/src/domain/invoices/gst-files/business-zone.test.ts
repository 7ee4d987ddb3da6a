import { payrollMonthOfKey } from '@muster/payroll-rules';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from '../../../platform/db/database.js';
import { gstB2clLimits } from '../../../platform/db/migration-data/gst-b2cl-limits.js';
import type { Database } from '../../../platform/db/schema.js';
import { createDemoDatabase, type TestDatabase, testDatabaseKinds } from '../../../testing/index.js';
import { insertZonedBusinesses, type ZonedBusiness } from '../../../testing/zoned-businesses.js';
import { issueNote } from '../notes/issue-note.js';
import { computeInvoice, decimalQuantity } from '../rules/index.js';
import { filedDate } from './filed-invoice.js';
import { gstr1 } from './gstr1.js';
import { loadPeriodInvoices, loadPeriodNotes } from './load.js';

/**
 * An invoice's and a note's date are the supplier's (CGST Rules r. 46, r. 53; issue #28 item
 * 2): the day of the invoice's business, in its zone, is what GSTR-1 prints and what a note's
 * financial year is. Dubai (+04:00) runs 1 h 30 behind India: 23:00 of its 30 November is
 * 00:30 of India's 1 December. Kathmandu (+05:45) runs 15 minutes ahead: 00:05 of its 1 April
 * is 23:50 of India's 31 March, the year before's. Each case fails with IST put back.
 */
const zones = { dubai: 'Asia/Dubai', kathmandu: 'Asia/Kathmandu' } as const;
type Business = keyof typeof zones;
const everyRow = sql<boolean>`true`;

const party = (name: string, gstin: string, state: string) => ({
  name,
  gstin,
  address: '12 Park Street',
  city: 'Kolkata',
  pincode: '700016',
  state_name: null,
  state_code: state,
});
const supplier = party('Zoned Supplier', '19AABCD1234E1Z5', '19');
const recipient = party('Demo Industries', '27AAPFU0939F1ZV', '27');

/** An approved B2B invoice of 20 days of a supervisor (SAC 998519, 18%), issued at `at`. */
function particulars() {
  const computed = computeInvoice({
    lines: [
      {
        kind: 'attendance',
        description: 'Supervisor',
        sacCode: '998519',
        hsnCode: null,
        unit: 'day',
        quantity: decimalQuantity(20, 'days'),
        rate: 1150,
        taxRate: 18,
        refs: {},
      },
    ],
    serviceChargePercent: 8.5,
    intraState: false,
  });
  return {
    supplier,
    recipient,
    place_of_supply: { name: null, code: '27' },
    intra_state: false,
    service_charge_percent: 8.5,
    lines: computed.lines,
    taxes: computed.taxes,
    totals: computed.totals,
    unapproved_days: 0,
  };
}

describe.each(testDatabaseKinds)("GST files' and notes' days in the supplier's zone on %s", (kind) => {
  let database: TestDatabase;
  let opened: OpenDatabase;
  let db: Kysely<Database>;
  let businesses: Record<Business, ZonedBusiness>;

  async function insertInvoice(business: Business, invoiceNo: string, at: string): Promise<string> {
    const rows = await sql<{ id: string }>`insert into invoices (partners_id, invoice_no, status, particulars,
        invoice_month, creation_date)
      values (${businesses[business].partnerId}, ${invoiceNo}, 'approved', ${JSON.stringify(particulars())}::jsonb,
        ${at}, ${at}) returning id`.execute(db);
    return rows.rows[0]?.id as string;
  }
  const credit = (id: string) => ({
    id,
    kind: 'credit' as const,
    lines: [{ code: '998519', tax_rate: 18, taxable: 1000 }],
    reason: 'Two days not worked',
  });

  beforeAll(async () => {
    database = await createDemoDatabase(kind);
    opened = await openDatabase(database);
    db = opened.db;
    businesses = await insertZonedBusinesses(db, zones, 'TZG');
  }, 300_000);
  afterAll(async () => {
    await opened?.close();
    await database?.drop();
  });

  it("files a Dubai invoice and note of 23:00 on 30 November under Dubai's 30 November", async () => {
    const at = '2026-11-30T19:00:00Z';
    const id = await insertInvoice('dubai', 'TZG/2627/0001', at);
    await issueNote(db, credit(id), businesses.dubai.employeeId, everyRow, new Date(at));
    const month = payrollMonthOfKey('2026-11', zones.dubai);
    const invoices = await loadPeriodInvoices(db, businesses.dubai.partnerId, month, everyRow);
    const notes = await loadPeriodNotes(db, businesses.dubai.partnerId, month, everyRow);
    expect(invoices.map((invoice) => invoice.issued_day)).toEqual(['2026-11-30']);
    expect(notes.map((note) => [note.issued_day, note.invoice.issued_day])).toEqual([
      ['2026-11-30', '2026-11-30'],
    ]);
    const file = gstr1({
      gstin: supplier.gstin,
      period: { year: 2026, month: 11 },
      invoices,
      notes,
      b2clLimits: gstB2clLimits.map((row) => ({ ...row })),
    });
    expect(file.json.b2b.flatMap((row) => row.inv.map((invoice) => invoice.idt))).toEqual(['30-11-2026']);
    expect(file.json.cdnr.flatMap((row) => row.nt.map((note) => note.nt_dt))).toEqual(['30-11-2026']);
    expect(filedDate('2026-11-30', '/')).toBe('30/11/2026');
  });

  it("numbers a Kathmandu note of 00:05 on 1 April in Kathmandu's new financial year", async () => {
    const id = await insertInvoice('kathmandu', 'TZG/2627/0002', '2027-03-01T06:00:00Z');
    const note = await issueNote(
      db,
      credit(id),
      businesses.kathmandu.employeeId,
      everyRow,
      new Date('2027-03-31T18:20:00Z'),
    );
    expect(note.note_no).toBe('CN/2728/0001');
  });
});
