import { localeTags, translateDisplayWord } from '@muster/protocol';
import { escapeHtml } from '../../payroll/document/template.js';
import type { SettlementLine, SettlementNote } from '../rules/full-and-final.js';
import { type NoteText, type StatementLabels, type StatementLanguage, statementLabels } from './labels.js';

/** One settlement as its statement prints it (`./load.ts` reads it). */
export interface StatementRow {
  uconst: string;
  business: string;
  employee: string;
  code: string;
  joiningDay: string | null;
  leavingDay: string;
  /** `employees.leaving_reason`'s label (`Left service`), translated by protocol's display words. */
  leavingReason: string | null;
  dueDay: string;
  status: keyof StatementLabels['statuses'];
  paidDay: string | null;
  lines: SettlementLine[];
  totalEarnings: number;
  totalDeductions: number;
  netPay: number;
  statedBalance: number;
}

/** Values of a note that are money, printed as amounts. */
const moneyKeys = new Set([
  'netPay',
  'dayRate',
  'bonusWages',
  'taxableIncome',
  'annualTax',
  'tdsBefore',
  'exempt',
  'amount',
]);

const noteText = (note: SettlementNote): NoteText => {
  if (note.code === 'bonus_not_eligible')
    return note.refusal === 'wage_over_limit' ? 'bonus_over_limit' : 'bonus_too_few_days';
  if (note.code === 'notice_shortfall')
    return note.givenBy === 'employer' ? 'notice_by_employer' : 'notice_by_employee';
  return note.code;
};

/**
 * A settlement's statement (issue #34 item 6), printable HTML in one of the four languages:
 * who and when, each line with how it is reached, the totals, what the employee owes, and
 * the due day (flagged when passed unpaid). Every value is escaped.
 */
export function renderStatement(row: StatementRow, language: StatementLanguage, today: string): string {
  const labels = statementLabels[language];
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
  const note = (entry: SettlementNote) => {
    const values: Record<string, unknown> = entry;
    return labels.notes[noteText(entry)].replace(/\{(\w+)\}/g, (_, name: string) =>
      shown(name, values[name]),
    );
  };
  const h = labels.headings;
  const lineRows = (kind: SettlementLine['kind']) =>
    row.lines
      .filter((line) => line.kind === kind)
      .map(
        (line) => `<tr><td>${escapeHtml(labels.lines[line.code])}</td>
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
    [h.reason, row.leavingReason ? translateDisplayWord(row.leavingReason, language) : ''],
    [h.dueBy, `${day(row.dueDay)}${late ? ` · ${h.late}` : ''}`],
    [h.status, labels.statuses[row.status]],
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
