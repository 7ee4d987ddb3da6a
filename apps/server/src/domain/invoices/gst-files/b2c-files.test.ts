import type { GstFile, ReplyFrame } from '@muster/protocol';
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

// biome-ignore lint/suspicious/noExplicitAny: a parsed file, read by its published paths
type Json = Record<string, any>;

/** The B2CL limit of the tax period (today's, after August 2024): ₹1,00,000, Notification 12/2024-Central Tax. */
const b2clLimit = 100_000;

/**
 * Shakti's GSTR-1 over the channel with every table a contractor's month can fill (issue #31
 * items 5 and 7): its demo month billed to demo while demo is registered (GSTIN 19: table 4,
 * the forward and the reverse-charge invoice), then demo's registration taken off its record,
 * so May and June are billed to an unregistered recipient in West Bengal from Himachal
 * Pradesh, inter-state, IGST: May, 25 days of four workers, ₹1,12,687.56, above the limit
 * (table 5); June, 3 days, below it (table 7, INTER). A note on each: a credit note over two
 * groups of the forward invoice (table 9B), a credit note on May (9B unregistered, `cdnur`,
 * typ B2CL), a debit note on June (netted into table 7). All are issued today: today's month
 * is their tax period. Every file passes the validators written from the published formats.
 */
describe.each(testDatabaseKinds)('GST files of supplies to unregistered recipients on %s', (kind) => {
  let server: TestServer;
  let channel: TestChannel;
  const sessions: Record<string, string> = {};
  /** Shakti's invoices in number order: the demo month's forward and reverse ones, May, June. */
  type Issued = { id: string; invoice_no: string; totals: Json; taxes: Json[] };
  let invoices: Issued[] = [];
  /** The demo month's forward and reverse-charge invoices, May's and June's. */
  const issued = () => invoices as [Issued, Issued, Issued, Issued];
  const period = new Date().toISOString();

  const ok = (frame: ReplyFrame): string => {
    if (frame.output.type !== 'success') throw new Error(frame.output.message);
    return frame.output.data.records[0] ?? '{}';
  };
  const call = (as: string, name: string, params: Json, target?: string) =>
    channel.txn(
      { name, folder: 'invoices', params, ...(target && { target_swhandle: target }) },
      sessions[as],
    );
  const gstr1 = async () => {
    const file = JSON.parse(
      ok(await call('shakti', 'txn_invoices_gstr1', { tax_period: period })),
    ) as GstFile;
    return { file, json: JSON.parse(file.text) as Json };
  };

  beforeAll(async () => {
    server = await startTestServer(kind, {
      prepare: async (db) => {
        const contract = await contractOf(db, 'shakti');
        // the principal employer's registration is not on record: its address decides the place of supply
        await sql`update partners set gstin = null
          where partner_groups_id in (select id from partner_groups where code = 'pe')`.execute(db);
        for (const [day, approved] of [
          ['2026-05-10', 25],
          ['2026-06-10', 3],
        ] as const) {
          const month = payrollMonthOf(new Date(`${day}T00:00:00.000Z`));
          await workContractMonth(db, contract.id, month, { approved, unapproved: 0 });
          const { error } = await generateInvoice(db, contract.id, month);
          if (error) throw new Error(error);
        }
        const { rows } = await sql<(typeof invoices)[number]>`
          select i.id, i.invoice_no, i.particulars->'totals' as totals, i.particulars->'taxes' as taxes
          from invoices i join partners p on p.id = i.partners_id
          where p.sw_handle = 'shakti' order by i.invoice_no`.execute(db);
        invoices = rows;
      },
    });
    channel = await TestChannel.open(server.server.url, server.apiKey);
    sessions.pe = await channel.login(demoSignIn);
    sessions.shakti = await channel.login({ ...demoSignIn, swhandle: 'shakti' });
  }, 600_000);
  afterAll(async () => {
    channel?.close();
    await server?.stop();
  });

  it('files the demo month in table 4, May in table 5 and June in table 7, valid and to the paisa', async () => {
    expect(invoices).toHaveLength(4);
    const [forward, reverse, may, june] = issued();
    const { file, json } = await gstr1();
    expect(gstr1Problems(json, { b2clLimit })).toEqual([]);
    expect(file.problems).toEqual([]);
    expect(file.invoices).toBe(4);
    expect(json.b2b[0].inv.map((invoice: Json) => [invoice.inum, invoice.rchrg])).toEqual([
      [forward.invoice_no, 'N'],
      [reverse.invoice_no, 'Y'],
    ]);
    const value = (totals: Json) => (totals.taxable + totals.gst) / 100;
    expect(value(may.totals)).toBeGreaterThan(b2clLimit);
    expect(json.b2cl).toEqual([
      {
        pos: '19',
        inv: [
          expect.objectContaining({
            inum: may.invoice_no,
            val: value(may.totals),
            itms: [
              {
                num: 1,
                itm_det: { txval: may.totals.taxable / 100, rt: 18, iamt: may.totals.igst / 100, csamt: 0 },
              },
            ],
          }),
        ],
      },
    ]);
    expect(value(june.totals)).toBeLessThanOrEqual(b2clLimit);
    expect(json.b2cs).toEqual([
      {
        sply_ty: 'INTER',
        pos: '19',
        typ: 'OE',
        rt: 18,
        txval: june.totals.taxable / 100,
        iamt: june.totals.igst / 100,
        csamt: 0,
      },
    ]);
    expect(json.doc_issue.doc_det[0].docs[0]).toMatchObject({ totnum: 4, cancel: 0, net_issue: 4 });
  });

  it('files a note on each: over two groups in 9B, on May in 9B unregistered, on June net in table 7', async () => {
    const [forward, , may, june] = issued();
    // the principal employer approves past the months' compliance findings (they are not this test's)
    ok(
      await call(
        'pe',
        'txn_invoices_approve',
        { ids: [forward.id, may.id, june.id], proceed: true },
        'shakti',
      ),
    );
    const note = async (id: string | undefined, kind: string, lines: [string, number][], reason: string) =>
      JSON.parse(
        ok(
          await call('shakti', 'txn_invoices_issue_note', {
            id,
            kind,
            reason,
            lines: lines.map(([code, taxable]) => ({ code, tax_rate: 18, taxable })),
          }),
        ),
      ) as Json;
    // housekeeping ₹1,000.50 (IGST 180.09) and electricians ₹333.33 (IGST 60.00): ₹1,573.92
    const twoGroups = await note(
      forward.id,
      'credit',
      [
        ['998533', 1000.5],
        ['998719', 333.33],
      ],
      'Days billed twice',
    );
    expect(twoGroups).toMatchObject({ note_no: 'CN/2627/0001', value: 1573.92 });
    const onMay = await note(may.id, 'credit', [['998525', 3500]], 'Guard absent five days');
    expect(onMay).toMatchObject({ note_no: 'CN/2627/0002', value: 4130 });
    const onJune = await note(june.id, 'debit', [['998533', 690]], 'A Sunday worked');
    expect(onJune).toMatchObject({ note_no: 'DN/2627/0001', value: 814.2 });

    const { file, json } = await gstr1();
    expect(gstr1Problems(json, { b2clLimit })).toEqual([]);
    expect(file.problems).toEqual([]);
    expect(json.cdnr[0].nt).toEqual([
      expect.objectContaining({
        ntty: 'C',
        nt_num: 'CN/2627/0001',
        val: 1573.92,
        pos: '19',
        rchrg: 'N',
        itms: [{ num: 1, itm_det: { txval: 1333.83, rt: 18, iamt: 240.09, csamt: 0 } }],
      }),
    ]);
    expect(json.cdnur).toEqual([
      {
        typ: 'B2CL',
        ntty: 'C',
        nt_num: 'CN/2627/0002',
        nt_dt: expect.stringMatching(/^\d{2}-\d{2}-\d{4}$/),
        val: 4130,
        pos: '19',
        itms: [{ num: 1, itm_det: { txval: 3500, rt: 18, iamt: 630, csamt: 0 } }],
      },
    ]);
    // June's row is its invoice plus the debit note, to the paisa
    expect(json.b2cs).toEqual([
      expect.objectContaining({
        sply_ty: 'INTER',
        txval: (june.totals.taxable + 69_000) / 100,
        iamt: (june.totals.igst + 12_420) / 100,
      }),
    ]);
    expect(json.doc_issue.doc_det.map((kind: Json) => [kind.doc_num, kind.docs[0].totnum])).toEqual([
      [1, 4],
      [4, 1],
      [5, 2],
    ]);

    // the note over two groups: its e-invoice has two items, its document both codes
    const eInvoice = JSON.parse(
      JSON.parse(ok(await call('shakti', 'txn_invoices_note_e_invoice', { id: twoGroups.id }))).text,
    );
    expect(eInvoiceProblems(eInvoice)).toEqual([]);
    expect(eInvoice.ItemList.map((item: Json) => [item.HsnCd, item.AssAmt, item.IgstAmt])).toEqual([
      ['998533', 1000.5, 180.09],
      ['998719', 333.33, 60],
    ]);
    expect(eInvoice.ValDtls).toMatchObject({ AssVal: 1333.83, IgstVal: 240.09, TotInvVal: 1573.92 });
    const html = JSON.parse(
      ok(
        await call('shakti', 'txn_invoices_get_note', {
          uconst: twoGroups.id,
          language: 'eng',
          format: 'html',
        }),
      ),
    ).html as string;
    for (const text of ['998533', '998719', '1,000.50', '333.33', '180.09', '60.00', '1,573.92'])
      expect(html).toContain(text);
    const listed = JSON.parse(ok(await call('shakti', 'txn_invoices_notes', { uconst: forward.invoice_no })));
    expect(listed.notes.map((listedNote: Json) => listedNote.codes)).toEqual([['998533', '998719']]);
    expect(listed.groups).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: '998533', credited: 1000.5 }),
        expect.objectContaining({ code: '998719', credited: 333.33 }),
      ]),
    );
  });
});
