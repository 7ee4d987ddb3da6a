import { gstinFormatProblem, gstRates, hasPlaces, isGstStateCode, near } from './gstin-format.js';

/**
 * Checks a GSTR-1 JSON as the GST portal's offline tool and return upload check it, written
 * from the published format (GSTN's GSTR-1 offline tool JSON, GST3.x: `gstin`, `fp` MMYYYY,
 * table 4 `b2b[].inv[].itms[].itm_det`, table 7 `b2cs`, table 9B `cdnr[].nt[]` (`ntty` C/D,
 * `nt_num`, `nt_dt`, `val`, `pos`, `rchrg`, `itms`), table 12 `hsn.hsn_b2b`/`hsn_b2c` (net of the notes),
 * table 13 `doc_issue.doc_det`), not from our writer. Returns every problem, '<path>: …'.
 */
export function gstr1Problems(file: unknown): string[] {
  const problems: string[] = [];
  const say = (path: string, problem: string) => problems.push(`${path}: ${problem}`);
  if (!isObject(file)) return ['file: not a JSON object'];
  const supplier = file.gstin;
  const gstinProblem = gstinFormatProblem(supplier);
  if (gstinProblem) say('gstin', gstinProblem);
  const home = typeof supplier === 'string' ? supplier.slice(0, 2) : '';
  if (typeof file.fp !== 'string' || !/^(0[1-9]|1[0-2])20\d{2}$/.test(file.fp))
    say('fp', 'not a period MMYYYY');
  const periodEnd =
    typeof file.fp === 'string' ? Date.UTC(Number(file.fp.slice(2)), Number(file.fp.slice(0, 2)), 1) : 0;
  const amount = (path: string, value: unknown) => {
    if (!hasPlaces(value, 2) || value < 0) say(path, 'not an amount of rupees with at most two decimals');
    return typeof value === 'number' ? value : 0;
  };
  const rate = (path: string, value: unknown) => {
    if (typeof value !== 'number' || !gstRates.includes(value)) say(path, 'not a GST rate');
    return typeof value === 'number' ? value : 0;
  };
  /** The heads a supply owes: IGST across states, CGST and SGST (equal) within one. */
  const taxes = (path: string, row: Record<string, unknown>, intra: boolean) => {
    const txval = amount(`${path}.txval`, row.txval);
    const rt = rate(`${path}.rt`, row.rt);
    amount(`${path}.csamt`, row.csamt ?? 0);
    if (intra) {
      if (row.iamt) say(`${path}.iamt`, 'IGST on an intra-state supply');
      const camt = amount(`${path}.camt`, row.camt);
      const samt = amount(`${path}.samt`, row.samt);
      if (camt !== samt) say(path, 'CGST and SGST differ');
      if (!near(camt + samt, (txval * rt) / 100))
        say(path, 'CGST + SGST is not the taxable value at the rate');
      return { txval, tax: camt + samt, iamt: 0, camt, samt };
    }
    if (row.camt || row.samt) say(path, 'CGST or SGST on an inter-state supply');
    const iamt = amount(`${path}.iamt`, row.iamt);
    if (!near(iamt, (txval * rt) / 100)) say(`${path}.iamt`, 'IGST is not the taxable value at the rate');
    return { txval, tax: iamt, iamt, camt: 0, samt: 0 };
  };
  const totals = {
    b2b: { txval: 0, iamt: 0, camt: 0, samt: 0 },
    hsn: { txval: 0, iamt: 0, camt: 0, samt: 0 },
  };
  const numbers = new Set<string>();

  list(file.b2b, 'b2b', say).forEach((party, p) => {
    const at = `b2b[${p}]`;
    const ctinProblem = gstinFormatProblem(party.ctin);
    if (ctinProblem) say(`${at}.ctin`, ctinProblem);
    if (party.ctin === supplier) say(`${at}.ctin`, "the supplier's own GSTIN");
    const invoices = list(party.inv, `${at}.inv`, say);
    if (!invoices.length) say(`${at}.inv`, 'no invoice');
    invoices.forEach((inv, i) => {
      const here = `${at}.inv[${i}]`;
      const inum = inv.inum;
      if (typeof inum !== 'string' || !/^[A-Za-z0-9/-]{1,16}$/.test(inum) || /^[0/-]/.test(inum))
        say(
          `${here}.inum`,
          'not an invoice number (16 characters at most, letters, digits, / and -, not starting 0, / or -)',
        );
      else if (numbers.has(inum)) say(`${here}.inum`, 'twice in the file');
      else numbers.add(inum);
      const day = dayOf(inv.idt, '-');
      if (day === null) say(`${here}.idt`, 'not a date DD-MM-YYYY');
      else if (day >= periodEnd) say(`${here}.idt`, 'after the tax period');
      const pos = typeof inv.pos === 'string' ? inv.pos : '';
      if (!isGstStateCode(pos, true)) say(`${here}.pos`, 'not a state code');
      if (inv.rchrg !== 'Y' && inv.rchrg !== 'N') say(`${here}.rchrg`, 'not Y or N');
      if (!['R', 'SEWP', 'SEWOP', 'DE', 'CBW'].includes(String(inv.inv_typ)))
        say(`${here}.inv_typ`, 'unknown type');
      const items = list(inv.itms, `${here}.itms`, say);
      if (!items.length) say(`${here}.itms`, 'no item');
      let value = 0;
      const rates = new Set<unknown>();
      items.forEach((item, n) => {
        if (!Number.isInteger(item.num)) say(`${here}.itms[${n}].num`, 'not a whole number');
        if (!isObject(item.itm_det)) {
          say(`${here}.itms[${n}].itm_det`, 'missing');
          return;
        }
        if (rates.has(item.itm_det.rt)) say(`${here}.itms[${n}]`, 'a rate twice in one invoice');
        rates.add(item.itm_det.rt);
        const sums = taxes(`${here}.itms[${n}].itm_det`, item.itm_det, pos === home);
        value += sums.txval + sums.tax;
        for (const head of ['txval', 'iamt', 'camt', 'samt'] as const) totals.b2b[head] += sums[head];
      });
      if (!near(amount(`${here}.val`, inv.val), value))
        say(`${here}.val`, 'not the taxable value and tax of its items');
    });
  });

  list(file.cdnr, 'cdnr', say).forEach((party, p) => {
    const at = `cdnr[${p}]`;
    const ctinProblem = gstinFormatProblem(party.ctin);
    if (ctinProblem) say(`${at}.ctin`, ctinProblem);
    list(party.nt, `${at}.nt`, say).forEach((note, n) => {
      const here = `${at}.nt[${n}]`;
      const number = note.nt_num;
      if (typeof number !== 'string' || !/^[A-Za-z0-9/-]{1,16}$/.test(number) || /^[0/-]/.test(number))
        say(
          `${here}.nt_num`,
          'not a note number (16 characters at most, letters, digits, / and -, not starting 0, / or -)',
        );
      else if (numbers.has(number)) say(`${here}.nt_num`, 'twice in the file');
      else numbers.add(number);
      if (note.ntty !== 'C' && note.ntty !== 'D') say(`${here}.ntty`, 'not C or D');
      const day = dayOf(note.nt_dt, '-');
      if (day === null) say(`${here}.nt_dt`, 'not a date DD-MM-YYYY');
      else if (day >= periodEnd) say(`${here}.nt_dt`, 'after the tax period');
      const pos = typeof note.pos === 'string' ? note.pos : '';
      if (!isGstStateCode(pos, true)) say(`${here}.pos`, 'not a state code');
      if (note.rchrg !== 'Y' && note.rchrg !== 'N') say(`${here}.rchrg`, 'not Y or N');
      let value = 0;
      list(note.itms, `${here}.itms`, say).forEach((item, i) => {
        if (!isObject(item.itm_det)) {
          say(`${here}.itms[${i}].itm_det`, 'missing');
          return;
        }
        const sums = taxes(`${here}.itms[${i}].itm_det`, item.itm_det, pos === home);
        value += sums.txval + sums.tax;
        // table 12 is net: a credit note's value comes off table 4's, a debit note's adds
        const sign = note.ntty === 'C' ? -1 : 1;
        for (const head of ['txval', 'iamt', 'camt', 'samt'] as const) totals.b2b[head] += sign * sums[head];
      });
      if (!near(amount(`${here}.val`, note.val), value))
        say(`${here}.val`, 'not the taxable value and tax of its items');
    });
  });

  list(file.b2cs, 'b2cs', say).forEach((row, r) => {
    const at = `b2cs[${r}]`;
    const pos = typeof row.pos === 'string' ? row.pos : '';
    if (!isGstStateCode(pos)) say(`${at}.pos`, 'not a state code');
    const intra = row.sply_ty === 'INTRA';
    if (!intra && row.sply_ty !== 'INTER') say(`${at}.sply_ty`, 'not INTRA or INTER');
    if (intra !== (pos === home)) say(`${at}.sply_ty`, 'does not match the place of supply');
    if (row.typ !== 'OE' && row.typ !== 'E') say(`${at}.typ`, 'not OE or E');
    taxes(at, row, intra);
  });

  if (!isObject(file.hsn)) say('hsn', 'missing');
  else
    for (const tab of ['hsn_b2b', 'hsn_b2c'] as const)
      list(file.hsn[tab], `hsn.${tab}`, say).forEach((row, r) => {
        const at = `hsn.${tab}[${r}]`;
        if (!Number.isInteger(row.num)) say(`${at}.num`, 'not a whole number');
        const code = typeof row.hsn_sc === 'string' ? row.hsn_sc : '';
        if (!/^\d{4,8}$/.test(code)) say(`${at}.hsn_sc`, 'not an HSN or SAC of 4 to 8 digits');
        if (code.startsWith('99') && (row.uqc !== 'NA' || row.qty !== 0))
          say(`${at}.uqc`, "a service's UQC is NA and its quantity 0");
        if (typeof row.qty !== 'number' || row.qty < 0) say(`${at}.qty`, 'not a quantity');
        const txval = amount(`${at}.txval`, row.txval);
        const rt = rate(`${at}.rt`, row.rt);
        const heads = { iamt: 0, camt: 0, samt: 0 };
        for (const head of ['iamt', 'camt', 'samt'] as const)
          heads[head] = amount(`${at}.${head}`, row[head]);
        amount(`${at}.csamt`, row.csamt ?? 0);
        if (!near(heads.iamt + heads.camt + heads.samt, (txval * rt) / 100, 1 + txval * 0.00001))
          say(at, 'tax is not the taxable value at the rate');
        if (tab === 'hsn_b2b') {
          totals.hsn.txval += txval;
          for (const head of ['iamt', 'camt', 'samt'] as const) totals.hsn[head] += heads[head];
        }
      });
  for (const head of ['txval', 'iamt', 'camt', 'samt'] as const)
    if (!near(totals.hsn[head], totals.b2b[head]))
      say(`hsn.hsn_b2b`, `${head} ${round(totals.hsn[head])} is not table 4's ${round(totals.b2b[head])}`);

  if (!isObject(file.doc_issue)) say('doc_issue', 'missing');
  else
    list(file.doc_issue.doc_det, 'doc_issue.doc_det', say).forEach((kind, k) => {
      const at = `doc_issue.doc_det[${k}]`;
      if (!Number.isInteger(kind.doc_num) || (kind.doc_num as number) < 1 || (kind.doc_num as number) > 12)
        say(`${at}.doc_num`, 'not a document type 1-12');
      list(kind.docs, `${at}.docs`, say).forEach((series, s) => {
        const here = `${at}.docs[${s}]`;
        for (const end of ['from', 'to'] as const)
          if (typeof series[end] !== 'string' || !/^.{1,16}$/.test(series[end] as string))
            say(`${here}.${end}`, 'not a document number');
        const [total, cancelled, net] = [series.totnum, series.cancel, series.net_issue];
        if (![total, cancelled, net].every((count) => Number.isInteger(count) && (count as number) >= 0))
          say(here, 'a count is not a whole number');
        else if ((net as number) !== (total as number) - (cancelled as number))
          say(`${here}.net_issue`, 'not the total less the cancelled');
      });
    });
  return problems;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const round = (value: number) => Math.round(value * 100) / 100;

/** An optional array of objects: absent is empty, anything else is a problem. */
function list(value: unknown, path: string, say: (path: string, problem: string) => void): Json[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every(isObject)) {
    say(path, 'not a list of objects');
    return [];
  }
  return value;
}

/** A day written DD{sep}MM{sep}YYYY that exists, as a UTC instant, or null. */
export function dayOf(text: unknown, separator: string): number | null {
  if (typeof text !== 'string') return null;
  const [day, month, year] = text.split(separator).map(Number) as [number, number, number];
  if (!new RegExp(`^\\d{2}\\${separator}\\d{2}\\${separator}\\d{4}$`).test(text)) return null;
  const instant = Date.UTC(year, month - 1, day);
  return new Date(instant).getUTCDate() === day && new Date(instant).getUTCMonth() === month - 1
    ? instant
    : null;
}
