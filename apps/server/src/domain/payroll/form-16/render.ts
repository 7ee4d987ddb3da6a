import { type Locale, localeTags } from '@muster/protocol';
import { inEachLanguage } from '../document/messages.js';
import { escapeHtml } from '../document/template.js';
import type { Form16Parties } from './load.js';
import type { Form16PartB } from './rules/part-b.js';

const form16Texts = inEachLanguage({
  title: 'Form No. 16, Part B',
  certificate:
    'Certificate under section 203 of the Income-tax Act, 1961 for tax deducted at source on salary',
  details: 'Details of salary paid and tax deducted',
  financialYear: 'Financial year',
  assessmentYear: 'Assessment year',
  employer: 'Employer',
  employerAddress: 'Address of the employer',
  tan: 'TAN of the deductor',
  employerPan: 'PAN of the deductor',
  employee: 'Employee',
  code: 'Code',
  pan: 'PAN of the employee',
  designation: 'Designation of the employee',
  months: 'Months paid',
  optingOut: 'Whether opting out of taxation under section 115BAC',
  yes: 'Yes',
  no: 'No',
  amount: 'Amount',
  grossSalary: 'Gross salary: salary as per section 17(1)',
  exemptAllowances: 'Less: allowances exempt under section 10',
  hraExemption: 'Of which: house rent allowance exempt under section 10(13A)',
  salaryAfterExemptions: 'Total salary received from the employer',
  previousSalary: 'Salary from a previous employer of the year (section 192(2))',
  standardDeduction: 'Standard deduction under section 16(ia)',
  professionalTax: 'Tax on employment under section 16(iii)',
  incomeFromSalary: 'Income chargeable under the head "Salaries"',
  chapterVIA: 'Deductions under Chapter VI-A',
  chapterVIASection: 'Section {{section}}: deductible of {{gross}} claimed',
  totalIncome: 'Total taxable income',
  taxOnIncome: 'Tax on total income',
  rebate87A: 'Rebate under section 87A',
  surcharge: 'Surcharge, where applicable',
  cess: 'Health and education cess',
  relief89: 'Relief under section 89',
  taxPayable: 'Net tax payable',
  tdsDeducted: 'Tax deducted at source from the payslips',
  previousTds: 'Tax deducted by a previous employer of the year',
  balance: 'Tax still payable (refundable if negative)',
  reliefNote: 'Relief under section 89 is not computed: no claim for it (Form 10E) is recorded',
  sourceNote:
    "Figures from the approved payslips of the year; the tax is computed on the year's salary with the figures of the regime in force",
});

/** Part B's rows in the form's order, each a figure of `Form16PartB`. */
const rows = [
  'grossSalary',
  'exemptAllowances',
  'hraExemption',
  'salaryAfterExemptions',
  'previousSalary',
  'standardDeduction',
  'professionalTax',
  'incomeFromSalary',
  'chapterVIA',
  'totalIncome',
  'taxOnIncome',
  'rebate87A',
  'surcharge',
  'cess',
  'relief89',
  'taxPayable',
  'tdsDeducted',
  'previousTds',
  'balance',
] as const satisfies readonly (keyof Form16PartB & keyof (typeof form16Texts)['eng'])[];

/** A loctext (or plain text) in a language, English where it has none. */
const inLanguage = (value: Record<string, string> | string | null, language: Locale) =>
  value === null ? '' : typeof value === 'string' ? value : (value[language] ?? value.eng ?? '');

/**
 * Form 16 Part B of one employee and financial year as printable HTML in one of the four
 * languages (issue #34 item 2): the parties, the year, each figure of the form in its order,
 * and what is not computed. Every value is escaped.
 */
export function renderForm16(
  parties: Form16Parties,
  partB: Form16PartB,
  startYear: number,
  language: Locale,
): { title: string; fileName: string; html: string } {
  const t = form16Texts[language];
  const locale = localeTags[language];
  const money = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const monthName = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const name = [parties.names.first, parties.names.middle, parties.names.last]
    .map((part) => inLanguage(part, language))
    .filter(Boolean)
    .join(' ');
  const year = `${startYear}-${String(startYear + 1).slice(2)}`;
  const assessment = `${startYear + 1}-${String(startYear + 2).slice(2)}`;
  const months = partB.months.map((key) => monthName.format(new Date(`${key}-01T00:00:00Z`))).join(', ');
  const fact = (label: string, value: string) =>
    `<tr><th>${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`;
  const row = (label: string, paise: number) =>
    `<tr><td>${escapeHtml(label)}</td><td class="amount">${escapeHtml(money.format(paise / 100))}</td></tr>`;
  // a previous employer's rows and the HRA exempt only where declared; each Chapter VI-A
  // section under its total
  const figures = rows
    .filter(
      (key) =>
        !(key === 'previousSalary' || key === 'previousTds' || key === 'hraExemption') || partB[key] !== 0,
    )
    .flatMap((key) => [
      row(t[key], partB[key]),
      ...(key === 'chapterVIA'
        ? partB.chapterVIALines.map((line) =>
            row(
              t.chapterVIASection
                .replace('{{section}}', line.section)
                .replace('{{gross}}', money.format(line.gross / 100)),
              line.deductible,
            ),
          )
        : []),
    ])
    .join('\n');
  const title = `${t.title} ${name} ${year}`;
  const html = `<!doctype html>
<html lang="${escapeHtml(locale)}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>
body { font-family: 'Noto Sans', 'Noto Sans Devanagari', 'Noto Sans Bengali', sans-serif; font-size: 12px; margin: 24px; }
h1 { font-size: 18px; margin: 0; } h2 { font-size: 13px; font-weight: normal; margin: 4px 0 16px; }
table { border-collapse: collapse; width: 100%; margin-bottom: 16px; }
th, td { border: 1px solid #999; padding: 4px 6px; text-align: left; vertical-align: top; }
th { width: 40%; font-weight: 600; } td.amount { text-align: right; white-space: nowrap; }
p.note { color: #444; margin: 4px 0; }
</style></head><body>
<h1>${escapeHtml(t.title)}</h1>
<h2>${escapeHtml(t.certificate)}</h2>
<table>
${fact(t.employer, parties.employer)}
${fact(t.employerAddress, parties.employerAddress)}
${fact(t.tan, parties.tan ?? '')}
${fact(t.employerPan, parties.employerPan ?? '')}
${fact(t.employee, name)}
${fact(t.code, parties.code)}
${fact(t.designation, inLanguage(parties.designation, language))}
${fact(t.pan, parties.pan ?? '')}
${fact(t.financialYear, year)}
${fact(t.assessmentYear, assessment)}
${fact(t.months, months)}
${fact(t.optingOut, partB.regime === 'old' ? t.yes : t.no)}
</table>
<h2>${escapeHtml(t.details)}</h2>
<table>
<tr><th>${escapeHtml(t.details)}</th><th class="amount">${escapeHtml(t.amount)}</th></tr>
${figures}
</table>
<p class="note">${escapeHtml(t.sourceNote)}</p>
<p class="note">${escapeHtml(t.reliefNote)}</p>
</body></html>`;
  return { title, fileName: `Form16-${parties.code}-${year}.pdf`, html };
}
