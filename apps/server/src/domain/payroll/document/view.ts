import type { MinimumWageStanding, PayslipLine, PayslipTotals } from '@muster/payroll-rules';
import { documentLineName, localeOf, type PayslipLanguage, payslipLabels } from './labels.js';
import { documentText } from './messages.js';

/** A payslip as the document reads it (load.ts). */
export interface StoredPayslip {
  uconst: string;
  payroll_month: Date;
  business: string | null;
  code: string;
  first_name: Record<string, string> | null;
  middle_name: Record<string, string> | null;
  last_name: Record<string, string> | null;
  /** The department's name in every language it has (a loctext). */
  department: Record<string, string> | null;
  uan: string | null;
  esic_no: string | null;
  email: string | null;
  totals: Partial<PayslipTotals> | null;
  lines: PayslipLine[] | null;
  /** The business's time zone (partners.time_zone): its month is named in it. */
  time_zone: string;
  /** Its wages against the minimum in force, arrears paid later counted (load.ts). */
  minimum_wage: MinimumWageStanding;
}

/** A stored name in a language: that language's text, else English, else any. */
const nameIn = (name: Record<string, string> | null, language: PayslipLanguage) =>
  name ? name[language] || name.eng || Object.values(name).find(Boolean) || '' : '';

/** The employee's name in a language, from their own stored names. */
export const employeeName = (
  payslip: Pick<StoredPayslip, 'first_name' | 'middle_name' | 'last_name' | 'code'>,
  language: PayslipLanguage,
) =>
  [payslip.first_name, payslip.middle_name, payslip.last_name]
    .map((part) => nameIn(part, language))
    .filter(Boolean)
    .join(' ') || payslip.code;

/**
 * 'Nov 2026' in a language (the HtmlTemplate tab's title, spec 000 §2), and the long form: the
 * month an instant falls in, in the zone of the business the document is of.
 */
export const monthOf = (
  instant: Date,
  language: PayslipLanguage,
  month: 'short' | 'long',
  timeZone: string,
) => new Intl.DateTimeFormat(localeOf[language], { month, year: 'numeric', timeZone }).format(instant);

/** A month named by its key (`YYYY-MM`, an arrear's month): a name, no instant, so no zone. */
const monthOfKey = (key: string, language: PayslipLanguage, month: 'short' | 'long') =>
  monthOf(new Date(`${key}-15T00:00:00Z`), language, month, 'UTC');

/**
 * The payslip's minimum-wage table (compliance README "Minimum wages"): the rate in force, what
 * it makes due for the payable days beside the wages paid, the arrears of the month paid later
 * and what is still short, and the verdict; a payslip that cannot be checked says why.
 */
function minimumWageView(
  standing: MinimumWageStanding,
  language: PayslipLanguage,
  money: Intl.NumberFormat,
  payableDays: string,
) {
  if (standing.status === 'unchecked')
    return {
      heading: documentText(
        'Minimum wage not checked: no skill on the designation, no zone on the site or no rate in force',
        language,
      ),
      lines: [],
      verdict: '',
    };
  const amount = (paise: number) => money.format(paise / 100);
  const { rate } = standing;
  const line = (name: string, paise: number) => ({ name, amount: amount(paise) });
  return {
    heading: documentText(
      rate.rate_basis === 'per_day'
        ? 'Minimum wage: ₹{{rate}} a day from {{from}}'
        : 'Minimum wage: ₹{{rate}} a month from {{from}}',
      language,
      { rate: money.format(rate.basic + rate.vda), from: rate.effective_from },
    ),
    lines: [
      line(
        documentText('Minimum due for {{days}} payable days', language, { days: payableDays }),
        standing.due_paise,
      ),
      line(documentText('Wages paid (basic and DA)', language), standing.paid_paise),
      ...(standing.arrears_paise > 0
        ? [line(documentText('Arrears of this month paid later', language), standing.arrears_paise)]
        : []),
      ...(standing.short_paise > 0
        ? [line(documentText('Still short of the minimum', language), standing.short_paise)]
        : []),
    ],
    verdict: documentText(
      standing.status === 'below'
        ? 'Below the minimum wage'
        : standing.status === 'cured'
          ? 'Shortfall paid in full as arrears'
          : 'At or above the minimum wage',
      language,
    ),
  };
}

/** What the default template (and any template) reads, in one language. */
export function payslipView(payslip: StoredPayslip, language: PayslipLanguage) {
  const money = new Intl.NumberFormat(localeOf[language], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const days = new Intl.NumberFormat(localeOf[language], { maximumFractionDigits: 2 });
  const lines = payslip.lines ?? [];
  const totals = payslip.totals ?? {};
  const label = payslipLabels[language];
  const ownName = (line: PayslipLine) => documentLineName(line, language);
  // arrears say the month they belong to, where any template prints the line's name
  const nameOf = (line: PayslipLine) =>
    line.arrears_month
      ? `${ownName(line)} (${label.arrears_of} ${monthOfKey(line.arrears_month, language, 'short')})`
      : ownName(line);
  // what the 50% rule left for next month, said where any template prints the line's name
  const lineView = (line: PayslipLine) => ({
    code: line.code,
    name: line.carried_forward
      ? `${nameOf(line)} (${label.carried_forward} ${money.format(line.carried_forward)})`
      : nameOf(line),
    amount: money.format(line.amount),
    balance: line.balance_after === undefined ? null : money.format(line.balance_after),
  });
  const of = (kind: PayslipLine['kind']) => lines.filter((line) => line.kind === kind).map(lineView);
  const employer = of('employer_contribution');
  return {
    language,
    label,
    title: `${employeeName(payslip, language)} ${monthOf(payslip.payroll_month, language, 'short', payslip.time_zone)}`,
    business: payslip.business ?? '',
    month: monthOf(payslip.payroll_month, language, 'long', payslip.time_zone),
    employee: {
      code: payslip.code,
      name: employeeName(payslip, language),
      department: payslip.department ? nameIn(payslip.department, language) : null,
      uan: payslip.uan,
      esic_no: payslip.esic_no,
    },
    days: {
      in_month: days.format(totals.days_in_month ?? 0),
      working: days.format(totals.working_days ?? 0),
      payable: days.format(totals.payable_days ?? 0),
    },
    earnings: of('earning'),
    deductions: of('deduction'),
    employer: employer.length ? { lines: employer } : null,
    minimum_wage: minimumWageView(
      payslip.minimum_wage,
      language,
      money,
      days.format(totals.payable_days ?? 0),
    ),
    totals: {
      gross_pay: money.format(totals.gross_pay ?? 0),
      total_deductions: money.format(totals.total_deductions ?? 0),
      net_pay: money.format(totals.net_pay ?? 0),
    },
  };
}
