import type { PayslipLine, PayslipTotals } from '../rules/index.js';

/** An approved payslip as the statutory files read it. */
export interface StatutoryPayslip {
  code: string;
  name: string;
  uan: string | null;
  esic_no: string | null;
  totals: Partial<PayslipTotals>;
  lines: readonly PayslipLine[];
}

const amountOf = (payslip: StatutoryPayslip, code: string) =>
  payslip.lines.filter((line) => line.code === code).reduce((sum, line) => sum + line.amount, 0);
const whole = (value: number | undefined) => String(Math.round(value ?? 0));
/** Separators never appear inside a value: a name holding one would shift every column after it. */
const clean = (text: string, separators: RegExp) => text.replace(separators, ' ').trim();

/**
 * The EPF ECR 2.0 text file of a wage month (EPFO Unified Portal upload): one line per
 * member with an EPF deduction, eleven fields separated by `#~#` — UAN, member name, gross
 * wages, EPF wages, EPS wages, EDLI wages, EPF contribution (employee), EPS contribution,
 * EPF-EPS difference (employer's EPF share), NCP days (days not paid), refund of advances.
 * Amounts in whole rupees. A payslip without a UAN is left out and named in `missing`.
 */
export function epfEcr(payslips: readonly StatutoryPayslip[]): {
  text: string;
  rows: number;
  missing: string[];
} {
  const lines: string[] = [];
  const missing: string[] = [];
  for (const payslip of payslips) {
    const employee = amountOf(payslip, 'EPF_EE');
    if (employee <= 0) continue;
    const uan = payslip.uan?.trim();
    if (!uan) {
      missing.push(payslip.code);
      continue;
    }
    const { totals } = payslip;
    const ncp = Math.max(0, (totals.days_in_month ?? 0) - (totals.payable_days ?? 0));
    lines.push(
      [
        clean(uan, /#~#|\n/g),
        clean(payslip.name, /#~#|\n/g),
        whole(totals.gross_pay),
        whole(totals.epf_wages),
        whole(totals.eps_wages),
        whole(totals.edli_wages),
        whole(employee),
        whole(amountOf(payslip, 'EPS_ER')),
        whole(amountOf(payslip, 'EPF_ER')),
        whole(ncp),
        '0',
      ].join('#~#'),
    );
  }
  return { text: lines.length ? `${lines.join('\n')}\n` : '', rows: lines.length, missing };
}

const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * The ESI monthly contribution sheet (ESIC portal's upload columns): IP number, IP name,
 * days paid, total monthly wages, reason code for zero days (0: the portal's code for every
 * other case) and last working day (blank), as CSV, one row per ESI-covered payslip, then
 * the employee's and employer's contributions this product computed, for checking.
 */
export function esiSheet(payslips: readonly StatutoryPayslip[]): {
  text: string;
  rows: number;
  missing: string[];
} {
  const header = [
    'IP Number',
    'IP Name',
    'No of Days for which wages paid/payable during the month',
    'Total Monthly Wages',
    'Reason Code for Zero workings days',
    'Last Working Day',
    'Employee Contribution',
    'Employer Contribution',
  ];
  const rows: string[] = [];
  const missing: string[] = [];
  for (const payslip of payslips) {
    if (!payslip.totals.esi_covered) continue;
    const ip = payslip.esic_no?.trim();
    if (!ip) {
      missing.push(payslip.code);
      continue;
    }
    rows.push(
      [
        ip,
        clean(payslip.name, /\n/g),
        whole(payslip.totals.payable_days),
        whole(payslip.totals.esi_wages),
        '0',
        '',
        whole(amountOf(payslip, 'ESI_EE')),
        whole(amountOf(payslip, 'ESI_ER')),
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return { text: `${[header.join(','), ...rows].join('\n')}\n`, rows: rows.length, missing };
}
