import { payrollMonthOf, previousMonth } from '@muster/payroll-rules';
import {
  type AttendanceDayCell,
  type EmployeeAttendance,
  invoiceMessages,
  type ProgressFrame,
  type ReplyFrame,
} from '@muster/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoSignIn,
  startTestServer,
  TestChannel,
  type TestServer,
  testDatabaseKinds,
} from '../../testing/index.js';
import { addDays, istDayKey } from '../attendance/compute/index.js';
import { notEditableReasons } from '../attendance/edits/rules.js';
import { contractOf, workContractMonth } from './testing/contract-months.js';

type Row = Record<string, unknown>;
/** Two months of the demo contracts' financial year (2026-27) the demo itself never invoices. */
const may = '2026-05-10T00:00:00.000Z';
const june = '2026-06-10T00:00:00.000Z';
const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.4\n${text}\n%%EOF\n`);

describe.each(testDatabaseKinds)('invoices over the channel on %s', (kind) => {
  let server: TestServer;
  let channel: TestChannel;
  const sessions: Record<string, string> = {};
  let sunriseContract = '';
  let mayInvoice = '';
  let juneInvoice = '';
  /** May's invoice number: the demo's own last-month invoice may have taken a serial before it. */
  let mayNumber = '';
  /** June's: the next serial of Sunrise's 2026-27. */
  const juneNumber = () => {
    const [prefix, year, serial] = mayNumber.split('/');
    return `${prefix}/${year}/${String(Number(serial) + 1).padStart(4, '0')}`;
  };
  let documents: { id: string; doc_name: string }[] = [];

  const records = (reply: ReplyFrame): Row[] => {
    if (reply.output.type !== 'success') throw new Error(reply.output.message);
    return reply.output.data.records.map((record) => JSON.parse(record) as Row);
  };
  /** The principal employer works on a contractor's records through the business filter (target_swhandle). */
  const txn = (as: string, name: string, params: Row, projections?: string[]) =>
    channel.txn(
      {
        name,
        folder: name.startsWith('txn_contracts') ? 'contracts' : 'invoices',
        params,
        ...(projections && { projections }),
        ...(as === 'pe' && { target_swhandle: 'sunrise' }),
      },
      sessions[as],
    );
  const generate = async (as: string, month: string, contracts: string[], proceed?: boolean) => {
    const id = channel.nextId;
    const reply = await txn(as, 'txn_invoices_generate', {
      invoice_month: month,
      contracts_id: contracts,
      ...(proceed !== undefined && { proceed }),
      // the prepared months keep an unapproved day a worker on purpose (only approved days
      // bill); the month-close gate's question over them is month-close.test's (#32 item 2)
      proceed_unapproved: true,
    });
    if (reply.output.type !== 'success') return { reply, frames: [] as ProgressFrame[] };
    const frames = await channel.progressUntil(id, (frame) => frame.output.stage === invoiceMessages.allDone);
    return { reply, frames };
  };
  const upload = async (as: string, name: string) => {
    const form = new FormData();
    form.set('session_key', sessions[as] ?? '');
    form.set('file', new Blob([Buffer.from(pdf(name))]), `${name}.pdf`);
    const response = await fetch(`${server.server.url}/files`, { method: 'POST', body: form });
    const body = (await response.json()) as Row;
    if (response.status !== 200) throw new Error(JSON.stringify(body));
    return String(body.id);
  };
  const documentsOf = async (as: string, invoiceId: string) => {
    const [invoice] = records(
      await txn(
        as,
        'txn_invoices_list',
        { limit: 10, filters: { filterInput: [{ path: 'id', operator: '=', value: invoiceId }] } },
        ['id', 'approval_documents.doc_name', 'approval_documents.status', 'approval_documents.attachment'],
      ),
    );
    return (invoice?.approval_documents ?? []) as Row[];
  };
  const named = (name: string) => documents.find((document) => document.doc_name === name)?.id ?? '';

  beforeAll(async () => {
    // May and June are billed: Sunrise's contract works both, approved
    server = await startTestServer(kind, {
      prepare: async (db) => {
        const contract = await contractOf(db, 'sunrise');
        for (const month of [may, june])
          await workContractMonth(db, contract.id, payrollMonthOf(new Date(month)), {
            approved: 8,
            unapproved: 1,
          });
      },
    });
    channel = await TestChannel.open(server.server.url, server.apiKey);
    sessions.pe = await channel.login(demoSignIn);
    sessions.sunrise = await channel.login({ ...demoSignIn, swhandle: 'sunrise' });
    sessions.shakti = await channel.login({ ...demoSignIn, swhandle: 'shakti' });
    const contracts = records(
      await txn('sunrise', 'txn_contracts_list', { limit: 10 }, ['id', 'code']),
    ).filter((contract) => String(contract.code).startsWith('CT-SUNRISE'));
    sunriseContract = String(contracts[0]?.id);
  }, 600_000);
  afterAll(async () => {
    channel?.close();
    await server?.stop();
  });

  it("seeds last month's invoices with documents in every state, so the gate refuses this month", async () => {
    const lastMonth = previousMonth(payrollMonthOf(new Date(Date.now() - 86_400_000)));
    const listed = records(
      await txn('pe', 'txn_invoices_list', { limit: 100 }, [
        'id',
        'invoice_month',
        'approval_documents.status',
        'approval_documents.attachment',
      ]),
    ).filter((row) => new Date(String(row.invoice_month)).getTime() === lastMonth.start.getTime());
    expect(listed).toHaveLength(1);
    const states = ((listed[0]?.approval_documents ?? []) as Row[]).map((document) =>
      [document.status, Array.isArray(document.attachment) && document.attachment.length > 0].join(' '),
    );
    expect(states.sort()).toEqual(['approved true', 'pending false', 'rejected false', 'uploaded true']);
    const { reply } = await generate('sunrise', new Date(Date.now() - 86_400_000).toISOString(), [
      sunriseContract,
    ]);
    expect(reply.output).toMatchObject({
      type: 'error',
      message: "1 document(s) is/are not uploaded/approved yet for previous month's invoice!",
    });
  });

  it("generates the first month's invoice with its documents pending", async () => {
    const { reply, frames } = await generate('sunrise', may, [sunriseContract]);
    expect(reply.output).toMatchObject({
      type: 'success',
      message: 'Generation Started',
      data: { progress: 'follows' },
    });
    const [first] = frames;
    expect(first?.output).toMatchObject({
      stage: '1/1',
      error: null,
      item: { invoice_no: expect.stringMatching(/^SUNRIS\/2627\/\d{4}$/) },
    });
    mayInvoice = String((first?.output.item as Row | undefined)?.invoices_id);
    mayNumber = String((first?.output.item as Row | undefined)?.invoice_no);
    documents = (await documentsOf('sunrise', mayInvoice)).map((row) => ({
      id: String(row.id),
      doc_name: String(row.doc_name),
    }));
    expect(documents.map((document) => document.doc_name).sort()).toEqual([
      'Attendance register',
      'ESI challan',
      'PF challan',
      'Wage register',
    ]);
  });

  it("refuses the next month while a 'block' document is not approved", async () => {
    const { reply } = await generate('sunrise', june, [sunriseContract]);
    expect(reply.output).toMatchObject({
      type: 'error',
      message: "2 document(s) is/are not uploaded/approved yet for previous month's invoice!",
      data: { n: 2, level: 'block' },
    });
  });

  it('lets the contractor upload with a file only, and the principal employer review', async () => {
    const noFile = await txn('sunrise', 'txn_invoices_upload_documents', {
      documents: [{ id: named('PF challan'), attachment: null }],
    });
    expect(noFile.output).toMatchObject({ type: 'error', message: 'Please select file.' });
    const uploaded = await txn('sunrise', 'txn_invoices_upload_documents', {
      documents: [
        { id: named('PF challan'), attachment: await upload('sunrise', 'pf') },
        { id: named('ESI challan'), attachment: await upload('sunrise', 'esi') },
      ],
    });
    expect(records(uploaded).map((move) => [move.from, move.to])).toEqual([
      ['pending', 'uploaded'],
      ['pending', 'uploaded'],
    ]);
    // a contractor does not review, the principal employer does not upload
    const selfReview = await txn('sunrise', 'txn_invoices_review_documents', {
      ids: [named('PF challan')],
      action: 'approve',
    });
    expect(selfReview.output).toMatchObject({
      type: 'error',
      message: 'You are not allowed to do this: txn_invoices_review_documents',
    });
    expect(
      records(
        await txn('pe', 'txn_invoices_review_documents', { ids: [named('PF challan')], action: 'approve' }),
      ),
    ).toEqual([{ id: named('PF challan'), from: 'uploaded', to: 'approved' }]);
    await txn('pe', 'txn_invoices_review_documents', {
      ids: [named('ESI challan')],
      action: 'reject',
      note: 'Illegible',
    });
    const rows = await documentsOf('pe', mayInvoice);
    const esi = rows.find((row) => row.doc_name === 'ESI challan');
    expect(esi).toMatchObject({ status: 'rejected' });
    // approving a rejected document is not a move of the workflow
    const stale = await txn('pe', 'txn_invoices_review_documents', {
      ids: [named('ESI challan')],
      action: 'approve',
    });
    expect(stale.output).toMatchObject({
      type: 'error',
      message: 'The workflow does not allow this: approve ESI challan (rejected)',
    });
    const still = await generate('sunrise', june, [sunriseContract]);
    expect(still.reply.output).toMatchObject({
      type: 'error',
      message: "1 document(s) is/are not uploaded/approved yet for previous month's invoice!",
    });
  });

  it("asks before going on past a 'warn' document, and goes on when told to", async () => {
    // this time as the invoice form's detail row buttons send it: a patch of the document's row
    const documentPatch = (data: Row) => ({
      baseFolder: 'invoices',
      rows: [
        {
          op: 'U',
          key: mayInvoice,
          data: { approval_documents: [{ op: 'U', key: named('ESI challan'), data }] },
        },
      ],
    });
    const file = await upload('sunrise', 'esi-again');
    const uploaded = await txn(
      'sunrise',
      'txn_invoices_upload_documents',
      documentPatch({ status: 'uploaded', attachment: [{ id: file }] }),
    );
    expect(records(uploaded)).toEqual([{ id: named('ESI challan'), from: 'rejected', to: 'uploaded' }]);
    // a review button that sets no status asks nothing
    const unclear = await txn('pe', 'txn_invoices_review_documents', documentPatch({}));
    expect(unclear.output).toMatchObject({ type: 'error', message: 'Invalid invoice request' });
    const approved = await txn('pe', 'txn_invoices_review_documents', documentPatch({ status: 'approved' }));
    expect(records(approved)).toEqual([{ id: named('ESI challan'), from: 'uploaded', to: 'approved' }]);
    const asked = await generate('sunrise', june, [sunriseContract]);
    expect(asked.reply.output).toMatchObject({
      type: 'error',
      message: "1 document(s) is/are not uploaded yet for previous month's invoice, proceed?",
      data: { n: 1, level: 'warn', confirm: true },
    });
    const { reply, frames } = await generate('sunrise', june, [sunriseContract], true);
    expect(reply.output.type).toBe('success');
    expect(frames[0]?.output).toMatchObject({ error: null, item: { invoice_no: juneNumber() } });
    juneInvoice = String((frames[0]?.output.item as Row | undefined)?.invoices_id);
  });

  it('prints the tax invoice with its GST particulars, as HTML and as PDF', async () => {
    const [html] = records(await txn('sunrise', 'txn_invoices_get_invoice', { uconst: juneNumber() }));
    expect(html).toMatchObject({
      title: expect.stringMatching(/^Manpower supply .* Jun 2026$/),
      fileName: `${juneNumber().replaceAll('/', '-')}.pdf`,
    });
    const text = String(html?.html);
    for (const part of [
      'Tax Invoice',
      juneNumber(),
      'Place of Supply',
      'SAC/HSN',
      'Taxable Value',
      'CGST',
      'SGST',
      // the recipient's registered state (IGST Act s. 12(2)(a))
      'West Bengal (State Code 19)',
    ])
      expect(text).toContain(part);
    expect(text).toMatch(/Rupees [A-Z][A-Za-z -]+ Only/);
    expect(text).not.toContain('Rupees Zero Only');
    expect(text).not.toContain('IGST');
    // both parties' GSTINs: Sunrise's (West Bengal, 19) and the principal employer's
    expect(text.match(/GSTIN: 19[0-9A-Z]{13}/g)).toHaveLength(2);
    // the principal employer opens its contractor's invoice without picking the business first
    const [byPe] = records(
      await channel.txn(
        { name: 'txn_invoices_get_invoice', folder: 'invoices', params: { uconst: juneNumber() } },
        sessions.pe,
      ),
    );
    expect(byPe).toMatchObject({ title: html?.title });
    const notTheirs = await txn('shakti', 'txn_invoices_get_invoice', { uconst: juneNumber() });
    expect(notTheirs.output).toMatchObject({ type: 'error', message: `Invoice not found: ${juneNumber()}` });
    const [pdf] = records(
      await txn('sunrise', 'txn_invoices_get_invoice', { uconst: juneNumber(), format: 'pdf' }),
    );
    expect(Buffer.from(String(pdf?.pdf_base64), 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('is approved by the principal employer only, and an approved invoice is never regenerated', async () => {
    const bySunrise = await txn('sunrise', 'txn_invoices_approve', { ids: [mayInvoice] });
    expect(bySunrise.output).toMatchObject({
      type: 'error',
      message: 'You are not allowed to do this: txn_invoices_approve',
    });
    expect(records(await txn('pe', 'txn_invoices_approve', { ids: [mayInvoice] }))).toEqual([
      { id: mayInvoice, from: 'created', to: 'approved' },
    ]);
    const { frames } = await generate('sunrise', may, [sunriseContract], true);
    expect(frames[0]?.output.error).toBe(
      `Invoice not generated: invoice ${mayNumber} is issued: cancel it or issue a credit or debit note`,
    );
  });

  it('never deletes an issued invoice: its business cancels it with why, and the month is billed anew', async () => {
    const deleted = await txn('sunrise', 'txn_invoices_delete', { ids: [juneInvoice] });
    expect(deleted.output.type).toBe('error');
    const byPe = await txn('pe', 'txn_invoices_cancel', { id: juneInvoice, reason: 'Wrong rate' });
    expect(byPe.output).toMatchObject({
      type: 'error',
      message: 'You are not allowed to do this: txn_invoices_cancel',
    });
    // as the list's Cancel row action sends it: the cancel form's patch of the invoice
    const cancelForm = (reason: string) => ({
      baseFolder: 'invoices',
      rows: [{ op: 'U', key: juneInvoice, data: { cancel_reason: reason } }],
    });
    const noReason = await txn('sunrise', 'txn_invoices_cancel', cancelForm(' '));
    expect(noReason.output).toMatchObject({
      type: 'error',
      message: 'Please give the reason for cancelling the invoice',
    });
    expect(records(await txn('sunrise', 'txn_invoices_cancel', cancelForm('Wrong rate')))).toEqual([
      { id: juneInvoice, invoice_no: juneNumber(), status: 'cancelled' },
    ]);
    const [kept] = records(
      await txn(
        'pe',
        'txn_invoices_list',
        { limit: 1, filters: { filterInput: [{ path: 'id', operator: '=', value: juneInvoice }] } },
        ['invoice_no', 'status', 'cancel_reason', 'cancelled_at', 'cancelled_by'],
      ),
    );
    expect(kept).toMatchObject({
      invoice_no: juneNumber(),
      status: 'cancelled',
      cancel_reason: 'Wrong rate',
    });
    expect(kept?.cancelled_at).toBeTruthy();
    expect(kept?.cancelled_by).toBeTruthy();
    // the audit trail keeps the cancellation with its reason (issue #32 item 5)
    const trail = records(
      await channel.txn(
        { name: 'txn_audit_history', folder: 'audit', params: { folder: 'invoices', id: juneInvoice } },
        sessions.sunrise,
      ),
    );
    expect(trail.at(-1)).toMatchObject({
      op: 'update',
      txn: 'txn_invoices_cancel',
      reason: 'Wrong rate',
      changes: expect.arrayContaining([{ field: 'status', from: 'created', to: 'cancelled' }]),
    });
    const again = await txn('sunrise', 'txn_invoices_cancel', cancelForm('Twice'));
    expect(again.output).toMatchObject({
      type: 'error',
      message:
        'Only an invoice not yet approved can be cancelled: correct an approved one by a credit or debit note',
    });
    // June again, under the next number: the cancelled one keeps its own
    const { frames } = await generate('sunrise', june, [sunriseContract], true);
    const [prefix, year, serial] = juneNumber().split('/');
    expect(frames[0]?.output).toMatchObject({
      error: null,
      item: { invoice_no: `${prefix}/${year}/${String(Number(serial) + 1).padStart(4, '0')}` },
    });
  });

  it("never shows a contractor another's invoices or documents", async () => {
    const shaktiList = records(
      await txn('shakti', 'txn_invoices_list', { limit: 100 }, ['id', 'invoice_no']),
    );
    expect(shaktiList.map((row) => row.id)).not.toContain(mayInvoice);
    expect(await documentsOf('shakti', mayInvoice)).toEqual([]);
    const foreign = await txn('shakti', 'txn_invoices_upload_documents', {
      documents: [{ id: named('Wage register'), attachment: await upload('shakti', 'foreign') }],
    });
    expect(foreign.output).toMatchObject({
      type: 'error',
      message: `Record not found: ${named('Wage register')}`,
    });
    const notTheirs = await generate('shakti', june, [sunriseContract]);
    expect(notTheirs.reply.output).toMatchObject({
      type: 'error',
      message: 'No contracts to generate invoices for',
    });
    // the principal employer sees the contractor's invoice
    const peList = records(await txn('pe', 'txn_invoices_list', { limit: 100 }, ['id']));
    expect(peList.map((row) => row.id)).toContain(mayInvoice);
  });

  it("closes a contractor's attendance days of the invoiced month only, not the months after", async () => {
    const today = istDayKey(Date.now());
    const thisMonth = `${today.slice(0, 7)}-01`;
    if (today === thisMonth) return; // no past day of this month to edit yet
    const lastDay = addDays(thisMonth, -1);
    const reply = await channel.txn(
      {
        name: 'txn_attendance_list_with_summary',
        folder: 'attendance',
        // a week each side of the month's turn: a list spans 31 days at most (maxRangeDays)
        params: { from: addDays(lastDay, -6), to: [addDays(today, -1), addDays(thisMonth, 6)].sort()[0] },
      },
      sessions.sunrise,
    );
    const workers = records(reply) as unknown as EmployeeAttendance[];
    const open = (day: AttendanceDayCell) => day.att_type?.code === 'P' && !day.attendance_status;
    const worker = workers.find(
      (employee) =>
        employee.days.some((day) => day.attendance_date < thisMonth && day.att_type) &&
        employee.days.some((day) => day.attendance_date >= thisMonth && open(day)),
    );
    if (!worker) throw new Error('a Sunrise worker with days in both months expected');
    const mark = (day: string) =>
      channel.txn(
        {
          name: 'txn_attendance_edits_mark',
          folder: 'attendance_edits',
          params: { edits: [{ employees_id: worker.id, attendance_date: day, notes: 'invoice lock' }] },
        },
        sessions.sunrise,
      );
    const billed = worker.days.find(
      (day) => day.attendance_date < thisMonth && day.att_type,
    ) as AttendanceDayCell;
    const refused = await mark(billed.attendance_date);
    expect(refused.output.type).toBe('error');
    expect(JSON.stringify(refused.output)).toContain(notEditableReasons.invoiced);
    const current = worker.days.find(
      (day) => day.attendance_date >= thisMonth && open(day),
    ) as AttendanceDayCell;
    const stored = await mark(current.attendance_date);
    expect(stored.output.type, stored.output.message).toBe('success');
  });
});
