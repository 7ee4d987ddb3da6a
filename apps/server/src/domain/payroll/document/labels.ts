import { lineNameIn, type PayslipLine } from '@muster/payroll-rules';
import { localeTags } from '@muster/protocol';
import { type DocumentText, inEachLanguage } from './messages.js';
/** The languages a payslip prints in (the product's four). */
export const payslipLanguages = ['eng', 'fr', 'hin', 'ben'] as const;
export type PayslipLanguage = (typeof payslipLanguages)[number];

/** Each language's Intl locale: month names and amounts as that language writes them (protocol's one table). */
export const localeOf: Record<PayslipLanguage, string> = localeTags;

/** The default template's texts (`{{label.net_pay}}`) in English; each language's from the catalogues. */
const payslipTexts = {
  payslip: 'Payslip',
  business: 'Employer',
  employee: 'Employee',
  code: 'Code',
  department: 'Department',
  month: 'Month',
  uan: 'UAN',
  esic_no: 'ESIC No.',
  days_in_month: 'Days in month',
  working_days: 'Working days',
  payable_days: 'Payable days',
  earnings: 'Earnings',
  deductions: 'Deductions',
  employer_contributions: 'Employer contributions',
  amount: 'Amount',
  gross_pay: 'Gross pay',
  total_deductions: 'Total deductions',
  net_pay: 'Net pay',
  balance: 'balance',
  carried_forward: 'carried to next month',
  arrears_of: 'arrears of',
} as const satisfies Record<string, DocumentText>;
export type PayslipLabel = keyof typeof payslipTexts;
export const payslipLabels: Record<PayslipLanguage, Record<PayslipLabel, string>> = inEachLanguage(
  payslipTexts,
);

/** The statutory lines' names (a structure payhead prints its own name). */
export const statutoryLineNames: Record<PayslipLanguage, Record<string, string>> = inEachLanguage({
  EPF_EE: 'Provident fund (EPF)',
  ESI_EE: 'ESI',
  PT: 'Professional tax',
  TDS: 'Income tax (TDS)',
  LWF_EE: 'Labour welfare fund',
  EPF_ER: 'EPF (employer)',
  EPS_ER: 'Pension (EPS)',
  EDLI_ER: 'EDLI',
  EPF_ADMIN: 'EPF admin charges',
  ESI_ER: 'ESI (employer)',
  LWF_ER: 'Labour welfare fund (employer)',
});

/**
 * A line's own name as a document prints it in `language`: a statutory line's (or its
 * arrears') by its code, a structure payhead's in the language its structure names it in.
 */
export const documentLineName = (line: PayslipLine, language: PayslipLanguage): string =>
  ((line.source === 'statutory' || line.source === 'arrears') && statutoryLineNames[language][line.code]) ||
  lineNameIn(line.name, language);
