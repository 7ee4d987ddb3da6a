import { businessMonthKey, type GstFile, invoiceMessages, type ReplyFrame } from '@muster/protocol';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoSignIn,
  payrollMonthOf,
  startTestServer,
  TestChannel,
  type TestServer,
  testDatabaseKinds,
} from '../../../testing/index.js';
import { generateInvoice } from '../generate/write-invoice.js';
import { contractOf, workContractMonth } from '../testing/contract-months.js';
import { eInvoiceProblems } from '../testing/e-invoice-validator.js';
import { gstr1Problems } from '../testing/gstr1-validator.js';

// biome-ignore lint/suspicious/noExplicitAny: a parsed file, read and planted by its published paths
type Json = Record<string, any>;

/**
 * The GST files from the demo's invoices over the channel (issue #31 item 7), each passed
 * through the validator written from its published format: Sunrise (GSTIN 19) bills demo
 * (19) intra-state, CGST + SGST; Shakti (02) bills demo inter-state, IGST, its demo month
 * by two invoices — its other services, then its security guards under reverse charge, since
 * neither file carries both as one document (an invoice issued before that split is left out
 * and named: `e-invoice.test.ts`); a May invoice of Shakti's security guards alone is wholly
 * under reverse charge. All are issued today, so today's month is their tax period.
 */
describe.each(testDatabaseKinds)('GST files on %s', (kind) => {
  let server: TestServer;
  let channel: TestChannel;
  const sessions: Record<string, string> = {};
  let rcmNumber = '';
  const period = new Date().toISOString();

  const reply = (frame: ReplyFrame): GstFile => {
    if (frame.output.type !== 'success') throw new Error(frame.output.message);
    return JSON.parse(frame.output.data.records[0] ?? '{}') as GstFile;
  };
  const okRecord = (frame: ReplyFrame): string => {
    if (frame.output.type !== 'success') throw new Error(frame.output.message);
    return frame.output.data.records[0] ?? '{}';
  };
  const refusal = (frame: ReplyFrame) =>
    frame.output.type === 'error' ? frame.output.message : 'no refusal';
  const call = (as: string, name: string, params: Json, target?: string) =>
    channel.txn(
      { name, folder: 'invoices', params, ...(target && { target_swhandle: target }) },
      sessions[as],
    );
  const gstr1 = (as: string, target?: string) =>
    call(as, 'txn_invoices_gstr1', { tax_period: period }, target);
  /** Each business's invoices of today's tax period by number, read as the server starts (id, number, totals in paise). */
  const issued: Record<string, { id: string; invoice_no: string; totals: Json }[]> = {};
  const numberOf = async (swhandle: string) => (issued[swhandle] ?? []).map((invoice) => invoice.invoice_no);

  beforeAll(async () => {
    server = await startTestServer(kind, {
      prepare: async (db) => {
        // Shakti's May: its security guards only (SAC 998525, reverse charge by a firm)
        const contract = await contractOf(db, 'shakti');
        const may = payrollMonthOf(new Date('2026-05-10T00:00:00.000Z'));
        await workContractMonth(db, contract.id, may, { approved: 8, unapproved: 0 });
        await sql`update attendance set deleted = true
          where attendance_date >= ${may.start} and attendance_date < ${may.end}
            and allocations_id in (select id from allocations where contracts_id = ${contract.id})
            and designation not in (select id from products where sac_code = '998525')`.execute(db);
        const { error } = await generateInvoice(db, contract.id, may);
        if (error) throw new Error(error);
        const { rows } = await sql<{ handle: string; id: string; invoice_no: string; totals: Json }>`
          select p.sw_handle as handle, i.id, i.invoice_no, i.particulars->'totals' as totals
          from invoices i join partners p on p.id = i.partners_id
          -- the invoices of today's tax period, as GSTR-1 reads them (not the compliance walk's, issued after its August)
          where to_char(i.creation_date at time zone 'Asia/Kolkata', 'YYYY-MM') = ${businessMonthKey(Date.now())}
          order by i.invoice_no`.execute(db);
        for (const row of rows) issued[row.handle] = [...(issued[row.handle] ?? []), row];
      },
    });
    channel = await TestChannel.open(server.server.url, server.apiKey);
    sessions.pe = await channel.login(demoSignIn);
    sessions.emp = await channel.login({ ...demoSignIn, code: 'emp1' });
    sessions.sunrise = await channel.login({ ...demoSignIn, swhandle: 'sunrise' });
    sessions.shakti = await channel.login({ ...demoSignIn, swhandle: 'shakti' });
    rcmNumber = (await numberOf('shakti')).at(-1) ?? '';
  }, 600_000);
  afterAll(async () => {
    channel?.close();
    await server?.stop();
  });

  it("writes Sunrise's GSTR-1: its intra-state invoice with CGST and SGST, valid by the portal's format", async () => {
    const file = reply(await gstr1('sunrise'));
    const json = JSON.parse(file.text) as Json;
    expect(gstr1Problems(json)).toEqual([]);
    const [number] = await numberOf('sunrise');
    const totals = issued.sunrise?.[0]?.totals as Json;
    const [year, month] = businessMonthKey(Date.now()).split('-');
    expect(json).toMatchObject({ fp: `${month}${year}`, gstin: expect.stringMatching(/^19/) });
    expect(json.b2b).toHaveLength(1);
    expect(json.b2b[0].ctin).toMatch(/^19/);
    const [invoice] = json.b2b[0].inv;
    expect(invoice).toMatchObject({ inum: number, pos: '19', rchrg: 'N', inv_typ: 'R' });
    // amounts in rupees, the exact paise of the invoice
    expect(Math.round(invoice.val * 100)).toBe(totals.taxable + totals.gst);
    const det = invoice.itms[0].itm_det;
    expect(det).not.toHaveProperty('iamt');
    expect(Math.round(det.camt * 100)).toBe(totals.cgst);
    expect(Math.round(det.samt * 100)).toBe(totals.sgst);
    expect(json.doc_issue.doc_det[0].docs[0]).toMatchObject({
      from: number,
      to: number,
      totnum: 1,
      cancel: 0,
      net_issue: 1,
    });
    expect(json.hsn.hsn_b2b.every((row: Json) => /^99\d{4}$/.test(row.hsn_sc))).toBe(true);
    expect(file.problems).toEqual([]);
  });

  it("writes Shakti's GSTR-1: its month billed by a forward and a reverse-charge invoice, IGST, rchrg N and Y", async () => {
    const file = reply(await gstr1('shakti'));
    const json = JSON.parse(file.text) as Json;
    expect(gstr1Problems(json)).toEqual([]);
    expect(file.problems).toEqual([]);
    const numbers = await numberOf('shakti');
    expect(numbers).toHaveLength(3);
    expect(json.b2b[0].inv.map((invoice: Json) => [invoice.inum, invoice.rchrg])).toEqual([
      [numbers[0], 'N'],
      [numbers[1], 'Y'],
      [rcmNumber, 'Y'],
    ]);
    for (const invoice of json.b2b[0].inv) {
      expect(invoice.pos).toBe('19');
      expect(invoice.itms[0].itm_det).toMatchObject({ rt: 18 });
      expect(invoice.itms[0].itm_det).not.toHaveProperty('camt');
    }
    expect(json.doc_issue.doc_det[0].docs[0]).toMatchObject({ totnum: 3, cancel: 0, net_issue: 3 });
  });

  it('writes e-invoices that pass the INV-01 checks, the demo month of Shakti as two', async () => {
    const [sunrise] = await numberOf('sunrise');
    const intra = JSON.parse(
      reply(await call('sunrise', 'txn_invoices_e_invoice', { uconst: sunrise })).text,
    );
    expect(eInvoiceProblems(intra)).toEqual([]);
    expect(intra.TranDtls).toMatchObject({ SupTyp: 'B2B', RegRev: 'N' });
    expect(intra.ValDtls.IgstVal).toBe(0);
    const rcm = JSON.parse(reply(await call('shakti', 'txn_invoices_e_invoice', { uconst: rcmNumber })).text);
    expect(eInvoiceProblems(rcm)).toEqual([]);
    expect(rcm.TranDtls.RegRev).toBe('Y');
    expect(rcm.BuyerDtls.Pos).toBe('19');
    expect(rcm.ValDtls.CgstVal).toBe(0);
    const [forward, reverse] = await numberOf('shakti');
    for (const [number, regRev] of [
      [forward, 'N'],
      [reverse, 'Y'],
    ]) {
      const json = JSON.parse(reply(await call('shakti', 'txn_invoices_e_invoice', { uconst: number })).text);
      expect(eInvoiceProblems(json)).toEqual([]);
      expect(json.TranDtls.RegRev).toBe(regRev);
    }
  });

  it('writes a nil return for a month without invoices, and says so', async () => {
    const frame = await call('sunrise', 'txn_invoices_gstr1', { tax_period: '2026-05-10T00:00:00.000Z' });
    const file = reply(frame);
    const json = JSON.parse(file.text);
    expect(gstr1Problems(json)).toEqual([]);
    expect(json).toMatchObject({ fp: '052026', b2b: [], doc_issue: { doc_det: [] } });
    expect(file.problems).toEqual([`${invoiceMessages.gstNothingIssued}: 2026-05`]);
  });

  it('gives the files only to whom the invoices list shows them', async () => {
    // the principal employer picks Sunrise and gets its return; an employee gets none
    expect(JSON.parse(reply(await gstr1('pe', 'sunrise')).text).gstin).toMatch(/^19/);
    expect(refusal(await gstr1('emp'))).toBe('sorry folder cant be opened by you: invoices');
    // Sunrise does not reach Shakti's invoice
    expect(refusal(await call('sunrise', 'txn_invoices_e_invoice', { uconst: rcmNumber }))).toBe(
      `${invoiceMessages.invoiceNotFound}: ${rcmNumber}`,
    );
  });

  it('corrects an approved invoice by credit and debit notes in their own series, filed in table 9B', async () => {
    const rcm = issued.shakti?.at(-1)?.id ?? '';
    const note = (as: string, { code = '998525', taxable, ...params }: Json) =>
      call(as, 'txn_invoices_issue_note', { id: rcm, lines: [{ code, tax_rate: 18, taxable }], ...params });
    // not before the principal employer approves the invoice: until then it is cancelled instead
    expect(
      refusal(await note('shakti', { kind: 'credit', taxable: 1000.5, reason: 'Two days not worked' })),
    ).toBe(invoiceMessages.noteNeedsApproval);
    const approved = await call('pe', 'txn_invoices_approve', { ids: [rcm] }, 'shakti');
    expect(approved.output.type).toBe('success');
    const issuedNote = async (params: Json) => {
      const frame = await note('shakti', params);
      if (frame.output.type !== 'success') throw new Error(frame.output.message);
      return JSON.parse(frame.output.data.records[0] ?? '{}') as Json;
    };
    // IGST at 18% of ₹1,000.50 is ₹180.09 (18,009 paise): the note's value ₹1,180.59
    const firstCredit = await issuedNote({ kind: 'credit', taxable: 1000.5, reason: 'Two days not worked' });
    expect(firstCredit).toMatchObject({
      note_no: 'CN/2627/0001',
      value: 1180.59,
    });
    const debitNote = await issuedNote({ kind: 'debit', taxable: 500, reason: 'Overtime left out' });
    expect(debitNote).toMatchObject({
      note_no: 'DN/2627/0001',
      value: 590,
    });
    expect(await issuedNote({ kind: 'credit', taxable: 10, reason: 'Rounding' })).toMatchObject({
      note_no: 'CN/2627/0002',
    });
    expect(refusal(await note('shakti', { kind: 'credit', taxable: 1_000_000, reason: 'Too much' }))).toMatch(
      new RegExp(`^${invoiceMessages.noteExceedsInvoice}: `),
    );
    expect(refusal(await note('shakti', { kind: 'debit', taxable: 5, reason: ' ' }))).toBe(
      invoiceMessages.noteReasonNeeded,
    );
    expect(refusal(await note('shakti', { kind: 'debit', taxable: 5, reason: 'x', code: '998599' }))).toBe(
      `${invoiceMessages.noteGroupUnknown}: 998599`,
    );
    // Sunrise does not reach Shakti's invoice
    expect(refusal(await note('sunrise', { kind: 'debit', taxable: 5, reason: 'x' }))).toBe(
      `${invoiceMessages.invoiceNotFound}: ${rcm}`,
    );
    const json = JSON.parse(reply(await gstr1('shakti')).text);
    expect(gstr1Problems(json)).toEqual([]);
    expect(json.cdnr).toHaveLength(1);
    expect(json.cdnr[0].nt).toEqual([
      expect.objectContaining({ ntty: 'C', nt_num: 'CN/2627/0001', val: 1180.59, pos: '19', rchrg: 'Y' }),
      expect.objectContaining({ ntty: 'C', nt_num: 'CN/2627/0002' }),
      expect.objectContaining({ ntty: 'D', nt_num: 'DN/2627/0001', val: 590 }),
    ]);
    expect(json.cdnr[0].nt[0].itms[0].itm_det).toEqual({ txval: 1000.5, rt: 18, iamt: 180.09, csamt: 0 });
    expect(
      json.doc_issue.doc_det.map((kind: Json) => [kind.doc_num, kind.docs[0].from, kind.docs[0].totnum]),
    ).toEqual([
      [1, expect.stringMatching(/^SHAKTI\//), 3],
      [4, 'DN/2627/0001', 1],
      [5, 'CN/2627/0001', 2],
    ]);
    // each note's e-invoice: CRN or DBN, naming the invoice it corrects, one item of its group
    const noteEInvoice = (as: string, id: string) => call(as, 'txn_invoices_note_e_invoice', { id });
    const credit = JSON.parse(reply(await noteEInvoice('shakti', firstCredit.id)).text);
    expect(eInvoiceProblems(credit)).toEqual([]);
    expect(credit).toMatchObject({
      TranDtls: { SupTyp: 'B2B', RegRev: 'Y' },
      DocDtls: { Typ: 'CRN', No: 'CN/2627/0001' },
      RefDtls: { PrecDocDtls: [{ InvNo: rcmNumber }] },
      ValDtls: { AssVal: 1000.5, IgstVal: 180.09, CgstVal: 0, TotInvVal: 1180.59 },
    });
    expect(credit.ItemList).toEqual([
      expect.objectContaining({ HsnCd: '998525', IsServc: 'Y', AssAmt: 1000.5, IgstAmt: 180.09, GstRt: 18 }),
    ]);
    const debit = JSON.parse(reply(await noteEInvoice('shakti', debitNote.id)).text);
    expect(eInvoiceProblems(debit)).toEqual([]);
    expect(debit.DocDtls).toMatchObject({ Typ: 'DBN', No: 'DN/2627/0001' });
    // the principal employer reads its contractor's note; another contractor does not
    expect(eInvoiceProblems(JSON.parse(reply(await noteEInvoice('pe', debitNote.id)).text))).toEqual([]);
    expect(refusal(await noteEInvoice('sunrise', firstCredit.id))).toBe(
      `${invoiceMessages.noteNotFound}: ${firstCredit.id}`,
    );
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(refusal(await noteEInvoice('shakti', unknown))).toBe(
      `${invoiceMessages.noteNotFound}: ${unknown}`,
    );
    // the invoice's tab lists its notes and what a new one may correct; the principal employer issues none
    const listed = async (as: string) =>
      JSON.parse(okRecord(await call(as, 'txn_invoices_notes', { uconst: rcmNumber })));
    const ofShakti = await listed('shakti');
    expect(ofShakti.may_issue).toBe(true);
    expect(ofShakti.groups).toEqual([
      expect.objectContaining({ code: '998525', tax_rate: 18, credited: 1010.5 }),
    ]);
    expect(
      ofShakti.notes.map((listedNote: Json) => [listedNote.note_no, listedNote.kind, listedNote.value]),
    ).toEqual([
      ['CN/2627/0001', 'credit', 1180.59],
      ['DN/2627/0001', 'debit', 590],
      ['CN/2627/0002', 'credit', 11.8],
    ]);
    expect((await listed('pe')).may_issue).toBe(false);
    // its printed document (r. 53): the nature of the document, its number, the invoice it corrects
    const printed = (as: string, language: string) =>
      call(as, 'txn_invoices_get_note', { uconst: firstCredit.id, language, format: 'html' });
    const html = JSON.parse(okRecord(await printed('shakti', 'eng'))).html as string;
    for (const text of [
      'Credit Note',
      'CN/2627/0001',
      rcmNumber,
      '1,000.50',
      '180.09',
      '1,180.59',
      'Two days not worked',
    ])
      expect(html).toContain(text);
    expect(JSON.parse(okRecord(await printed('pe', 'hin'))).html).toContain('क्रेडिट नोट');
    expect(refusal(await printed('sunrise', 'eng'))).toBe(
      `${invoiceMessages.noteNotFound}: ${firstCredit.id}`,
    );
  });

  it('counts a cancelled invoice in table 13 only, and gives it no e-invoice', async () => {
    const [number] = await numberOf('sunrise');
    const cancelled = await call('sunrise', 'txn_invoices_cancel', {
      id: issued.sunrise?.[0]?.id,
      reason: 'Wrong rate',
    });
    expect(cancelled.output.type).toBe('success');
    const json = JSON.parse(reply(await gstr1('sunrise')).text);
    expect(gstr1Problems(json)).toEqual([]);
    expect(json.b2b).toEqual([]);
    expect(json.doc_issue.doc_det[0].docs[0]).toMatchObject({ totnum: 1, cancel: 1, net_issue: 0 });
    expect(refusal(await call('sunrise', 'txn_invoices_e_invoice', { uconst: number }))).toBe(
      `${invoiceMessages.eInvoiceCancelled}: ${number}`,
    );
  });
});
