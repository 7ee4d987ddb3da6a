import type { PayrollMonth } from '@muster/payroll-rules';

/**
 * The Indian financial year (April–March) a month belongs to, by the year it starts in:
 * March 2027 is in 2026–27, April 2027 opens 2027–28. Invoice numbers restart with it.
 */
export const financialYearOf = ({ year, month }: Pick<PayrollMonth, 'year' | 'month'>): number =>
  month >= 4 ? year : year - 1;

/** '2627' for 2026–27: the year's two-digit halves, as invoice numbers carry it. */
export const financialYearLabel = (startYear: number): string =>
  `${String(startYear % 100).padStart(2, '0')}${String((startYear + 1) % 100).padStart(2, '0')}`;

/** CGST Rules 2017 r. 46(b): a consecutive serial number of at most sixteen characters. */
export const invoiceNumberMaxLength = 16;

/**
 * An invoice number: `<supplier prefix>/<financial year>/<serial>`, e.g. 'SUNRIS/2627/0001'.
 * The prefix is the supplier's code in capitals, letters and digits only, at most six, so a
 * serial up to 9999 fits the sixteen characters (r. 46(b) allows letters, digits, '-' and
 * '/'); a longer number is refused rather than cut, since a cut number could repeat.
 */
export function invoiceNumber(partnerCode: string, financialYear: number, serial: number): string {
  if (!Number.isInteger(serial) || serial < 1) throw new RangeError(`not a serial: ${serial}`);
  const prefix = partnerCode
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 6);
  const number = `${prefix || 'INV'}/${financialYearLabel(financialYear)}/${String(serial).padStart(4, '0')}`;
  if (number.length > invoiceNumberMaxLength)
    throw new RangeError(`invoice number longer than ${invoiceNumberMaxLength} characters: ${number}`);
  return number;
}
