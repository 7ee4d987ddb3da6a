import ExcelJS from 'exceljs';

/** Whether `DD/MM/YYYY` (or with dashes) is a real day no later than the month's last. */
function upToTheMonth(day: string, month: { year: number; month: number }): boolean {
  const match = /^(\d{2})[/-](\d{2})[/-](\d{4})$/.exec(day);
  if (!match) return false;
  const [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  const real = date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  return real && y * 12 + m <= month.year * 12 + month.month;
}

/**
 * Checks an ESIC monthly contribution upload as the portal does, written from the portal's
 * published template (MC template: six columns, and its instructions), not from our writer.
 * Returns every problem, `row n: …`.
 *
 * The first sheet's first row holds the template's headings in order: IP Number, IP Name,
 * No of Days for which wages paid/payable during the month, Total Monthly Wages, Reason Code
 * for Zero workings days…, Last Working Day…. Each row: IP number 10 digits; a name (letters,
 * spaces, dots); days a whole number from 0 to the month's days; wages a number ≥ 0 with at
 * most two decimals, 0 when the days are 0 and more when they are not; the reason code one of
 * the portal's (0–13), and 0 on a row with days paid ("Reason Code for Zero workings days …
 * provide 0 for all other reasons"); a last working day (DD/MM/YYYY or DD-MM-YYYY, a day of the
 * month or before it) exactly on a row of no days whose code is 2 left service, 3 retired,
 * 4 out of coverage, 5 expired or 10 retrenchment — the instructions: "Last working day should
 * be mentioned only if 'Number of days wages paid/payable' is '0'", and for an IP who worked
 * part of the month and left in it "last working day shouldn't be mentioned" (the template's
 * instruction sheet as Odoo's Indian payroll and two other ESI exporters reproduce it,
 * settlements README). No IP number twice.
 */
export async function esiUploadProblems(
  bytes: Buffer,
  month: { year: number; month: number; daysInMonth: number },
): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return ['no sheet'];
  const problems: string[] = [];
  const text = (value: ExcelJS.CellValue) => (value === null || value === undefined ? '' : String(value));
  const headings = (sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1).map(text);
  const expected = [
    /^IP Number$/,
    /^IP Name$/,
    /^No of Days for which wages paid\/payable during the month$/,
    /^Total Monthly Wages$/,
    /^Reason Code for Zero workings days/,
    /^Last Working Day/,
  ];
  if (headings.length !== 6 || expected.some((pattern, index) => !pattern.test(headings[index] ?? '')))
    problems.push(`headings: ${JSON.stringify(headings)}`);
  const seen = new Set<string>();
  const needsDay = new Set([2, 3, 4, 5, 10]);
  for (let index = 2; index <= sheet.rowCount; index++) {
    const at = `row ${index}`;
    const [ip, name, days, wages, reason, lastDay] = (
      sheet.getRow(index).values as ExcelJS.CellValue[]
    ).slice(1);
    const ipText = text(ip);
    if (typeof ip !== 'string' || !/^\d{10}$/.test(ipText))
      problems.push(`${at}: IP number is not 10 digits as text`);
    if (seen.has(ipText)) problems.push(`${at}: IP number ${ipText} twice`);
    seen.add(ipText);
    if (!/^[A-Za-z][A-Za-z .]*$/.test(text(name))) problems.push(`${at}: IP name has other characters`);
    if (typeof days !== 'number' || !Number.isInteger(days) || days < 0 || days > month.daysInMonth)
      problems.push(`${at}: days ${text(days)} is not a whole number of the month's days`);
    if (typeof wages !== 'number' || wages < 0 || !Number.isInteger(Number((wages * 100).toFixed(6))))
      problems.push(`${at}: wages ${text(wages)} is not an amount`);
    else if (days === 0 ? wages !== 0 : wages === 0) problems.push(`${at}: wages and days disagree`);
    if (typeof reason !== 'number' || !Number.isInteger(reason) || reason < 0 || reason > 13)
      problems.push(`${at}: reason code ${text(reason)} is not one of the portal's`);
    const day = text(lastDay);
    if (typeof days === 'number' && days > 0) {
      if (reason !== 0) problems.push(`${at}: a reason code on a row with days paid`);
      if (day) problems.push(`${at}: a last working day on a row with days paid`);
    } else if (needsDay.has(Number(reason))) {
      if (!upToTheMonth(day, month))
        problems.push(`${at}: last working day ${day} is not a day up to the month`);
    } else if (day) problems.push(`${at}: a last working day without a reason needing one`);
  }
  return problems;
}
