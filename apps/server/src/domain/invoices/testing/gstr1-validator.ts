import { gstinFormatProblem, gstRates, hasPlaces, isGstStateCode, near } from './gstin-format.js';

/**
 * Checks a GSTR-1 JSON as the GST portal's offline tool and return upload check it, written
 * from the published format (GSTN's GSTR-1 offline tool JSON, GST3.x: `gstin`, `fp` MMYYYY,
 * table 4 `b2b[].inv[].itms[].itm_det`, table 5 `b2cl[]` {`pos`, `inv[]` {`inum`, `idt`, `val`,
 * `itms`}}, table 7 `b2cs` (net of its notes, so a row may be negative), table 9B `cdnr[].nt[]`
 * (`ntty` C/D, `nt_num`, `nt_dt`, `val`, `pos`, `rchrg`, `itms`) and `cdnur[]` (`typ` B2CL,
 * EXPWP or EXPWOP, `ntty`, `nt_num`, `nt_dt`, `val`, `pos` for B2CL, `itms`), table 12
 * `hsn.hsn_b2b`/`hsn_b2c` (net of the notes), table 13 `doc_issue.doc_det`), not from our
 * writer. Tables 5 and 9B unregistered are inter-State, IGST only; table 5's invoice value is
 * more than the B2CL limit of the period when the caller gives it (`b2clLimit`, rupees: CGST
 * Rules r. 59(4)(a)(ii)). Returns every problem, '<path>: …'.
 */
export function gstr1Problems(file: unknown, options: { b2clLimit?: number } = {}): string[] {
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
  const amount = (path: string, value: unknown, signed = false) => {
    if (!hasPlaces(value, 2) || (!signed && value < 0))
      say(path, 'not an amount of rupees with at most two decimals');
    return typeof value === 'number' ? value : 0;
  };
  const rate = (path: string, value: unknown) => {
    if (typeof value !== 'number' || !gstRates.includes(value)) say(path, 'not a GST rate');
    return typeof value === 'number' ? value : 0;
  };
  /**
   * The heads a supply owes: IGST across states, CGST and SGST (equal) within one. `signed`:
   * a row net of credit notes (table 7) may be below zero.
   */
  const taxes = (path: string, row: Record<string, unknown>, intra: boolean, signed = false) => {
    const txval = amount(`${path}.txval`, row.txval, signed);
    const rt = rate(`${path}.rt`, row.rt);
    amount(`${path}.csamt`, row.csamt ?? 0, signed);
    if (intra) {
      if (row.iamt) say(`${path}.iamt`, 'IGST on an intra-state supply');
      const camt = amount(`${path}.camt`, row.camt, signed);
      const samt = amount(`${path}.samt`, row.samt, signed);
      if (camt !== samt) say(path, 'CGST and SGST differ');
      if (!near(camt + samt, (txval * rt) / 100))
        say(path, 'CGST + SGST is not the taxable value at the rate');
      return { txval, tax: camt + samt, iamt: 0, camt, samt };
    }
    if (row.camt || row.samt) say(path, 'CGST or SGST on an inter-state supply');
    const iamt = amount(`${path}.iamt`, row.iamt, signed);
    if (!near(iamt, (txval * rt) / 100)) say(`${path}.iamt`, 'IGST is not the taxable value at the rate');
    return { txval, tax: iamt, iamt, camt: 0, samt: 0 };
  };
  const heads = ['txval', 'iamt', 'camt', 'samt'] as const;
  type Sums = Record<(typeof heads)[number], number>;
  const totals = {
    b2b: { txval: 0, iamt: 0, camt: 0, samt: 0 },
    b2c: { txval: 0, iamt: 0, camt: 0, samt: 0 },
    hsn_b2b: { txval: 0, iamt: 0, camt: 0, samt: 0 },
    hsn_b2c: { txval: 0, iamt: 0, camt: 0, samt: 0 },
  };
  const add = (sums: Sums, row: Sums, sign = 1) => {
    for (const head of heads) sums[head] += sign * row[head];
  };
  const numbers = new Set<string>();
  /** A document number (r. 46(b)): 16 characters at most of letters, digits, / and -, not starting 0, / or -, once in the file. */
  const documentNumber = (path: string, number: unknown, what: string) => {
    if (typeof number !== 'string' || !/^[A-Za-z0-9/-]{1,16}$/.test(number) || /^[0/-]/.test(number))
      say(path, `not ${what} (16 characters at most, letters, digits, / and -, not starting 0, / or -)`);
    else if (numbers.has(number)) say(path, 'twice in the file');
    else numbers.add(number);
  };
  const documentDate = (path: string, text: unknown) => {
    const day = dayOf(text, '-');
    if (day === null) say(path, 'not a date DD-MM-YYYY');
    else if (day >= periodEnd) say(path, 'after the tax period');
  };
  /** A place of supply to an unregistered person across states: a state code other than the supplier's. */
  const interStatePos = (path: string, pos: unknown) => {
    if (typeof pos !== 'string' || !isGstStateCode(pos)) say(path, 'not a state code');
    else if (pos === home) say(path, "the supplier's own state: not an inter-state supply");
  };
  /** A document's items, inter-state (IGST only), one a rate; their value and tax summed. */
  const igstItems = (path: string, items: unknown) => {
    const sums = { txval: 0, iamt: 0, camt: 0, samt: 0 };
    const rates = new Set<unknown>();
    const listed = list(items, path, say);
    if (!listed.length) say(path, 'no item');
    listed.forEach((item, n) => {
      if (!Number.isInteger(item.num)) say(`${path}[${n}].num`, 'not a whole number');
      if (!isObject(item.itm_det)) {
        say(`${path}[${n}].itm_det`, 'missing');
        return;
      }
      if (rates.has(item.itm_det.rt)) say(`${path}[${n}]`, 'a rate twice in one document');
      rates.add(item.itm_det.rt);
      const { tax, ...row } = taxes(`${path}[${n}].itm_det`, item.itm_det, false);
      add(sums, row);
    });
    return sums;
  };

  list(file.b2b, 'b2b', say).forEach((party, p) => {
    const at = `b2b[${p}]`;
    const ctinProblem = gstinFormatProblem(party.ctin);
    if (ctinProblem) say(`${at}.ctin`, ctinProblem);
    if (party.ctin === supplier) say(`${at}.ctin`, "the supplier's own GSTIN");
    const invoices = list(party.inv, `${at}.inv`, say);
    if (!invoices.length) say(`${at}.inv`, 'no invoice');
    invoices.forEach((inv, i) => {
      const here = `${at}.inv[${i}]`;
      documentNumber(`${here}.inum`, inv.inum, 'an invoice number');
      documentDate(`${here}.idt`, inv.idt);
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
        const { tax, ...sums } = taxes(`${here}.itms[${n}].itm_det`, item.itm_det, pos === home);
        value += sums.txval + tax;
        add(totals.b2b, sums);
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
      documentNumber(`${here}.nt_num`, note.nt_num, 'a note number');
      if (note.ntty !== 'C' && note.ntty !== 'D') say(`${here}.ntty`, 'not C or D');
      documentDate(`${here}.nt_dt`, note.nt_dt);
      const pos = typeof note.pos === 'string' ? note.pos : '';
      if (!isGstStateCode(pos, true)) say(`${here}.pos`, 'not a state code');
      if (note.rchrg !== 'Y' && note.rchrg !== 'N') say(`${here}.rchrg`, 'not Y or N');
      let value = 0;
      list(note.itms, `${here}.itms`, say).forEach((item, i) => {
        if (!isObject(item.itm_det)) {
          say(`${here}.itms[${i}].itm_det`, 'missing');
          return;
        }
        const { tax, ...sums } = taxes(`${here}.itms[${i}].itm_det`, item.itm_det, pos === home);
        value += sums.txval + tax;
        // table 12 is net: a credit note's value comes off table 4's, a debit note's adds
        add(totals.b2b, sums, note.ntty === 'C' ? -1 : 1);
      });
      if (!near(amount(`${here}.val`, note.val), value))
        say(`${here}.val`, 'not the taxable value and tax of its items');
    });
  });

  list(file.b2cl, 'b2cl', say).forEach((place, p) => {
    const at = `b2cl[${p}]`;
    interStatePos(`${at}.pos`, place.pos);
    const invoices = list(place.inv, `${at}.inv`, say);
    if (!invoices.length) say(`${at}.inv`, 'no invoice');
    invoices.forEach((inv, i) => {
      const here = `${at}.inv[${i}]`;
      documentNumber(`${here}.inum`, inv.inum, 'an invoice number');
      documentDate(`${here}.idt`, inv.idt);
      const val = amount(`${here}.val`, inv.val);
      if (options.b2clLimit !== undefined && !(val > options.b2clLimit))
        say(`${here}.val`, `not more than the B2CL limit of ${options.b2clLimit}`);
      const sums = igstItems(`${here}.itms`, inv.itms);
      if (!near(val, sums.txval + sums.iamt))
        say(`${here}.val`, 'not the taxable value and tax of its items');
      add(totals.b2c, sums);
    });
  });

  list(file.cdnur, 'cdnur', say).forEach((note, n) => {
    const here = `cdnur[${n}]`;
    if (!['B2CL', 'EXPWP', 'EXPWOP'].includes(String(note.typ)))
      say(`${here}.typ`, 'not B2CL, EXPWP or EXPWOP');
    if (note.ntty !== 'C' && note.ntty !== 'D') say(`${here}.ntty`, 'not C or D');
    documentNumber(`${here}.nt_num`, note.nt_num, 'a note number');
    documentDate(`${here}.nt_dt`, note.nt_dt);
    // a note on a B2CL invoice names its place of supply; an export's is abroad
    if (note.typ === 'B2CL') interStatePos(`${here}.pos`, note.pos);
    const val = amount(`${here}.val`, note.val);
    const sums = igstItems(`${here}.itms`, note.itms);
    if (!near(val, sums.txval + sums.iamt)) say(`${here}.val`, 'not the taxable value and tax of its items');
    add(totals.b2c, sums, note.ntty === 'C' ? -1 : 1);
  });

  list(file.b2cs, 'b2cs', say).forEach((row, r) => {
    const at = `b2cs[${r}]`;
    const pos = typeof row.pos === 'string' ? row.pos : '';
    if (!isGstStateCode(pos)) say(`${at}.pos`, 'not a state code');
    const intra = row.sply_ty === 'INTRA';
    if (!intra && row.sply_ty !== 'INTER') say(`${at}.sply_ty`, 'not INTRA or INTER');
    if (intra !== (pos === home)) say(`${at}.sply_ty`, 'does not match the place of supply');
    if (row.typ !== 'OE' && row.typ !== 'E') say(`${at}.typ`, 'not OE or E');
    // table 7 is net of the notes on its supplies: a row may be below zero
    const { tax, ...sums } = taxes(at, row, intra, true);
    add(totals.b2c, sums);
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
        const taxHeads = { iamt: 0, camt: 0, samt: 0 };
        for (const head of ['iamt', 'camt', 'samt'] as const)
          taxHeads[head] = amount(`${at}.${head}`, row[head]);
        amount(`${at}.csamt`, row.csamt ?? 0);
        if (!near(taxHeads.iamt + taxHeads.camt + taxHeads.samt, (txval * rt) / 100, 1 + txval * 0.00001))
          say(at, 'tax is not the taxable value at the rate');
        add(totals[tab], { txval, ...taxHeads });
      });
  // table 12's B2B tab sums tables 4 and 9B registered; its B2C tab tables 5, 7 and 9B unregistered
  for (const head of heads) {
    if (!near(totals.hsn_b2b[head], totals.b2b[head]))
      say(
        'hsn.hsn_b2b',
        `${head} ${round(totals.hsn_b2b[head])} is not table 4's ${round(totals.b2b[head])}`,
      );
    if (!near(totals.hsn_b2c[head], totals.b2c[head]))
      say(
        'hsn.hsn_b2c',
        `${head} ${round(totals.hsn_b2c[head])} is not tables 5 and 7's ${round(totals.b2c[head])}`,
      );
  }

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
