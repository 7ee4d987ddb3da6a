import { gstinFormatProblem, gstRates, hasPlaces, isGstStateCode, near } from './gstin-format.js';
import { dayOf } from './gstr1-validator.js';

/**
 * Checks an e-invoice JSON as the Invoice Registration Portal does, written from NIC's
 * published schema INV-01 version 1.1 (einvoice1.gst.gov.in, 'E-Invoice JSON Schema': the
 * required lists, lengths, patterns and enums) and its validation rules (item totals,
 * tax at the rate, document totals against the items, ±1 rupee), not from our writer.
 * Returns every problem, '<path>: …'.
 */
export function eInvoiceProblems(file: unknown): string[] {
  const problems: string[] = [];
  const say = (path: string, problem: string) => problems.push(`${path}: ${problem}`);
  if (!isObject(file)) return ['file: not a JSON object'];
  const fields: Record<string, readonly string[]> = {
    '': ['Version', 'TranDtls', 'DocDtls', 'SellerDtls', 'BuyerDtls', 'ItemList', 'ValDtls'],
    TranDtls: ['TaxSch', 'SupTyp'],
    DocDtls: ['Typ', 'No', 'Dt'],
    SellerDtls: ['Gstin', 'LglNm', 'Addr1', 'Loc', 'Pin', 'Stcd'],
    BuyerDtls: ['Gstin', 'LglNm', 'Pos', 'Addr1', 'Loc', 'Stcd'],
    ValDtls: ['AssVal', 'TotInvVal'],
  };
  for (const [part, required] of Object.entries(fields)) {
    const object = part ? file[part] : file;
    if (!isObject(object)) {
      say(part, 'missing');
      continue;
    }
    for (const name of required)
      if (object[name] === undefined || object[name] === null || object[name] === '')
        say(part ? `${part}.${name}` : name, 'required');
  }
  const tran = objectOf(file.TranDtls);
  const doc = objectOf(file.DocDtls);
  const seller = objectOf(file.SellerDtls);
  const buyer = objectOf(file.BuyerDtls);
  const values = objectOf(file.ValDtls);
  text(say, 'Version', file.Version, 1, 6);
  if (tran.TaxSch !== undefined && tran.TaxSch !== 'GST') say('TranDtls.TaxSch', 'not GST');
  if (!['B2B', 'SEZWP', 'SEZWOP', 'EXPWP', 'EXPWOP', 'DEXP'].includes(String(tran.SupTyp)))
    say('TranDtls.SupTyp', 'not a supply type');
  for (const flag of ['RegRev', 'IgstOnIntra'])
    if (tran[flag] !== undefined && tran[flag] !== 'Y' && tran[flag] !== 'N')
      say(`TranDtls.${flag}`, 'not Y or N');
  if (!['INV', 'CRN', 'DBN'].includes(String(doc.Typ))) say('DocDtls.Typ', 'not INV, CRN or DBN');
  if (typeof doc.No !== 'string' || !documentNumber.test(doc.No))
    say(
      'DocDtls.No',
      'not a document number (16 characters, capitals, digits, / and -, not starting 0, / or -)',
    );
  if (
    typeof doc.Dt !== 'string' ||
    !/^[0-3]\d\/[0-1]\d\/20[1-2]\d$/.test(doc.Dt) ||
    dayOf(doc.Dt, '/') === null
  )
    say('DocDtls.Dt', 'not a date DD/MM/YYYY');
  referenceProblems(say, doc, file.RefDtls);
  for (const [part, party] of [
    ['SellerDtls', seller],
    ['BuyerDtls', buyer],
  ] as const) {
    text(say, `${part}.LglNm`, party.LglNm, 3, 100);
    text(say, `${part}.Addr1`, party.Addr1, 1, 100);
    text(say, `${part}.Loc`, party.Loc, 3, 50);
    if (
      party.Pin !== undefined &&
      !(Number.isInteger(party.Pin) && (party.Pin as number) >= 100000 && (party.Pin as number) <= 999999)
    )
      say(`${part}.Pin`, 'not a PIN code');
    if (!isGstStateCode(String(party.Stcd), part === 'BuyerDtls')) say(`${part}.Stcd`, 'not a state code');
  }
  const sellerGstin = gstinFormatProblem(seller.Gstin);
  if (sellerGstin) say('SellerDtls.Gstin', sellerGstin);
  else if (seller.Stcd !== String(seller.Gstin).slice(0, 2)) say('SellerDtls.Stcd', "not the GSTIN's state");
  if (tran.SupTyp === 'B2B') {
    const buyerGstin = gstinFormatProblem(buyer.Gstin);
    if (buyerGstin) say('BuyerDtls.Gstin', `${buyerGstin} (a B2B supply is to a registered buyer)`);
    if (buyer.Gstin === seller.Gstin) say('BuyerDtls.Gstin', "the seller's own GSTIN");
  }
  if (!isGstStateCode(String(buyer.Pos), true)) say('BuyerDtls.Pos', 'not a state code');
  const intra = seller.Stcd === buyer.Pos && tran.IgstOnIntra !== 'Y';

  const items = Array.isArray(file.ItemList) ? file.ItemList : [];
  if (!items.length || items.length > 1000) say('ItemList', 'not 1 to 1000 items');
  const sums = { AssAmt: 0, CgstAmt: 0, SgstAmt: 0, IgstAmt: 0, TotItemVal: 0 };
  const serials = new Set<unknown>();
  items.forEach((raw, index) => {
    const at = `ItemList[${index}]`;
    const item = objectOf(raw);
    for (const name of ['SlNo', 'IsServc', 'HsnCd', 'UnitPrice', 'TotAmt', 'AssAmt', 'GstRt', 'TotItemVal'])
      if (item[name] === undefined || item[name] === null || item[name] === '')
        say(`${at}.${name}`, 'required');
    text(say, `${at}.SlNo`, item.SlNo, 1, 6);
    if (serials.has(item.SlNo)) say(`${at}.SlNo`, 'twice');
    serials.add(item.SlNo);
    if (item.IsServc !== 'Y' && item.IsServc !== 'N') say(`${at}.IsServc`, 'not Y or N');
    const code = String(item.HsnCd ?? '');
    if (!/^\d{4,8}$/.test(code)) say(`${at}.HsnCd`, 'not an HSN or SAC of 4 to 8 digits');
    if ((item.IsServc === 'Y') !== code.startsWith('99'))
      say(`${at}.IsServc`, 'does not match the code (a SAC starts 99)');
    if (item.PrdDesc !== undefined) text(say, `${at}.PrdDesc`, item.PrdDesc, 3, 300);
    if (item.Unit !== undefined) text(say, `${at}.Unit`, item.Unit, 3, 8);
    const number = (name: string, places: number) => {
      const value = item[name] ?? 0;
      if (!hasPlaces(value, places) || value < 0)
        say(`${at}.${name}`, `not a number with at most ${places} decimals`);
      return typeof value === 'number' ? value : 0;
    };
    const qty = number('Qty', 3);
    const price = number('UnitPrice', 3);
    const total = number('TotAmt', 2);
    const assessable = number('AssAmt', 2);
    const rate = number('GstRt', 3);
    if (!gstRates.includes(rate)) say(`${at}.GstRt`, 'not a GST rate');
    const [igst, cgst, sgst] = [number('IgstAmt', 2), number('CgstAmt', 2), number('SgstAmt', 2)];
    const others = ['CesAmt', 'CesNonAdvlAmt', 'StateCesAmt', 'StateCesNonAdvlAmt', 'OthChrg'].reduce(
      (sum, name) => sum + number(name, 2),
      0,
    );
    if (item.Qty !== undefined && !near(total, price * qty)) say(`${at}.TotAmt`, 'not UnitPrice × Qty');
    if (!near(assessable, total - number('Discount', 2))) say(`${at}.AssAmt`, 'not TotAmt less Discount');
    if (intra ? igst !== 0 : cgst !== 0 || sgst !== 0)
      say(at, intra ? 'IGST on an intra-state supply' : 'CGST or SGST on an inter-state supply');
    if (cgst !== sgst) say(at, 'CGST and SGST differ');
    if (!near(igst + cgst + sgst, (assessable * rate) / 100)) say(at, 'tax is not AssAmt at GstRt');
    const itemValue = number('TotItemVal', 2);
    if (!near(itemValue, assessable + igst + cgst + sgst + others))
      say(`${at}.TotItemVal`, 'not AssAmt, tax and charges');
    sums.AssAmt += assessable;
    sums.CgstAmt += cgst;
    sums.SgstAmt += sgst;
    sums.IgstAmt += igst;
    sums.TotItemVal += itemValue;
  });
  const value = (name: string) => {
    const amount = values[name] ?? 0;
    if (!hasPlaces(amount, 2) || amount < 0) say(`ValDtls.${name}`, 'not a number with at most 2 decimals');
    return typeof amount === 'number' ? amount : 0;
  };
  for (const [total, itemsSum] of [
    ['AssVal', sums.AssAmt],
    ['CgstVal', sums.CgstAmt],
    ['SgstVal', sums.SgstAmt],
    ['IgstVal', sums.IgstAmt],
  ] as const)
    if (!near(value(total), itemsSum)) say(`ValDtls.${total}`, "not the sum of the items'");
  const invoiceValue =
    value('AssVal') +
    value('CgstVal') +
    value('SgstVal') +
    value('IgstVal') +
    value('CesVal') +
    value('StCesVal') +
    value('OthChrg') -
    value('Discount') +
    (typeof values.RndOffAmt === 'number' ? values.RndOffAmt : 0);
  if (!near(value('TotInvVal'), invoiceValue))
    say('ValDtls.TotInvVal', 'not the assessable value, tax and charges');
  return problems;
}

/**
 * `RefDtls`: the schema's `InvRm` (3–100 characters) and `PrecDocDtls[]` {`InvNo` as a
 * document number, `InvDt` DD/MM/YYYY}. The schema leaves `PrecDocDtls` optional, but a credit
 * or debit note must name the invoice it corrects (CGST Rules r. 53(1A)(g)), issued no later
 * than the note: so a 'CRN' or 'DBN' without it, or with a later invoice, is refused.
 */
function referenceProblems(say: (path: string, problem: string) => void, doc: Json, refs: unknown) {
  const reference = objectOf(refs);
  text(say, 'RefDtls.InvRm', reference.InvRm, 3, 100);
  const preceding = Array.isArray(reference.PrecDocDtls) ? reference.PrecDocDtls : [];
  if ((doc.Typ === 'CRN' || doc.Typ === 'DBN') && !preceding.length)
    say('RefDtls.PrecDocDtls', 'a note names the invoice it corrects');
  const noteDay = dayOf(doc.Dt, '/');
  preceding.forEach((raw, index) => {
    const at = `RefDtls.PrecDocDtls[${index}]`;
    const invoice = objectOf(raw);
    if (typeof invoice.InvNo !== 'string' || !documentNumber.test(invoice.InvNo))
      say(`${at}.InvNo`, 'not a document number');
    const day = dayOf(invoice.InvDt, '/');
    if (day === null) say(`${at}.InvDt`, 'not a date DD/MM/YYYY');
    else if (noteDay !== null && day > noteDay) say(`${at}.InvDt`, 'after the document');
  });
}

const documentNumber = /^[A-Z1-9][A-Z0-9/-]{0,15}$/;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const objectOf = (value: unknown): Json => (isObject(value) ? value : {});

function text(
  say: (path: string, problem: string) => void,
  path: string,
  value: unknown,
  min: number,
  max: number,
) {
  if (value === undefined) return;
  if (typeof value !== 'string' || value.length < min || value.length > max)
    say(path, `not a text of ${min} to ${max} characters`);
}
