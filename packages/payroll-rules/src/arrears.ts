import type { LineName } from './line-name.js';
import type { PayslipLine, PayslipTotals } from './payslip.js';
import type { MonthRules } from './rates.js';
import { roundAmount, statutoryRounding } from './rounding.js';

/** A month's payslip as arrears compare it: the one paid, or the one recomputed at the revised rate. */
export interface ComparedPayslip {
  lines: readonly PayslipLine[];
  totals: Pick<PayslipTotals, 'epf_wages' | 'eps_wages' | 'edli_wages' | 'esi_covered' | 'esi_wages'> &
    Partial<Pick<PayslipTotals, 'esi_employee_exempt'>>;
}

/**
 * The arrears of one month (payroll README "Arrears of a salary revision"): what its
 * payslip would have paid at the revised rate less what it paid, per earning payhead, and
 * the EPF and ESI due on that difference under the month's own rules. Whole-rupee wages as
 * the arrear ECR reports them; shares computed on them as the ECR computes a month's.
 */
export interface MonthArrears {
  /** The month they are arrears of, `YYYY-MM`. */
  month: string;
  earnings: { code: string; name: LineName; amount: number }[];
  epf_wages: number;
  eps_wages: number;
  edli_wages: number;
  epf_employee: number;
  eps: number;
  epf_employer: number;
  edli: number;
  esi_wages: number;
  esi_employee: number;
  esi_employer: number;
}

/** Why a month pays no arrears though a revision covers it (nothing silent). */
export type NoArrears = 'no_payslip' | 'not_approved' | 'lowers_pay';

const arrearsFigures = [
  'epf_wages',
  'eps_wages',
  'edli_wages',
  'epf_employee',
  'eps',
  'epf_employer',
  'edli',
  'esi_wages',
  'esi_employee',
  'esi_employer',
] as const;

/** A payslip's own earnings by payhead (arrears it paid for other months left out). */
function earningsOf(payslip: ComparedPayslip): Map<string, { name: LineName; amount: number }> {
  const earnings = new Map<string, { name: LineName; amount: number }>();
  for (const line of payslip.lines)
    if (line.kind === 'earning' && line.source === 'structure') {
      const found = earnings.get(line.code);
      earnings.set(line.code, { name: line.name, amount: (found?.amount ?? 0) + line.amount });
    }
  return earnings;
}

/**
 * One month's arrears: `paid` is its approved payslip, `revised` the same month recomputed
 * with its own rules and attendance at the revised rate (ESI coverage as it was: arrears do
 * not decide coverage, ESI Act s. 2(9) proviso), `settled` arrears of this month already
 * paid on other payslips. A month whose earnings would fall pays nothing back (no recovery
 * from wages is made for a revision): `lowers_pay`.
 *
 * - Earnings: the difference per structure earning payhead, to the paise.
 * - EPF (EPF Scheme para 2(f) "basic wages" earned, para 29 contributions on them; EPFO's
 *   arrear ECR): arrear EPF, EPS and EDLI wages are the revised month's whole-rupee wages
 *   less the paid month's, so the month's ceiling and the EPS age limit apply as they did;
 *   the shares are 12% (employee), 8.33% (EPS), 12% less EPS (employer) and 0.5% (EDLI) of
 *   them, each rounded to the rupee.
 * - ESI (ESI Act s. 2(22), s. 39): on the month's arrear ESI wages only if the month was
 *   covered and is not before the month the revision was announced (`announced`, `YYYY-MM`:
 *   ESIC's Revenue Manual, contributions on arrears of wages — a rise declared with
 *   retrospective effect owes contributions from the month it is announced, none on arrears
 *   of the months before it), its employee share none where the revised month's daily wage
 *   is still exempt (r. 50), each rounded up to the rupee (r. 51).
 */
export function arrearsOfMonth(
  month: string,
  paid: ComparedPayslip,
  revised: ComparedPayslip,
  rules: MonthRules,
  settled: readonly MonthArrears[],
  announced: string,
): MonthArrears | NoArrears {
  const before = earningsOf(paid);
  const after = earningsOf(revised);
  const alreadyPaid = (code: string) =>
    settled
      .flatMap((arrears) => arrears.earnings)
      .reduce((sum, e) => sum + (e.code === code ? e.amount : 0), 0);
  const earnings = [...new Set([...after.keys(), ...before.keys()])]
    .map((code) => ({
      code,
      name: after.get(code)?.name ?? before.get(code)?.name ?? code,
      amount: roundAmount(
        (after.get(code)?.amount ?? 0) - (before.get(code)?.amount ?? 0) - alreadyPaid(code),
        'paise',
      ),
    }))
    .filter((earning) => earning.amount !== 0);
  const total = roundAmount(
    earnings.reduce((sum, earning) => sum + earning.amount, 0),
    'paise',
  );
  if (total < 0) return 'lowers_pay';
  const settledOf = (figure: (typeof arrearsFigures)[number]) =>
    settled.reduce((sum, arrears) => sum + arrears[figure], 0);
  const wagesOf = (figure: 'epf_wages' | 'eps_wages' | 'edli_wages') =>
    Math.max(0, revised.totals[figure] - paid.totals[figure] - settledOf(figure));
  const epfWages = wagesOf('epf_wages');
  const epsWages = wagesOf('eps_wages');
  const edliWages = wagesOf('edli_wages');
  const eps = roundAmount(epsWages * rules.epf.epsRate, statutoryRounding.EPS_ER);
  const esiWages =
    paid.totals.esi_covered && month >= announced
      ? Math.max(
          0,
          roundAmount(revised.totals.esi_wages - paid.totals.esi_wages - settledOf('esi_wages'), 'paise'),
        )
      : 0;
  return {
    month,
    earnings,
    epf_wages: epfWages,
    eps_wages: epsWages,
    edli_wages: edliWages,
    epf_employee: roundAmount(epfWages * rules.epf.employeeRate, statutoryRounding.EPF_EE),
    eps,
    epf_employer:
      roundAmount(epfWages * (rules.epf.employerRate + rules.epf.epsRate), statutoryRounding.EPF_ER) - eps,
    edli: roundAmount(edliWages * rules.epf.edliRate, statutoryRounding.EDLI_ER),
    esi_wages: esiWages,
    esi_employee: revised.totals.esi_employee_exempt
      ? 0
      : roundAmount(esiWages * rules.esi.employeeRate, statutoryRounding.ESI_EE),
    esi_employer: roundAmount(esiWages * rules.esi.employerRate, statutoryRounding.ESI_ER),
  };
}

/** Whether a month's arrears pay anything (a month recomputed to the same pay pays none). */
export const paysArrears = (arrears: MonthArrears): boolean =>
  arrears.earnings.length > 0 || arrearsFigures.some((figure) => arrears[figure] !== 0);
