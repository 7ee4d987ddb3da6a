import type { PayslipLine } from '@muster/payroll-rules';
import { formatDayKey } from '@muster/protocol';
import { documentLineName, localeOf, type PayslipLanguage } from '../document/labels.js';
import { employeeName, monthOf } from '../document/view.js';
import { labourFormLabels } from './labels.js';
import type { LabourFormRow } from './load.js';

const nameIn = (name: Record<string, string> | null, language: PayslipLanguage) =>
  name ? name[language] || name.eng || Object.values(name).find(Boolean) || '' : '';

/** Paise of a payslip's rupee amount: amounts are summed as integers and shown once. */
const paise = (rupees: number | undefined) => Math.round((rupees ?? 0) * 100);

const earnings = (lines: PayslipLine[]) => lines.filter((line) => line.kind === 'earning');
/** Form XVII's and the forms' overtime: the payslip's `OT` line (reports README). */
const isOvertime = (line: PayslipLine) => line.code === 'OT';

/**
 * The monthly rate of wages, as Form XVII's column 7 shows it: the full month's rates of the
 * structure's earnings, overtime left out (the structures are monthly; the form's daily rate
 * would be a division the payslip does not make).
 */
const monthlyRate = (lines: PayslipLine[]) =>
  earnings(lines)
    .filter((line) => line.source === 'structure' && !isOvertime(line))
    .reduce((total, line) => total + paise(line.rate), 0);

const dayText = (day: string | null) => (day ? formatDayKey(day) : null);

/** What both forms' headings print: the parties, the worker, the work and where. */
function heading(row: LabourFormRow, language: PayslipLanguage) {
  const designation = nameIn(row.designation, language);
  const site = nameIn(row.site, language);
  return {
    language,
    label: labourFormLabels[language],
    contractor: { name: row.contractor ?? '', address: row.contractor_address },
    principal_employer: { name: row.principal_employer ?? '', address: row.principal_employer_address },
    workman: {
      name: employeeName(row, language),
      father_husband_name: row.father_husband_name ?? '',
    },
    work: [designation, site].filter(Boolean).join(', '),
    designation,
    month: monthOf(row.payroll_month, language, 'long', row.time_zone),
  };
}

/**
 * Form XIX, the wage slip (Contract Labour (R&A) Central Rules, 1971, rule 78(1)(b)), of one
 * payslip in one language: its seven items in the form's order (README).
 */
export function wageSlipView(row: LabourFormRow, language: PayslipLanguage) {
  const money = new Intl.NumberFormat(localeOf[language], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const rupees = (amount: number) => money.format(amount / 100);
  const days = new Intl.NumberFormat(localeOf[language], { maximumFractionDigits: 2 });
  const lines = row.lines ?? [];
  const totals = row.totals ?? {};
  const label = labourFormLabels[language];
  const deductions = lines.filter((line) => line.kind === 'deduction' && paise(line.amount) !== 0);
  return {
    ...heading(row, language),
    title: `${label.wage_slip} ${employeeName(row, language)} ${monthOf(row.payroll_month, language, 'short', row.time_zone)}`,
    items: [
      { label: label.days_worked, value: days.format(totals.payable_days ?? 0) },
      { label: label.units_worked, value: label.time_rated },
      { label: label.rate_of_wages, value: rupees(monthlyRate(lines)) },
      {
        label: label.overtime_wages,
        value: rupees(
          earnings(lines)
            .filter(isOvertime)
            .reduce((total, line) => total + paise(line.amount), 0),
        ),
      },
      { label: label.gross_wages, value: rupees(paise(totals.gross_pay)) },
      {
        label: label.deductions,
        value: rupees(paise(totals.total_deductions)),
        lines: deductions.map((line) => ({
          name: documentLineName(line, language),
          amount: rupees(paise(line.amount)),
        })),
      },
      { label: label.net_wages, value: rupees(paise(totals.net_pay)) },
    ].map((item, index) => ({ number: index + 1, ...item })),
  };
}

/**
 * Form XIV, the employment card (the same Rules, rule 76), of a worker as of one payslip's
 * month, in one language: its seven items in the form's order (README). The tenure is the
 * span of the worker's allocations meeting the month, else its employment's.
 */
export function employmentCardView(row: LabourFormRow, language: PayslipLanguage) {
  const money = new Intl.NumberFormat(localeOf[language], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const label = labourFormLabels[language];
  const allocated = row.allocated_from !== null;
  const from = dayText(allocated ? row.allocated_from : row.joining_date);
  const to = dayText(allocated ? row.allocated_to : row.leaving_date);
  const tenure = from ? (to ? `${from} – ${to}` : label.from.replace('{{day}}', from)) : label.not_recorded;
  const lines = row.lines ?? [];
  const parts = heading(row, language);
  return {
    ...parts,
    title: `${label.employment_card} ${employeeName(row, language)} ${monthOf(row.payroll_month, language, 'short', row.time_zone)}`,
    items: [
      { label: label.workman_name, value: employeeName(row, language) },
      { label: label.register_serial, value: row.code },
      { label: label.nature_of_employment, value: parts.designation || label.not_recorded },
      { label: label.wage_rate, value: `${money.format(monthlyRate(lines) / 100)} ${label.per_month}` },
      { label: label.wage_period, value: label.monthly },
      { label: label.tenure, value: allocated ? tenure : `${tenure} (${label.employment_dates})` },
      { label: label.remarks, value: '' },
    ].map((item, index) => ({ number: index + 1, ...item })),
  };
}
