import {
  type MonthArrears,
  type PayrollMonth,
  type PayslipLine,
  type PayslipTotals,
  previousMonth,
  roundAmount,
} from '@muster/payroll-rules';
import type { EpfChallan } from '@muster/protocol';

/** An approved payslip as the statutory files read it. */
export interface StatutoryPayslip {
  code: string;
  name: string;
  uan: string | null;
  esic_no: string | null;
  /** IST day `YYYY-MM-DD` the employee left; null while employed. */
  leaving_date: string | null;
  /** The ESI reason code of the employee's leaving reason (`leaving_reasons`); null when none is recorded. */
  esi_reason_code: number | null;
  totals: Partial<PayslipTotals>;
  lines: readonly PayslipLine[];
}

/**
 * A file's text (or base64 bytes), its rows, the payslips left out for a missing number, and
 * for the ECR the challan its members pay.
 */
export interface StatutoryFile {
  text: string;
  encoding: 'text' | 'base64';
  rows: number;
  missing: string[];
  challan?: EpfChallan;
  /** Beside a month's ECR, the arrear ECR of the arrears its payslips paid (none: absent). */
  arrear?: StatutoryFile;
  /** The ESI upload's payslips whose arrear contributions it cannot carry (`esiUploadRows`). */
  arrearsLeftOut?: string[];
}

/** A statutory line's amount of the month's own wages: arrears of earlier months go in the arrear ECR. */
export const amountOf = (payslip: Pick<StatutoryPayslip, 'lines'>, code: string) =>
  payslip.lines
    .filter((line) => line.code === code && line.source !== 'arrears')
    .reduce((sum, line) => sum + line.amount, 0);
const whole = (value: number | undefined) => String(Math.round(value ?? 0));
const arrearsEarnings = (payslip: StatutoryPayslip) =>
  payslip.lines
    .filter((line) => line.source === 'arrears' && line.kind === 'earning')
    .reduce((sum, line) => sum + line.amount, 0);
/** Separators never appear inside a value: a name holding one would shift every column after it. */
const clean = (text: string, separators: RegExp) => text.replace(separators, ' ').trim();

/**
 * The days a payslip paid anything, a half day included; a payslip written before this was
 * stored counts its payable days' part day as a day.
 */
export const daysPaid = (totals: Partial<PayslipTotals>): number =>
  totals.days_paid ?? Math.ceil(totals.payable_days ?? 0);

/**
 * The members of a month's ECR: each payslip with an EPF deduction and a UAN, in order; a
 * payslip with EPF and no UAN is named in `missing` (the portal takes no line without one).
 */
export function ecrMembers(payslips: readonly StatutoryPayslip[]): {
  members: StatutoryPayslip[];
  missing: string[];
} {
  const members: StatutoryPayslip[] = [];
  const missing: string[] = [];
  for (const payslip of payslips) {
    if (amountOf(payslip, 'EPF_EE') <= 0) continue;
    if (payslip.uan?.trim()) members.push(payslip);
    else missing.push(payslip.code);
  }
  return { members, missing };
}

/**
 * The EPF ECR 2.0 text file of a wage month (EPFO Unified Portal upload): one line per
 * member (`ecrMembers`), eleven fields separated by `#~#` — UAN, member name, gross
 * wages, EPF wages, EPS wages, EDLI wages, EPF contribution (employee), EPS contribution,
 * EPF-EPS difference (employer's EPF share), NCP days, refund of advances. Amounts in whole
 * rupees. NCP days are the days of the month without any wages: a half day paid is no NCP
 * day (31 days, 27.5 paid over 28 days: 3).
 */
export function epfEcr(payslips: readonly StatutoryPayslip[]): StatutoryFile {
  const { members, missing } = ecrMembers(payslips);
  const lines = members.map((payslip) => {
    const { totals } = payslip;
    const ncp = Math.max(0, (totals.days_in_month ?? 0) - daysPaid(totals));
    return [
      clean(payslip.uan ?? '', /#~#|\n/g),
      clean(payslip.name, /#~#|\n/g),
      // the month's own emoluments: arrears of earlier months are the arrear ECR's
      whole((totals.gross_pay ?? 0) - arrearsEarnings(payslip)),
      whole(totals.epf_wages),
      whole(totals.eps_wages),
      whole(totals.edli_wages),
      whole(amountOf(payslip, 'EPF_EE')),
      whole(amountOf(payslip, 'EPS_ER')),
      whole(amountOf(payslip, 'EPF_ER')),
      whole(ncp),
      '0',
    ].join('#~#');
  });
  return { text: lines.length ? `${lines.join('\n')}\n` : '', encoding: 'text', rows: lines.length, missing };
}

/**
 * The members of a month's arrear ECR: each payslip paying EPF arrears with a UAN, in order,
 * with the months its arrears are of; one paying them without a UAN is named in `missing`.
 */
export function arrearMembers(payslips: readonly StatutoryPayslip[]): {
  members: { payslip: StatutoryPayslip; months: MonthArrears[] }[];
  missing: string[];
} {
  const members: { payslip: StatutoryPayslip; months: MonthArrears[] }[] = [];
  const missing: string[] = [];
  for (const payslip of payslips) {
    const months = (payslip.totals.arrears ?? []).filter((month) => month.epf_employee > 0);
    if (!months.length) continue;
    if (payslip.uan?.trim()) members.push({ payslip, months });
    else missing.push(payslip.code);
  }
  return { members, missing };
}

/** One figure of a member's arrears, summed over the months they are of. */
export const arrearsSum = (
  months: readonly MonthArrears[],
  figure: keyof Omit<MonthArrears, 'month' | 'earnings'>,
) => months.reduce((total, month) => total + month[figure], 0);

/**
 * The EPFO arrear ECR of the arrears paid with a wage month's payslips (ECR 2.0's arrear
 * file: EPFO's ECR 2.0 FAQ, "the ECR monthly file format has 11 fields while the arrear file
 * has 8", no gross wages): one line per member of `arrearMembers`, eight fields
 * separated by `#~#` — UAN, member name, arrear EPF wages, arrear EPS wages, arrear EDLI
 * wages, arrear EPF (employee's share), arrear EPF (employer's share, the EPF-EPS difference),
 * arrear EPS share — each the sum over the months the arrears are of, whole rupees (the order
 * as checked in the payroll README "The arrear ECR").
 */
export function epfArrearEcr(payslips: readonly StatutoryPayslip[]): StatutoryFile {
  const { members, missing } = arrearMembers(payslips);
  const lines = members.map(({ payslip, months }) =>
    [
      clean(payslip.uan ?? '', /#~#|\n/g),
      clean(payslip.name, /#~#|\n/g),
      ...(['epf_wages', 'eps_wages', 'edli_wages', 'epf_employee', 'epf_employer', 'eps'] as const).map(
        (figure) => whole(arrearsSum(months, figure)),
      ),
    ].join('#~#'),
  );
  return { text: lines.length ? `${lines.join('\n')}\n` : '', encoding: 'text', rows: lines.length, missing };
}

/**
 * The ESIC portal's reason codes for zero or short days (monthly contribution upload
 * template's instructions): 0 without reason, 1 on leave, 2 left service, 3 retired,
 * 5 expired (deceased), 10 retrenchment; 2, 3, 5 and 10 need the last working day.
 */
export const esiReasonCodes = {
  none: 0,
  onLeave: 1,
  leftService: 2,
  retired: 3,
  deceased: 5,
  retrenched: 10,
} as const;

/** One row of the ESIC monthly contribution upload. */
export interface EsiUploadRow {
  ipNumber: string;
  name: string;
  /** Days wages were paid or payable for: a half day is a day. */
  days: number;
  /** The month's ESI wages, to the paise. */
  wages: number;
  reasonCode: number;
  /** `DD/MM/YYYY`, for a member who left in the month; empty otherwise. */
  lastWorkingDay: string;
}

/** The ESIC upload template's column headings, in order. */
export const esiUploadHeaders = [
  'IP Number',
  'IP Name',
  'No of Days for which wages paid/payable during the month',
  'Total Monthly Wages',
  'Reason Code for Zero workings days(numeric only; provide 0 for all other reasons- Click on the link for reference)',
  'Last Working Day( Format DD/MM/YYYY  or DD-MM-YYYY)',
] as const;

const ddmmyyyy = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** Whether a payslip's employee left within `month` (IST days). */
const leftIn = (payslip: StatutoryPayslip, month: { firstDay: string; lastDay: string }) =>
  payslip.leaving_date !== null &&
  payslip.leaving_date >= month.firstDay &&
  payslip.leaving_date <= month.lastDay;

/** A leaver's row of no paid day: the reason that removes the IP, and the last working day. */
const leaverRow = (payslip: StatutoryPayslip, ip: string): EsiUploadRow => ({
  ipNumber: ip,
  name: clean(payslip.name, /[\n\t]/g),
  days: 0,
  wages: 0,
  reasonCode: payslip.esi_reason_code ?? esiReasonCodes.leftService,
  lastWorkingDay: payslip.leaving_date ? ddmmyyyy(payslip.leaving_date) : '',
});

/**
 * The rows of the ESIC monthly contribution upload (its template's six columns), one per
 * ESI-covered payslip: the days paid as ESIC counts them, the wages to the paise, and on a row
 * of no paid day only (the template's instructions 5 and 6, settlements README) the reason
 * code — a member who left in the month, the leaving reason's (left service when none is
 * recorded) with the last working day; 'on leave' for a month spent on leave; 0 otherwise. A
 * member paid days in the month they left is reported with them and reason 0, and removed the
 * month after: `lastMonth`, the previous month's approved payslips, gives a row of no days
 * with the reason and the day for each covered one who left then after a paid day and has no
 * payslip now. A covered payslip without an IP number is named in `missing`; one paying ESI
 * arrears the upload cannot carry (not covered in the month paid, or no day paid: the portal
 * takes wages only on a covered IP's row with days) in `arrearsLeftOut`, for HR to pay them
 * outside the month's upload (payroll README "Arrears of a salary revision").
 */
export function esiUploadRows(
  payslips: readonly StatutoryPayslip[],
  month: PayrollMonth,
  lastMonth: readonly StatutoryPayslip[] = [],
): { rows: EsiUploadRow[]; missing: string[]; arrearsLeftOut: string[] } {
  const rows: EsiUploadRow[] = [];
  const missing: string[] = [];
  const arrearsLeftOut: string[] = [];
  for (const payslip of payslips) {
    const days = daysPaid(payslip.totals);
    const arrearWages = (payslip.totals.arrears ?? []).reduce((sum, owed) => sum + owed.esi_wages, 0);
    if (arrearWages > 0 && (!payslip.totals.esi_covered || days === 0)) arrearsLeftOut.push(payslip.code);
    if (!payslip.totals.esi_covered) continue;
    const ip = payslip.esic_no?.trim();
    if (!ip) {
      missing.push(payslip.code);
      continue;
    }
    // a leaver paid no day now (left in the month, or paid dues after leaving): removed now
    if (days === 0 && payslip.leaving_date !== null && payslip.leaving_date <= month.lastDay) {
      rows.push(leaverRow(payslip, ip));
      continue;
    }
    rows.push({
      ipNumber: ip,
      name: clean(payslip.name, /[\n\t]/g),
      days,
      // arrears paid this month are wages paid in it (ESI Act s. 2(22)); the portal takes no
      // wages on a row of no days, so a month of none reports only its own
      wages: days > 0 ? roundAmount((payslip.totals.esi_wages ?? 0) + arrearWages, 'paise') : 0,
      reasonCode:
        days === 0 && (payslip.totals.leave_days ?? 0) > 0 ? esiReasonCodes.onLeave : esiReasonCodes.none,
      lastWorkingDay: '',
    });
  }
  const now = new Set(payslips.map((payslip) => payslip.code));
  const previous = previousMonth(month);
  for (const payslip of lastMonth) {
    const ip = payslip.esic_no?.trim();
    if (!payslip.totals.esi_covered || !ip || now.has(payslip.code)) continue;
    if (daysPaid(payslip.totals) > 0 && leftIn(payslip, previous)) rows.push(leaverRow(payslip, ip));
  }
  return { rows, missing, arrearsLeftOut };
}
