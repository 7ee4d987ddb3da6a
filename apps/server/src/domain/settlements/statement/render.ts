import { type Locale, localeTags } from '@muster/protocol';
import { type DocumentText, documentText } from '../../payroll/document/messages.js';
import { escapeHtml } from '../../payroll/document/template.js';
import {
  type SettlementLine,
  type SettlementLineCode,
  type SettlementNote,
  settlementNoteMoney,
} from '../rules/full-and-final.js';

/** A settlement's workflow states, as the statement names them (protocol's words, as the list's). */
const statusTexts = {
  computed: 'Computed',
  hr_approved: 'Approved by HR',
  approved: 'Approved',
  paid: 'Paid',
} as const satisfies Record<string, DocumentText>;

const lineTexts = {
  last_month_pay: 'Pay for days worked in the last month',
  leave_encashment: 'Leave encashment',
  gratuity: 'Gratuity',
  bonus: 'Statutory bonus for the year so far',
  notice_pay: 'Notice pay',
  tds: 'Income tax (TDS)',
  notice_recovery: 'Notice period recovery',
  loan_recovery: 'Loan recovery',
} as const satisfies Record<SettlementLineCode, DocumentText>;

/** A note's text; its `{{name}}` is the note's value of that name. */
const noteText = (note: SettlementNote): DocumentText => {
  switch (note.code) {
    case 'bonus_not_eligible':
      return note.refusal === 'wage_over_limit'
        ? 'Not eligible: wages over the limit of the Payment of Bonus Act'
        : 'Not eligible: {{daysWorked}} days worked in the year, fewer than 30';
    case 'notice_shortfall':
      return note.givenBy === 'employer'
        ? '{{days}} days of notice not given by the employer'
        : '{{days}} days of notice not served by the employee';
    case 'paid_by_payslip':
      return 'Paid by the payslip of {{month}} (net pay {{netPay}})';
    case 'no_payslip_deductions':
      return 'No payslip of {{month}}: no PF, ESI or PT is deducted on these days';
    case 'days_worked':
      return '{{days}} of {{daysInMonth}} days';
    case 'leave_days':
      return '{{leaveType}}: {{days}} days at {{dayRate}} a day';
    case 'no_leave_credit':
      return 'No leave to the credit';
    case 'no_wages_known':
      return 'Wages not known: no payslip paid a day';
    case 'gratuity_years':
      return '{{years}} years counted ({{completedYears}} years and {{partYearDays}} days of service)';
    case 'gratuity_not_eligible':
      return 'Not eligible: {{completedYears}} years and {{partYearDays}} days of service';
    case 'bonus_rate':
      return '{{rate}}% of bonus wages of {{bonusWages}}';
    case 'no_notice_shortfall':
      return 'No notice shortfall recorded';
    case 'tax_working':
      return "Year's taxable income {{taxableIncome}}, tax {{annualTax}}, deducted before {{tdsBefore}}; exempt {{exempt}}";
    case 'not_recovered':
      return '{{amount}} not recovered (deductions at most half the wages): owed by the employee';
    case 'no_loans':
      return 'No loan outstanding';
  }
};

/** One settlement as its statement prints it (`./load.ts` reads it). */
export interface StatementRow {
  uconst: string;
  business: string;
  employee: string;
  code: string;
  joiningDay: string | null;
  leavingDay: string;
  /** The leaving reason's name (`leaving_reasons`) in the statement's language. */
  leavingReason: string | null;
  dueDay: string;
  status: keyof typeof statusTexts;
  paidDay: string | null;
  lines: SettlementLine[];
  totalEarnings: number;
  totalDeductions: number;
  netPay: number;
  statedBalance: number;
}

/** Values of a note that are money, printed as amounts (the stored working's rupees). */
const moneyKeys = new Set<string>(settlementNoteMoney);

/**
 * A settlement's statement (issue #34 item 6), printable HTML in one of the four languages:
 * who and when, each line with how it is reached, the totals, what the employee owes, and
 * the due day (flagged when passed unpaid). Every value is escaped.
 */
export function renderStatement(row: StatementRow, language: Locale, today: string): string {
  const text = (english: DocumentText) => documentText(english, language);
  const locale = localeTags[language];
  const money = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const monthName = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const day = (key: string | null) =>
    key ? `${key.slice(8, 10)}/${key.slice(5, 7)}/${key.slice(0, 4)}` : '';
  const shown = (name: string, value: unknown): string => {
    if (typeof value !== 'number' && typeof value !== 'string') return '';
    if (name === 'month' && typeof value === 'string')
      return monthName.format(new Date(`${value}-01T00:00:00Z`));
    if (name === 'rate' && typeof value === 'number') return count.format(value * 100);
    if (typeof value === 'number') return moneyKeys.has(name) ? money.format(value) : count.format(value);
    return value;
  };
  const note = (entry: SettlementNote) =>
    documentText(
      noteText(entry),
      language,
      Object.fromEntries(Object.entries(entry).map(([name, value]) => [name, shown(name, value)])),
    );
  const h = {
    title: text('Full and final settlement'),
    employer: text('Employer'),
    employee: text('Employee'),
    joined: text('Joined'),
    left: text('Leaving date'),
    reason: text('Reason for leaving'),
    dueBy: text('Payment due by'),
    status: text('Status'),
    paidOn: text('Paid on'),
    earnings: text('Earnings'),
    deductions: text('Deductions'),
    amount: text('Amount'),
    details: text('How it is reached'),
    totalEarnings: text('Total earnings'),
    totalDeductions: text('Total deductions'),
    netPay: text('Net payable'),
    statedBalance: text('Owed by the employee (not deducted)'),
    late: text('Past the due day'),
  };
  const lineRows = (kind: SettlementLine['kind']) =>
    row.lines
      .filter((line) => line.kind === kind)
      .map(
        (line) => `<tr><td>${escapeHtml(text(lineTexts[line.code]))}</td>
          <td class="notes">${line.notes.map((entry) => escapeHtml(note(entry))).join('<br>')}</td>
          <td class="amount">${money.format(line.amount)}</td></tr>`,
      )
      .join('');
  const late = !row.paidDay && row.dueDay < today;
  const facts: [string, string][] = [
    [h.employer, row.business],
    [h.employee, `${row.employee} (${row.code})`],
    [h.joined, day(row.joiningDay)],
    [h.left, day(row.leavingDay)],
    [h.reason, row.leavingReason ?? ''],
    [h.dueBy, `${day(row.dueDay)}${late ? ` · ${h.late}` : ''}`],
    [h.status, text(statusTexts[row.status])],
    ...(row.paidDay ? [[h.paidOn, day(row.paidDay)] as [string, string]] : []),
  ];
  return `<!doctype html>
<html lang="${escapeHtml(locale)}"><head><meta charset="utf-8"><title>${escapeHtml(`${h.title} ${row.uconst}`)}</title>
<style>
  body { font-family: 'Noto Sans', 'Noto Sans Devanagari', 'Noto Sans Bengali', sans-serif; margin: 24px; color: #1f2937; }
  h1 { font-size: 20px; margin: 0 0 4px; } .ref { color: #6b7280; margin: 0 0 16px; }
  table { width: 100%; border-collapse: collapse; margin-bottom: 16px; }
  th, td { border: 1px solid #d1d5db; padding: 6px 8px; text-align: left; vertical-align: top; font-size: 13px; }
  th { background: #f3f4f6; } .amount { text-align: right; white-space: nowrap; } .notes { color: #4b5563; }
  .late { color: #b91c1c; font-weight: 600; } .total td { font-weight: 600; }
  @media print { body { margin: 0; } }
</style></head><body>
<h1>${escapeHtml(h.title)}</h1><p class="ref">${escapeHtml(row.uconst)}</p>
<table>${facts
    .map(
      ([label, value]) =>
        `<tr><th>${escapeHtml(label)}</th><td${label === h.dueBy && late ? ' class="late"' : ''}>${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>
<table><tr><th>${escapeHtml(h.earnings)}</th><th>${escapeHtml(h.details)}</th><th class="amount">${escapeHtml(h.amount)}</th></tr>
${lineRows('earning')}
<tr class="total"><td colspan="2">${escapeHtml(h.totalEarnings)}</td><td class="amount">${money.format(row.totalEarnings)}</td></tr></table>
<table><tr><th>${escapeHtml(h.deductions)}</th><th>${escapeHtml(h.details)}</th><th class="amount">${escapeHtml(h.amount)}</th></tr>
${lineRows('deduction')}
<tr class="total"><td colspan="2">${escapeHtml(h.totalDeductions)}</td><td class="amount">${money.format(row.totalDeductions)}</td></tr></table>
<table><tr class="total"><td>${escapeHtml(h.netPay)}</td><td class="amount">${money.format(row.netPay)}</td></tr>
<tr><td>${escapeHtml(h.statedBalance)}</td><td class="amount">${money.format(row.statedBalance)}</td></tr></table>
</body></html>`;
}
