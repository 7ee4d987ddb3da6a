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
    hsn_b2c: [],
  },
  doc_issue: {
    doc_det: [
      {
        doc_num: 1,
        docs: [{ num: 1, from: 'ABC/2627/0001', to: 'ABC/2627/0003', totnum: 3, cancel: 1, net_issue: 2 }],
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
  it('accepts a file in the offline tool format', () => expect(gstr1Problems(validGstr1())).toEqual([]));

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
      (f) => (f.doc_issue.doc_det[0].docs[0].net_issue = 3),
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
  ];
  it.each(planted)('rejects %s', (_, plant, problem) => {
    const file = validGstr1();
    plant(file);
    expect(gstr1Problems(file).join('\n')).toContain(problem);
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
