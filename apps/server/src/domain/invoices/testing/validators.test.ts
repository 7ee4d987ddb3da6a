import { describe, expect, it } from 'vitest';
import { eInvoiceProblems } from './e-invoice-validator.js';
import { gstinFormatProblem } from './gstin-format.js';
import { gstr1Problems } from './gstr1-validator.js';

// biome-ignore lint/suspicious/noExplicitAny: a parsed file, read and planted by its published paths
type Json = Record<string, any>;

/**
 * The validators against hand-written files in the published formats (not our writer's
 * output): each accepts the valid file and rejects each planted error, so a test that runs a
 * file through them can fail.
 */
const supplier = '27AAPFU0939F1ZV'; // Maharashtra
const intraBuyer = '27AABCD1234E1Z8';
const interBuyer = '19AABCD1234E1Z5'; // West Bengal

const validGstr1 = (): Json => ({
  gstin: supplier,
  fp: '102026',
  version: 'GST3.2.4',
  hash: 'hash',
  b2b: [
    {
      ctin: intraBuyer,
      inv: [
        {
          inum: 'ABC/2627/0001',
          idt: '31-10-2026',
          val: 11800.5,
          pos: '27',
          rchrg: 'N',
          inv_typ: 'R',
          itms: [{ num: 1, itm_det: { txval: 10000.42, rt: 18, camt: 900.04, samt: 900.04, csamt: 0 } }],
        },
      ],
    },
    {
      ctin: interBuyer,
      inv: [
        {
          inum: 'ABC/2627/0002',
          idt: '01-10-2026',
          val: 590,
          pos: '19',
          rchrg: 'Y',
          inv_typ: 'R',
          itms: [{ num: 1, itm_det: { txval: 500, rt: 18, iamt: 90, csamt: 0 } }],
        },
      ],
    },
  ],
  // table 5: an inter-state invoice to an unregistered person above ₹1,00,000, two rates, IGST only
  b2cl: [
    {
      pos: '19',
      inv: [
        {
          inum: 'ABC/2627/0004',
          idt: '20-10-2026',
          val: 139000,
          itms: [
            { num: 1, itm_det: { txval: 100000, rt: 18, iamt: 18000, csamt: 0 } },
            { num: 2, itm_det: { txval: 20000, rt: 5, iamt: 1000, csamt: 0 } },
          ],
        },
      ],
    },
  ],
  // table 7, net of notes: within the state CGST + SGST; across, IGST, here below zero (a credit
  // note on an earlier month's small supply)
  b2cs: [
    { sply_ty: 'INTRA', pos: '27', typ: 'OE', rt: 18, txval: 5000, camt: 450, samt: 450, csamt: 0 },
    { sply_ty: 'INTER', pos: '29', typ: 'OE', rt: 18, txval: -200, iamt: -36, csamt: 0 },
  ],
  // table 9B unregistered: a credit note on the B2CL invoice
  cdnur: [
    {
      typ: 'B2CL',
      ntty: 'C',
      nt_num: 'CN/2627/0001',
      nt_dt: '25-10-2026',
      val: 1180,
      pos: '19',
      itms: [{ num: 1, itm_det: { txval: 1000, rt: 18, iamt: 180, csamt: 0 } }],
    },
  ],
  // table 9B: a debit note on the inter-state invoice; table 12 adds it, a credit note would take it off
  cdnr: [
    {
      ctin: interBuyer,
      nt: [
        {
          ntty: 'D',
          nt_num: 'DN/2627/0001',
          nt_dt: '15-10-2026',
          val: 118,
          pos: '19',
          rchrg: 'N',
          inv_typ: 'R',
          itms: [{ num: 1, itm_det: { txval: 100, rt: 18, iamt: 18, csamt: 0 } }],
        },
      ],
    },
  ],
  hsn: {
    hsn_b2b: [
      {
        num: 1,
        hsn_sc: '998525',
        uqc: 'NA',
        qty: 0,
        rt: 18,
        txval: 10600.42,
        iamt: 108,
        camt: 900.04,
        samt: 900.04,
        csamt: 0,
      },
    ],
    // tables 5 + 7 − 9B unregistered: 100,000 + 5,000 − 200 − 1,000 at 18%; 20,000 at 5%
    hsn_b2c: [
      {
        num: 1,
        hsn_sc: '998525',
        uqc: 'NA',
        qty: 0,
        rt: 18,
        txval: 103800,
        iamt: 17784,
        camt: 450,
        samt: 450,
        csamt: 0,
      },
      {
        num: 2,
        hsn_sc: '998533',
        uqc: 'NA',
        qty: 0,
        rt: 5,
        txval: 20000,
        iamt: 1000,
        camt: 0,
        samt: 0,
        csamt: 0,
      },
    ],
  },
  doc_issue: {
    doc_det: [
      {
        doc_num: 1,
        docs: [{ num: 1, from: 'ABC/2627/0001', to: 'ABC/2627/0004', totnum: 4, cancel: 1, net_issue: 3 }],
      },
      {
        doc_num: 5,
        docs: [{ num: 1, from: 'CN/2627/0001', to: 'CN/2627/0001', totnum: 1, cancel: 0, net_issue: 1 }],
      },
    ],
  },
});

const validEInvoice = (): Json => ({
  Version: '1.1',
  TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N', IgstOnIntra: 'N' },
  DocDtls: { Typ: 'INV', No: 'ABC/2627/0001', Dt: '31/10/2026' },
  SellerDtls: {
    Gstin: supplier,
    LglNm: 'Abc Services',
    Addr1: '1 Main Road',
    Loc: 'Pune',
    Pin: 411001,
    Stcd: '27',
  },
  BuyerDtls: {
    Gstin: interBuyer,
    LglNm: 'Demo Ltd',
    Pos: '19',
    Addr1: '2 Park Street',
    Loc: 'Kolkata',
    Stcd: '19',
  },
  ItemList: [
    {
      SlNo: '1',
      IsServc: 'Y',
      HsnCd: '998525',
      Qty: 20,
      Unit: 'OTH',
      UnitPrice: 780,
      TotAmt: 15600,
      AssAmt: 15600,
      GstRt: 18,
      IgstAmt: 2808,
      CgstAmt: 0,
      SgstAmt: 0,
      TotItemVal: 18408,
    },
    {
      SlNo: '2',
      IsServc: 'Y',
      HsnCd: '998525',
      Qty: 1,
      Unit: 'OTH',
      UnitPrice: 1092.33,
      TotAmt: 1092.33,
      AssAmt: 1092.33,
      GstRt: 18,
      IgstAmt: 196.62,
      CgstAmt: 0,
      SgstAmt: 0,
      TotItemVal: 1288.95,
    },
  ],
  ValDtls: { AssVal: 16692.33, CgstVal: 0, SgstVal: 0, IgstVal: 3004.62, TotInvVal: 19696.95 },
});

describe('GSTIN format (CBIC structure, mod-36 check character)', () => {
  it.each([
    [supplier, null],
    ['27AAPFU0939F1ZW', 'GSTIN check character wrong'],
    ['40AAPFU0939F1ZV', 'GSTIN state code unknown'],
    ['27AAPFU0939F1Z', 'not a GSTIN'],
    ['27aapfu0939f1zv', 'not a GSTIN'],
  ])('%s', (gstin, problem) => expect(gstinFormatProblem(gstin)).toBe(problem));
});

describe('GSTR-1 validator', () => {
  // the B2CL limit of October 2026: ₹1,00,000 (CGST Rules r. 59(4)(a)(ii), Notification 12/2024-Central Tax)
  const b2clLimit = 100_000;
  it('accepts a file in the offline tool format', () =>
    expect(gstr1Problems(validGstr1(), { b2clLimit })).toEqual([]));

  const planted: [string, (file: Json) => void, string][] = [
    ['a bad supplier GSTIN', (f) => (f.gstin = '27AAPFU0939F1ZW'), 'gstin: GSTIN check character wrong'],
    ['a period not MMYYYY', (f) => (f.fp = '2026-10'), 'fp: not a period MMYYYY'],
    [
      'an invoice number of 17 characters',
      (f) => (f.b2b[0].inv[0].inum = 'ABCDEFGH/2627/001'),
      'b2b[0].inv[0].inum',
    ],
    ['an invoice number starting 0', (f) => (f.b2b[0].inv[0].inum = '0001'), 'b2b[0].inv[0].inum'],
    [
      'one number twice',
      (f) => (f.b2b[1].inv[0].inum = 'ABC/2627/0001'),
      'b2b[1].inv[0].inum: twice in the file',
    ],
    [
      'a date after the period',
      (f) => (f.b2b[0].inv[0].idt = '01-11-2026'),
      'b2b[0].inv[0].idt: after the tax period',
    ],
    [
      'a day that does not exist',
      (f) => (f.b2b[0].inv[0].idt = '31-09-2026'),
      'b2b[0].inv[0].idt: not a date',
    ],
    ['an unknown state', (f) => (f.b2b[1].inv[0].pos = '45'), 'b2b[1].inv[0].pos: not a state code'],
    [
      'IGST within the state',
      (f) => (f.b2b[0].inv[0].itms[0].itm_det.iamt = 1),
      'IGST on an intra-state supply',
    ],
    [
      'tax off the rate by more than a rupee',
      (f) => (f.b2b[1].inv[0].itms[0].itm_det.iamt = 91.5),
      'IGST is not the taxable value at the rate',
    ],
    ['three decimals', (f) => (f.b2b[1].inv[0].itms[0].itm_det.txval = 500.001), 'with at most two decimals'],
    ['a rate the portal does not list', (f) => (f.b2b[1].inv[0].itms[0].itm_det.rt = 17), 'not a GST rate'],
    ['an invoice value not its items', (f) => (f.b2b[0].inv[0].val = 11900), 'b2b[0].inv[0].val'],
    [
      'the HSN summary off table 4',
      (f) => (f.hsn.hsn_b2b[0].txval = 10500.42),
      "txval 10500.42 is not table 4's 10600.42",
    ],
    ['a service with a quantity', (f) => (f.hsn.hsn_b2b[0].uqc = 'NOS'), "a service's UQC is NA"],
    [
      'a net issue not total less cancelled',
      (f) => (f.doc_issue.doc_det[0].docs[0].net_issue = 4),
      'net_issue',
    ],
    [
      'a note neither credit nor debit',
      (f) => (f.cdnr[0].nt[0].ntty = 'X'),
      'cdnr[0].nt[0].ntty: not C or D',
    ],
    ['a note value not its items', (f) => (f.cdnr[0].nt[0].val = 120), 'cdnr[0].nt[0].val'],
    [
      'a note numbered as an invoice',
      (f) => (f.cdnr[0].nt[0].nt_num = 'ABC/2627/0001'),
      'nt_num: twice in the file',
    ],
    [
      'a debit note read as a credit',
      (f) => (f.cdnr[0].nt[0].ntty = 'C'),
      "txval 10600.42 is not table 4's 10400.42",
    ],
    ['the supplier billing itself', (f) => (f.b2b[0].ctin = supplier), "the supplier's own GSTIN"],
    // table 5 (B2CL)
    [
      "a B2CL place of supply in the supplier's state",
      (f) => (f.b2cl[0].pos = '27'),
      "b2cl[0].pos: the supplier's own state",
    ],
    ['a B2CL place of supply of one digit', (f) => (f.b2cl[0].pos = '9'), 'b2cl[0].pos: not a state code'],
    [
      'CGST on a B2CL invoice',
      (f) => Object.assign(f.b2cl[0].inv[0].itms[0].itm_det, { camt: 9000, samt: 9000 }),
      'b2cl[0].inv[0].itms[0].itm_det: CGST or SGST on an inter-state supply',
    ],
    [
      'a B2CL invoice number of 17 characters',
      (f) => (f.b2cl[0].inv[0].inum = 'ABCDEFGH/2627/004'),
      'b2cl[0].inv[0].inum: not an invoice number',
    ],
    [
      'a B2CL invoice numbered as a B2B one',
      (f) => (f.b2cl[0].inv[0].inum = 'ABC/2627/0002'),
      'b2cl[0].inv[0].inum: twice in the file',
    ],
    [
      'a B2CL date written yyyy-mm-dd',
      (f) => (f.b2cl[0].inv[0].idt = '2026-10-20'),
      'b2cl[0].inv[0].idt: not a date DD-MM-YYYY',
    ],
    [
      'a B2CL invoice not above the limit',
      (f) => {
        f.b2cl[0].inv[0].val = 100000;
        f.b2cl[0].inv[0].itms = [{ num: 1, itm_det: { txval: 84745.76, rt: 18, iamt: 15254.24, csamt: 0 } }];
      },
      'b2cl[0].inv[0].val: not more than the B2CL limit of 100000',
    ],
    [
      'a B2CL value not its items',
      (f) => (f.b2cl[0].inv[0].val = 139500),
      'b2cl[0].inv[0].val: not the taxable',
    ],
    [
      'a B2CL rate the portal does not list',
      (f) => (f.b2cl[0].inv[0].itms[1].itm_det.rt = 4),
      'not a GST rate',
    ],
    [
      'a B2CL rate twice in one invoice',
      (f) => (f.b2cl[0].inv[0].itms[1].itm_det = { txval: 20000, rt: 18, iamt: 3600, csamt: 0 }),
      'b2cl[0].inv[0].itms[1]: a rate twice in one document',
    ],
    [
      'a B2CL amount of three decimals',
      (f) => (f.b2cl[0].inv[0].itms[0].itm_det.txval = 100000.001),
      'b2cl[0].inv[0].itms[0].itm_det.txval: not an amount',
    ],
    [
      'B2CL IGST off the rate by more than a rupee',
      (f) => (f.b2cl[0].inv[0].itms[0].itm_det.iamt = 18001.5),
      'b2cl[0].inv[0].itms[0].itm_det.iamt: IGST is not the taxable value at the rate',
    ],
    // table 9B unregistered (CDNUR)
    [
      'a CDNUR type the tool does not know',
      (f) => (f.cdnur[0].typ = 'B2CS'),
      'cdnur[0].typ: not B2CL, EXPWP or EXPWOP',
    ],
    ['a CDNUR note neither credit nor debit', (f) => (f.cdnur[0].ntty = 'R'), 'cdnur[0].ntty: not C or D'],
    [
      'a CDNUR on B2CL without its place of supply',
      (f) => delete f.cdnur[0].pos,
      'cdnur[0].pos: not a state code',
    ],
    [
      'a CDNUR date after the period',
      (f) => (f.cdnur[0].nt_dt = '02-11-2026'),
      'cdnur[0].nt_dt: after the tax period',
    ],
    [
      'a CDNUR note number of 17 characters',
      (f) => (f.cdnur[0].nt_num = 'CN/2627/000000001'),
      'cdnur[0].nt_num: not a note number',
    ],
    ['a CDNUR value not its items', (f) => (f.cdnur[0].val = 1200), 'cdnur[0].val: not the taxable'],
    [
      'a CDNUR with CGST and SGST',
      (f) => Object.assign(f.cdnur[0].itms[0].itm_det, { camt: 90, samt: 90 }),
      'cdnur[0].itms[0].itm_det: CGST or SGST on an inter-state supply',
    ],
    [
      'a CDNUR credit note read as a debit',
      (f) => (f.cdnur[0].ntty = 'D'),
      "hsn.hsn_b2c: txval 123800 is not tables 5 and 7's 125800",
    ],
    // table 7 (B2CS)
    [
      'IGST on an intra-state B2CS row',
      (f) => (f.b2cs[0].iamt = 900),
      'b2cs[0].iamt: IGST on an intra-state supply',
    ],
    [
      "an inter-state B2CS row in the supplier's state",
      (f) => (f.b2cs[1].pos = '27'),
      'b2cs[1].sply_ty: does not match the place of supply',
    ],
    [
      'CGST on an inter-state B2CS row',
      (f) => (f.b2cs[1].camt = -18),
      'b2cs[1]: CGST or SGST on an inter-state supply',
    ],
    [
      'a negative amount in table 4',
      (f) => (f.b2b[1].inv[0].itms[0].itm_det.txval = -500),
      'b2b[1].inv[0].itms[0].itm_det.txval: not an amount',
    ],
    [
      'the HSN summary of B2C off tables 5 and 7',
      (f) => (f.hsn.hsn_b2c[1].txval = 20002),
      "hsn.hsn_b2c: txval 123802 is not tables 5 and 7's 123800",
    ],
  ];
  it.each(planted)('rejects %s', (_, plant, problem) => {
    const file = validGstr1();
    plant(file);
    expect(gstr1Problems(file, { b2clLimit }).join('\n')).toContain(problem);
  });
});

describe('e-invoice validator (INV-01 v1.1)', () => {
  it('accepts an inter-state invoice in the schema', () =>
    expect(eInvoiceProblems(validEInvoice())).toEqual([]));

  const planted: [string, (file: Json) => void, string][] = [
    ['no version', (f) => delete f.Version, 'Version: required'],
    ['a lower-case document number', (f) => (f.DocDtls.No = 'abc/2627/0001'), 'DocDtls.No'],
    ['a number starting with /', (f) => (f.DocDtls.No = '/2627/0001'), 'DocDtls.No'],
    ['a date with dashes', (f) => (f.DocDtls.Dt = '31-10-2026'), 'DocDtls.Dt'],
    ['a type not INV, CRN, DBN', (f) => (f.DocDtls.Typ = 'BIL'), 'DocDtls.Typ'],
    ['a buyer GSTIN check wrong', (f) => (f.BuyerDtls.Gstin = '19AABCD1234E1Z6'), 'BuyerDtls.Gstin'],
    [
      "a seller state not its GSTIN's",
      (f) => (f.SellerDtls.Stcd = '29'),
      "SellerDtls.Stcd: not the GSTIN's state",
    ],
    ['a 5-digit PIN', (f) => (f.SellerDtls.Pin = 41100), 'SellerDtls.Pin'],
    ['no place of supply', (f) => delete f.BuyerDtls.Pos, 'BuyerDtls.Pos: required'],
    ['a SAC marked as goods', (f) => (f.ItemList[0].IsServc = 'N'), 'IsServc: does not match'],
    ['TotAmt not price × quantity', (f) => (f.ItemList[0].TotAmt = 15700), 'TotAmt: not UnitPrice × Qty'],
    [
      'CGST on an inter-state supply',
      (f) => (f.ItemList[0].CgstAmt = 1),
      'CGST or SGST on an inter-state supply',
    ],
    ['item tax off the rate', (f) => (f.ItemList[1].IgstAmt = 200), 'tax is not AssAmt at GstRt'],
    ['an item value not its parts', (f) => (f.ItemList[1].TotItemVal = 1300), 'ItemList[1].TotItemVal'],
    [
      'an assessable total not the items',
      (f) => (f.ValDtls.AssVal = 16700),
      "ValDtls.AssVal: not the sum of the items'",
    ],
    ['an invoice total not its parts', (f) => (f.ValDtls.TotInvVal = 19700), 'ValDtls.TotInvVal'],
    ['a serial number as a number', (f) => (f.ItemList[0].SlNo = 1), 'ItemList[0].SlNo'],
  ];
  it.each(planted)('rejects %s', (_, plant, problem) => {
    const file = validEInvoice();
    plant(file);
    expect(eInvoiceProblems(file).join('\n')).toContain(problem);
  });
});

const noteItem = {
  SlNo: '1',
  PrdDesc: 'Credit note on ABC/2627/0001: two days not worked',
  UnitPrice: 1000.5,
  TotAmt: 1000.5,
  AssAmt: 1000.5,
  IgstAmt: 180.09,
  TotItemVal: 1180.59,
};

/** A credit note on the valid invoice above: CRN, the invoice it corrects, one item. */
const validCreditNote = (): Json => ({
  ...validEInvoice(),
  DocDtls: { Typ: 'CRN', No: 'CN/2627/0001', Dt: '05/11/2026' },
  RefDtls: {
    InvRm: 'Credit note on ABC/2627/0001: two days not worked',
    PrecDocDtls: [{ InvNo: 'ABC/2627/0001', InvDt: '31/10/2026' }],
  },
  // the invoice's service-charge item, its value and IGST the note's ₹1,000.50 and ₹180.09
  ItemList: [Object.assign(validEInvoice().ItemList[1], noteItem)],
  ValDtls: { AssVal: 1000.5, CgstVal: 0, SgstVal: 0, IgstVal: 180.09, TotInvVal: 1180.59 },
});

describe('e-invoice validator on notes (CRN, DBN with RefDtls)', () => {
  it('accepts a credit note naming its invoice', () =>
    expect(eInvoiceProblems(validCreditNote())).toEqual([]));

  const planted: [string, (file: Json) => void, string][] = [
    ['a note naming no invoice', (f) => delete f.RefDtls.PrecDocDtls, 'RefDtls.PrecDocDtls: a note names'],
    [
      'a debit note naming no invoice',
      (f) => {
        f.DocDtls.Typ = 'DBN';
        f.RefDtls = {};
      },
      'RefDtls.PrecDocDtls',
    ],
    [
      'an invoice issued after its note',
      (f) => (f.RefDtls.PrecDocDtls[0].InvDt = '06/11/2026'),
      'PrecDocDtls[0].InvDt: after the document',
    ],
    [
      'an invoice number in lower case',
      (f) => (f.RefDtls.PrecDocDtls[0].InvNo = 'abc/2627/0001'),
      'PrecDocDtls[0].InvNo',
    ],
    [
      'an invoice date not a day',
      (f) => (f.RefDtls.PrecDocDtls[0].InvDt = '31/11/2026'),
      'PrecDocDtls[0].InvDt',
    ],
    ['a remark of two characters', (f) => (f.RefDtls.InvRm = 'No'), 'RefDtls.InvRm'],
    ['a note value not its item', (f) => (f.ValDtls.TotInvVal = 1080.59), 'ValDtls.TotInvVal'],
  ];
  it.each(planted)('rejects %s', (_, plant, problem) => {
    const file = validCreditNote();
    plant(file);
    expect(eInvoiceProblems(file).join('\n')).toContain(problem);
  });
});
