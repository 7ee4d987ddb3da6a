import { iso, paise, panRule, realDay } from './format-checks.js';

/** An SD record of the file with the S16 and then the C6A records that follow it. */
export interface SalaryDetailRecord {
  line: number;
  fields: string[];
  s16: { line: number; fields: string[] }[];
  c6a: { line: number; fields: string[] }[];
}

/**
 * The Section IDs a C6A record names: the Chapter VI-A sections Form 16 Part B lists (Rule 31,
 * Form No. 16 item 10) as the Q4 format's value list spells them.
 */
const chapterVIASectionIds = new Set([
  '80C',
  '80CCC',
  '80CCD(1)',
  '80CCD(1B)',
  '80CCD(2)',
  '80CCH',
  '80D',
  '80DD',
  '80DDB',
  '80E',
  '80EE',
  '80EEA',
  '80EEB',
  '80G',
  '80GG',
  '80GGA',
  '80GGC',
  '80TTA',
  '80TTB',
  '80U',
  'OTHERS',
]);
/** What the new regime allows of Chapter VI-A (s. 115BAC(2): the employer's NPS and Agniveer contributions). */
const newRegimeSections = new Set(['80CCD(2)', '80CCH']);

/**
 * Checks Annexure II of a Form 24Q file (the fourth quarter's salary details), written from
 * the Q4 format's layouts (payroll README "Annexure II"), not from our writer: SD records only
 * in the fourth quarter, at least one there; the batch header's count of SD records (field 49)
 * and its total of their gross total income (50); each SD numbered from 1 in the batch, mode
 * A, the employee's PAN, name and category (G, S, O, W), the period with the employer within
 * the year, amounts with two decimals (the shortfall, field 30, may be negative), its S16
 * count (15) and total (16), its C6A count (21) and total of their deductible amounts (22),
 * and Form 16 Part B's arithmetic the fields mirror: total salary (13) = s. 17(1) +
 * 17(2) + 17(3) + a previous employer's (67 + 68 + 69 + 35); income under "Salaries" (17) =
 * 13 − exemptions u/s 10 (76) − section 16 (16), not below 0; gross total income (19) = 17 +
 * other income (18); total taxable income (23) = 19 − Chapter VI-A (22) rounded to ten rupees
 * (s. 288A); net tax payable (28) = tax (24) + surcharge (25) + cess (26) − relief u/s 89 (27)
 * − rebate u/s 87A (78); tax deducted for the year (29) = this employer's (36) + a previous
 * one's (37); shortfall (30) = 28 − 29; exemptions (76) = 70 + 71 + 72 + 73 + 74 + 75 + 80.
 * Each S16: its SD's number, numbered from 1, a section 16(ia), 16(ii) or 16(iii), an amount.
 * Each C6A (Chapter VI-A detail, 10 fields: 3 batch, 4 its SD's number, 5 its number from 1,
 * 6 Section ID, 7 deductible amount, 8 gross amount, 9 qualifying amount, 10 hash): batch 1,
 * its SD's number, numbered from 1, a known Section ID not repeated in the SD, amounts with
 * two decimals (9 may be empty: only 80G's has one), the deductible at most the gross, and in
 * the new regime (SD field 79 N) only 80CCD(2) or 80CCH (s. 115BAC(2)).
 * Rent (s. 10(13A)): the HRA exempt (74) is empty or 0 in the new regime (s. 115BAC(2)); rent
 * over ₹1,00,000 (39 Y) names 1 to 4 landlords (40), each a PAN and a name in 41–48 in pairs
 * (CBDT Circular 8/2013), none past the count; 39 N has count 0 and 41–48 empty.
 */
export function annexureIIProblems(
  details: readonly SalaryDetailRecord[],
  bh: readonly string[],
  period: { startYear: number; quarter: number },
): string[] {
  const problems: string[] = [];
  if (period.quarter >= 1 && period.quarter <= 3 && details.length)
    problems.push(`line ${details[0]?.line}: salary details (SD) belong to the fourth quarter only`);
  if (period.quarter === 4 && !details.length)
    problems.push('the fourth quarter carries Annexure II: no SD record follows');
  if (bh.length && Number(bh[48] || 0) !== details.length)
    problems.push(`BH: count of salary details records ${bh[48]}, ${details.length} SD records follow`);
  const grossTotal = details.reduce((sum, detail) => sum + paise(detail.fields[18]), 0);
  if (period.quarter === 4 && paise(bh[49]) !== grossTotal)
    problems.push("BH: batch total of gross total income is not the sum of the SDs' field 19");
  const first = `${period.startYear}-04-01`;
  const last = `${period.startYear + 1}-03-31`;
  details.forEach((detail, index) => {
    const at = `line ${detail.line}`;
    const field = (n: number) => detail.fields[n - 1] as string;
    const amount = (n: number) => paise(field(n));
    const need = (n: number, name: string, rule: RegExp, what: string) => {
      if (!rule.test(field(n)))
        problems.push(`${at}: SD field ${n} (${name}) ${field(n) ? `is not ${what}` : 'is missing'}`);
    };
    const equal = (n: number, value: number, rule: string) => {
      if (amount(n) !== value) problems.push(`${at}: SD field ${n} is not ${rule}`);
    };
    need(3, 'batch number', /^1$/, '1');
    if (field(4) !== String(index + 1))
      problems.push(`${at}: salary details record number ${field(4)}, expected ${index + 1}`);
    need(5, 'mode', /^A$/, 'A');
    need(7, 'PAN of the employee', panRule, 'a PAN (AAAAA9999A)');
    need(9, 'name of the employee', /^.{1,75}$/, 'a name');
    need(10, 'category of the employee', /^[GSOW]$/, 'G, S, O or W');
    for (const [n, name] of [
      [11, 'employed from'],
      [12, 'employed to'],
    ] as const) {
      need(n, name, /^\d{8}$/, 'a date ddmmyyyy');
      if (/^\d{8}$/.test(field(n)) && (!realDay(field(n)) || iso(field(n)) < first || iso(field(n)) > last))
        problems.push(`${at}: SD field ${n} (${name}) is not a day of the financial year`);
    }
    if (/^\d{8}$/.test(field(11)) && /^\d{8}$/.test(field(12)) && iso(field(11)) > iso(field(12)))
      problems.push(`${at}: the period with the employer ends before it starts`);
    for (const n of [13, 16, 17, 18, 19, 22, 23, 24, 25, 26, 27, 28, 29, 34, 35, 36, 37, 67, 76, 78])
      need(n, `amount ${n}`, /^\d{1,15}\.\d{2}$/, 'an amount with two decimals');
    need(30, 'shortfall or excess', /^-?\d{1,15}\.\d{2}$/, 'an amount with two decimals');
    need(15, 'count of section 16 details', /^\d{1,9}$/, 'a number');
    need(21, 'count of Chapter VI-A details', /^\d{1,9}$/, 'a number');
    for (const n of [38, 39, 49, 59, 79]) need(n, `indicator ${n}`, /^[YN]$/, 'Y or N');
    if (Number(field(15)) !== detail.s16.length)
      problems.push(
        `${at}: count of section 16 details ${field(15)}, ${detail.s16.length} S16 records follow`,
      );
    equal(
      16,
      detail.s16.reduce((sum, s16) => sum + paise(s16.fields[6]), 0),
      "the sum of its S16 records' deductions",
    );
    equal(
      13,
      amount(67) + amount(68) + amount(69) + amount(35),
      'salary u/s 17(1) + 17(2) + 17(3) + previous employer',
    );
    equal(
      17,
      Math.max(0, amount(13) - amount(76) - amount(16)),
      'total salary − exemptions u/s 10 − section 16',
    );
    equal(19, amount(17) + amount(18), 'income from salary + other income');
    if (Number(field(21)) !== detail.c6a.length)
      problems.push(
        `${at}: count of Chapter VI-A details ${field(21)}, ${detail.c6a.length} C6A records follow`,
      );
    equal(
      22,
      detail.c6a.reduce((sum, c6a) => sum + paise(c6a.fields[6]), 0),
      "the sum of its C6A records' deductible amounts",
    );
    if (Math.abs(amount(23) - Math.max(0, amount(19) - amount(22))) > 500)
      problems.push(`${at}: SD field 23 is not gross total income − Chapter VI-A, to ten rupees`);
    equal(
      28,
      amount(24) + amount(25) + amount(26) - amount(27) - amount(78),
      'tax + surcharge + cess − relief − rebate',
    );
    equal(29, amount(36) + amount(37), "this employer's TDS + a previous employer's");
    equal(30, amount(28) - amount(29), 'net tax payable − tax deducted');
    equal(
      76,
      [70, 71, 72, 73, 74, 75, 80].reduce((sum, n) => sum + amount(n), 0),
      'the sum of the exemptions u/s 10',
    );
    if (field(79) === 'N' && amount(74) !== 0)
      problems.push(`${at}: SD field 74 (HRA exempt u/s 10(13A)) in the new regime, which allows none`);
    const landlords = Number(field(40));
    if (!/^\d$/.test(field(40) ?? ''))
      problems.push(`${at}: SD field 40 (count of landlords) is not a number`);
    else if (field(39) === 'Y' && (landlords < 1 || landlords > 4))
      problems.push(`${at}: rent over ₹1 lakh (SD 39 Y) names ${landlords} landlords, not 1 to 4 (SD 40)`);
    else if (field(39) === 'N' && landlords !== 0)
      problems.push(`${at}: SD field 40 counts ${landlords} landlords without rent over ₹1 lakh (SD 39 N)`);
    for (let at2 = 0; at2 < 4; at2++) {
      const [pan, name] = [field(41 + at2 * 2) ?? '', field(42 + at2 * 2) ?? ''];
      if (at2 < landlords) {
        if (!panRule.test(pan))
          problems.push(`${at}: SD field ${41 + at2 * 2} (PAN of landlord ${at2 + 1}) is not a PAN`);
        if (!/^.{1,75}$/.test(name))
          problems.push(`${at}: SD field ${42 + at2 * 2} (name of landlord ${at2 + 1}) is missing`);
      } else if (pan || name)
        problems.push(
          `${at}: SD fields ${41 + at2 * 2}–${42 + at2 * 2} name a landlord past the count (SD 40)`,
        );
    }
    detail.s16.forEach((s16, at16) => {
      const where = `line ${s16.line}`;
      if (s16.fields[2] !== '1') problems.push(`${where}: S16 field 3 (batch number) is not 1`);
      if (s16.fields[3] !== field(4))
        problems.push(`${where}: S16 salary details record number ${s16.fields[3]}, its SD is ${field(4)}`);
      if (s16.fields[4] !== String(at16 + 1))
        problems.push(`${where}: section 16 record number ${s16.fields[4]}, expected ${at16 + 1}`);
      if (!/^16\((ia|ii|iii)\)$/.test(s16.fields[5] ?? ''))
        problems.push(`${where}: S16 field 6 (section) is not 16(ia), 16(ii) or 16(iii)`);
      if (!/^\d{1,15}\.\d{2}$/.test(s16.fields[6] ?? ''))
        problems.push(`${where}: S16 field 7 (deduction) is not an amount with two decimals`);
    });
    const sections = new Set<string>();
    detail.c6a.forEach((c6a, at6a) => {
      const where = `line ${c6a.line}`;
      const value = (n: number) => c6a.fields[n - 1] ?? '';
      const section = value(6);
      if (value(3) !== '1') problems.push(`${where}: C6A field 3 (batch number) is not 1`);
      if (value(4) !== field(4))
        problems.push(`${where}: C6A salary details record number ${value(4)}, its SD is ${field(4)}`);
      if (value(5) !== String(at6a + 1))
        problems.push(`${where}: Chapter VI-A record number ${value(5)}, expected ${at6a + 1}`);
      if (!chapterVIASectionIds.has(section))
        problems.push(
          `${where}: C6A field 6 (Section ID) ${section || 'is missing'}${section ? ' is not a Chapter VI-A section' : ''}`,
        );
      else if (sections.has(section)) problems.push(`${where}: section ${section} twice for one SD`);
      sections.add(section);
      for (const [n, name] of [
        [7, 'deductible amount'],
        [8, 'gross amount'],
      ] as const)
        if (!/^\d{1,15}\.\d{2}$/.test(value(n)))
          problems.push(`${where}: C6A field ${n} (${name}) is not an amount with two decimals`);
      if (value(9) && !/^\d{1,15}\.\d{2}$/.test(value(9)))
        problems.push(
          `${where}: C6A field 9 (qualifying amount) is not empty nor an amount with two decimals`,
        );
      if (paise(value(7)) > paise(value(8)))
        problems.push(`${where}: C6A deductible amount is more than the gross amount`);
      if (field(79) === 'N' && chapterVIASectionIds.has(section) && !newRegimeSections.has(section))
        problems.push(
          `${where}: section ${section} in the new regime (SD field 79 N), which allows only 80CCD(2) and 80CCH`,
        );
    });
  });
  return problems;
}
