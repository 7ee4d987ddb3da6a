import { annexureIIProblems, type SalaryDetailRecord } from './annexure-ii-validator.js';
import { iso, paise, panRule, realDay, tanRule } from './format-checks.js';

/**
 * Checks a Form 24Q file as the File Validation Utility does, written from the NSDL/Protean
 * file formats' record layouts (Q1–Q3 v6.3, Q4 v7.5; payroll README "Form 24Q"), not from our
 * writer. Returns every problem, `line n: …`.
 *
 * The file: ASCII, every record ending CRLF, `^` between fields; line numbers 1, 2, 3, …;
 * one FH, then one BH, then each CD followed by its DDs, then in the fourth quarter each SD
 * followed by its S16s and then its C6As (`./annexure-ii-validator.ts`). Field counts: FH 18,
 * BH 72, CD 41, DD 54, SD 88, S16 8, C6A 10. Formats: TAN AAAA99999A, PAN AAAAA9999A, dates ddmmyyyy and real, amounts with two
 * decimals (whole rupees where the format allows no fraction: challan and batch totals),
 * BSR code 7 digits, challan serial 5 digits. Totals: FH batches = 1; BH challan count =
 * CDs; BH batch total = Σ CD total deposit; each CD's deductee count = its DDs, its deductee
 * total and TDS fields = Σ of its DDs', its total deposit = income tax + surcharge + cess +
 * interest + others + fee and at least the deductees' deposit + interest + others + fee; a
 * DD's total = income tax + surcharge + cess, at most the amount paid, its deposit day the
 * CD's day and its deduction day in the quarter.
 */
export function form24qProblems(file: string): string[] {
  const problems: string[] = [];
  if (!file.endsWith('\r\n')) problems.push('the last record does not end with CRLF');
  if (/[^\x20-\x7e\r\n]/.test(file)) problems.push('the file holds characters outside ASCII');
  const records = file.split('\r\n');
  if (records.at(-1) === '') records.pop();
  const counts: Record<string, number> = { FH: 18, BH: 72, CD: 41, DD: 54, SD: 88, S16: 8, C6A: 10 };
  let quarter: { first: string; last: string } | null = null;
  let period = { startYear: 0, quarter: 0 };
  let bh: string[] = [];
  const salaryDetails: SalaryDetailRecord[] = [];
  let batchTotal = 0;
  let challansSeen = 0;
  let expectedChallans = 0;
  let cd: { line: number; fields: string[]; dds: string[][] } | null = null;

  const closeChallan = () => {
    if (!cd) return;
    const { line, fields, dds } = cd;
    const at = `line ${line}`;
    const sum = (index: number) => dds.reduce((total, dd) => total + paise(dd[index - 1]), 0);
    if (Number(fields[4]) !== dds.length)
      problems.push(`${at}: deductee count ${fields[4]}, ${dds.length} DD records follow`);
    for (const [field, ddField, name] of [
      [29, 19, 'total tax deposited'],
      [30, 14, 'income tax'],
      [31, 15, 'surcharge'],
      [32, 16, 'cess'],
      [33, 17, 'total tax deducted'],
    ] as const)
      if (paise(fields[field - 1]) !== sum(ddField))
        problems.push(`${at}: field ${field} (${name}) is not the sum of its deductees' field ${ddField}`);
    const deposit = paise(fields[26]);
    const parts = [22, 23, 24, 25, 26, 39].reduce((total, field) => total + paise(fields[field - 1]), 0);
    if (deposit !== parts)
      problems.push(`${at}: total deposit is not income tax + surcharge + cess + interest + others + fee`);
    const due = sum(19) + paise(fields[33]) + paise(fields[34]) + paise(fields[38]);
    if (deposit < due)
      problems.push(
        `${at}: total deposit is less than the deductees' tax deposited with interest, others and fee`,
      );
    cd = null;
  };

  records.forEach((record, index) => {
    const line = index + 1;
    const at = `line ${line}`;
    const fields = record.split('^');
    const type = fields[1] ?? '';
    if (fields[0] !== String(line)) problems.push(`${at}: line number ${fields[0]}, expected ${line}`);
    const count = counts[type];
    if (count === undefined) {
      problems.push(`${at}: record type ${type} is not FH, BH, CD, DD, SD, S16 or C6A`);
      return;
    }
    if (fields.length !== count) {
      problems.push(`${at}: ${type} has ${fields.length} fields, not ${count}`);
      return;
    }
    const field = (n: number) => fields[n - 1] as string;
    const need = (n: number, name: string, rule: RegExp, what: string) => {
      if (!rule.test(field(n)))
        problems.push(`${at}: ${type} field ${n} (${name}) ${field(n) ? `is not ${what}` : 'is missing'}`);
    };
    const day = (n: number, name: string) => {
      need(n, name, /^\d{8}$/, 'a date ddmmyyyy');
      if (/^\d{8}$/.test(field(n)) && !realDay(field(n)))
        problems.push(`${at}: ${type} field ${n} (${name}) is no such day`);
    };
    const amount = (n: number, name: string, whole = false) =>
      need(
        n,
        name,
        whole ? /^\d{1,15}\.00$/ : /^\d{1,15}\.\d{2}$/,
        whole ? 'whole rupees with .00' : 'an amount with two decimals',
      );
    if (index === 0 && type !== 'FH') problems.push(`${at}: the file does not start with FH`);
    if (index === 1 && type !== 'BH') problems.push(`${at}: the FH is not followed by a BH`);
    if ((type === 'CD' || type === 'DD') && salaryDetails.length)
      problems.push(`${at}: ${type} after the salary details (Annexure II closes the file)`);
    if (type === 'SD') {
      closeChallan();
      salaryDetails.push({ line, fields, s16: [], c6a: [] });
      return;
    }
    if (type === 'S16' || type === 'C6A') {
      const owner = salaryDetails.at(-1);
      if (!owner) problems.push(`${at}: ${type} before any SD`);
      else if (type === 'S16' && owner.c6a.length)
        problems.push(`${at}: S16 after its SD's C6A records (section 16 comes first)`);
      else owner[type === 'S16' ? 's16' : 'c6a'].push({ line, fields });
      return;
    }
    if (type === 'FH') {
      if (index !== 0) problems.push(`${at}: FH after the first line`);
      need(3, 'file type', /^SL1$/, 'SL1');
      need(4, 'upload type', /^R$/, 'R');
      day(5, 'file creation date');
      need(6, 'file sequence number', /^\d{1,9}$/, 'a number');
      need(7, 'uploader type', /^D$/, 'D');
      need(8, 'TAN of deductor', tanRule, 'a TAN (AAAA99999A)');
      need(9, 'total number of batches', /^1$/, '1, the batches that follow');
      need(10, 'name of return preparation utility', /^.{1,75}$/, 'a name');
      for (let n = 11; n <= 18; n += 1) if (field(n)) problems.push(`${at}: FH field ${n} must be empty`);
    }
    if (type === 'BH') {
      if (index !== 1) problems.push(`${at}: BH is not the second record`);
      bh = fields;
      need(3, 'batch number', /^1$/, '1');
      need(4, 'count of challan records', /^\d{1,9}$/, 'a number');
      expectedChallans = Number(field(4));
      need(5, 'form number', /^24Q$/, '24Q');
      need(13, 'TAN of deductor', tanRule, 'a TAN (AAAA99999A)');
      if (field(13) !== (records[0]?.split('^')[7] ?? ''))
        problems.push(`${at}: BH TAN differs from the FH's`);
      need(15, 'PAN of deductor', panRule, 'a PAN (AAAAA9999A)');
      need(17, 'financial year', /^\d{6}$/, 'YYYYYY');
      need(16, 'assessment year', /^\d{6}$/, 'YYYYYY');
      const startYear = Number(field(17).slice(0, 4));
      if (/^\d{6}$/.test(field(17)) && field(17).slice(4) !== String(startYear + 1).slice(2))
        problems.push(`${at}: financial year ${field(17)} is not two consecutive years`);
      if (/^\d{6}$/.test(field(16)) && Number(field(16).slice(0, 4)) !== startYear + 1)
        problems.push(`${at}: assessment year ${field(16)} does not follow financial year ${field(17)}`);
      need(18, 'period', /^Q[1-4]$/, 'Q1, Q2, Q3 or Q4');
      const q = Number(field(18).slice(1));
      if (q >= 1 && q <= 4) quarter = quarterDays(startYear, q);
      period = { startYear, quarter: q };
      need(49, 'count of salary details records', /^\d{1,9}$/, 'a number');
      need(19, 'name of deductor', /^.{1,75}$/, 'a name');
      need(20, 'branch/division', /^.{1,75}$/, 'a branch or NA');
      need(21, 'deductor address line 1', /^.{1,25}$/, 'an address line of up to 25 characters');
      need(26, 'deductor state', /^\d{2}$/, 'a two-digit state code');
      need(27, 'deductor PIN', /^[1-9]\d{5}$/, 'a six-digit PIN');
      need(31, 'change of deductor address', /^[YN]$/, 'Y or N');
      need(32, 'deductor type', /^[A-Z]$/, 'a deductor category');
      need(33, 'responsible person name', /^.{1,75}$/, 'a name');
      need(34, 'responsible person designation', /^.{1,20}$/, 'a designation of up to 20 characters');
      need(35, 'responsible person address line 1', /^.{1,25}$/, 'an address line');
      need(40, 'responsible person state', /^\d{2}$/, 'a two-digit state code');
      need(41, 'responsible person PIN', /^[1-9]\d{5}$/, 'a six-digit PIN');
      need(43, 'responsible person mobile', /^[6-9]\d{9}$/, 'a ten-digit mobile number');
      need(46, 'change of responsible person address', /^[YN]$/, 'Y or N');
      amount(47, 'batch total of deposit amount as per challan', true);
      batchTotal = paise(field(47));
      need(51, 'AO approval', /^N$/, 'N');
      need(52, 'regular statement filed earlier', /^[YN]$/, 'Y or N');
      need(59, 'PAN of responsible person', panRule, 'a PAN (AAAAA9999A)');
    }
    if (type === 'CD') {
      closeChallan();
      challansSeen += 1;
      need(3, 'batch number', /^1$/, '1');
      if (field(4) !== String(challansSeen))
        problems.push(`${at}: challan record number ${field(4)}, expected ${challansSeen}`);
      need(5, 'count of deductee records', /^\d{1,9}$/, 'a number');
      need(6, 'NIL challan indicator', /^N$/, 'N (tax was deposited)');
      need(12, 'challan serial no.', /^\d{5}$/, 'five digits');
      need(16, 'BSR code', /^\d{7}$/, 'seven digits');
      day(18, 'date of bank challan');
      need(21, 'section', /^$/, 'empty (no section from FY 2013-14)');
      for (const [n, name] of [
        [22, 'Oltas income tax'],
        [23, 'Oltas surcharge'],
        [24, 'Oltas cess'],
        [25, 'Oltas interest'],
        [26, 'Oltas others'],
        [27, 'total of deposit amount as per challan'],
        [39, 'fee'],
      ] as const)
        amount(n, name, true);
      for (const [n, name] of [
        [29, 'total tax deposit as per deductee annexure'],
        [30, 'TDS income tax'],
        [31, 'TDS surcharge'],
        [32, 'TDS cess'],
        [33, 'sum of total income tax deducted'],
        [34, 'TDS interest'],
        [35, 'TDS others'],
      ] as const)
        amount(n, name);
      need(37, 'by book entry / cash', /^N$/, 'N (a bank challan)');
      need(40, 'minor head of challan', /^(200|400)$/, '200 or 400');
      cd = { line, fields, dds: [] };
    }
    if (type === 'DD') {
      if (!cd) {
        problems.push(`${at}: DD before any CD`);
        return;
      }
      need(3, 'batch number', /^1$/, '1');
      if (field(4) !== cd.fields[3])
        problems.push(`${at}: challan record number ${field(4)}, its CD is ${cd.fields[3]}`);
      if (field(5) !== String(cd.dds.length + 1))
        problems.push(`${at}: deductee record number ${field(5)}, expected ${cd.dds.length + 1}`);
      need(6, 'mode', /^O$/, 'O');
      need(10, 'PAN of the employee', panRule, 'a PAN (AAAAA9999A)');
      need(13, 'name of the employee', /^.{1,75}$/, 'a name');
      for (const [n, name] of [
        [14, 'TDS income tax'],
        [15, 'TDS surcharge'],
        [16, 'TDS cess'],
        [17, 'total income tax deducted at source'],
        [19, 'total tax deposited'],
        [22, 'amount paid or credited'],
      ] as const)
        amount(n, name);
      day(23, 'date of payment or credit');
      day(25, 'date of deposit');
      need(33, 'section code', /^92[ABC]$/, '92A, 92B or 92C');
      const total = paise(field(17));
      if (total !== paise(field(14)) + paise(field(15)) + paise(field(16)))
        problems.push(`${at}: total tax deducted is not income tax + surcharge + cess`);
      if (total > 0) day(24, 'date of tax deduction');
      if (total > paise(field(22))) problems.push(`${at}: total tax deducted is more than the amount paid`);
      if (paise(field(22)) <= 0) problems.push(`${at}: amount paid is not above 0.00`);
      if (field(25) !== cd.fields[17]) problems.push(`${at}: date of deposit is not its challan's date`);
      if (quarter && /^\d{8}$/.test(field(24)) && !within(field(24), quarter))
        problems.push(`${at}: date of tax deduction is outside the quarter`);
      cd.dds.push(fields);
    }
  });
  closeChallan();
  problems.push(...annexureIIProblems(salaryDetails, bh, period));
  if (challansSeen !== expectedChallans)
    problems.push(`BH: challan count ${expectedChallans}, ${challansSeen} CD records follow`);
  const deposits = records
    .map((record) => record.split('^'))
    .filter((fields) => fields[1] === 'CD' && fields.length === counts.CD)
    .reduce((total, fields) => total + paise(fields[26]), 0);
  if (deposits !== batchTotal)
    problems.push("BH: batch total of deposit is not the sum of the challans' total deposit");
  return problems;
}

/**
 * The quarter's first and last days, `YYYY-MM-DD`: Q1 April–June, Q2 July–September, Q3
 * October–December, Q4 January–March of the next calendar year.
 */
function quarterDays(startYear: number, quarter: number) {
  const year = quarter === 4 ? startYear + 1 : startYear;
  const firstMonth = quarter === 4 ? 1 : 4 + (quarter - 1) * 3;
  const lastMonth = firstMonth + 2;
  const lastDay = new Date(Date.UTC(year, lastMonth, 0)).getUTCDate();
  return {
    first: `${year}-${String(firstMonth).padStart(2, '0')}-01`,
    last: `${year}-${String(lastMonth).padStart(2, '0')}-${lastDay}`,
  };
}
const within = (ddmmyyyy: string, range: { first: string; last: string }) =>
  iso(ddmmyyyy) >= range.first && iso(ddmmyyyy) <= range.last;
