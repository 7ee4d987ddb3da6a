// Live pay (issue #32 item 4): the time to recompute one employee's projected pay after a
// cell edit, against the bare payslip call in the same run. Prints one JSON line per figure.
// Run from the repository root:
//   pnpm run typecheck && node tests/bench/live-pay/bench.mjs
import {
  compileStructure,
  computePayslip,
  groupDays,
  incomeTaxYear,
  monthRules,
  payrollMonthOfKey,
  payslipAttendance,
  projectedDay,
  projectPay,
} from '@muster/payroll-rules';
import { incomeTaxRates, incomeTaxSalaryDeductions } from '@muster/payroll-rules/income-tax-rates';
import { codesDeductionRates, codesRate, nationalRates } from '@muster/payroll-rules/testing';
import { payheads, professionalTaxSlabs } from '../../../apps/server/dist/app/seed/organisation-data.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 2000);
const month = '2026-11';
const today = '2026-11-20';
const grossRate = 24_000;

// ---- one demo worker's inputs, as txn_payslips_inputs answers them ----------------------
// the seed names its payheads' types as plain strings; the structure's defaults complete them
const structurePayheads = /** @type {import('@muster/payroll-rules').PayheadDefinition[]} */ (
  payheads.map((payhead, at) => ({
    sequence: at + 1,
    amount: null,
    prorate: true,
    rounding: 'nearest',
    wage_component: false,
    ...payhead,
  }))
);
// the demo's structure, the national rates under the labour codes, the seeded income-tax rows, West Bengal's PT slabs,
// a loan and an adjustment: every rule of a payslip has work to do
/** @type {import('@muster/payroll-rules').PayslipInputs} */
const inputs = {
  employees_id: 'bench',
  month,
  timeZone: 'Asia/Kolkata',
  grossRate,
  employee: {
    stateId: 'WB',
    gender: 'male',
    coveredEarlierInPeriod: false,
    epf: { birthDate: '1990-05-05', epsExcluded: false, higherEpfWages: false, higherEpsWages: false },
  },
  payheads: structurePayheads,
  rates: [...nationalRates, codesRate, ...codesDeductionRates],
  slabs: professionalTaxSlabs.WB.map(([minGross, maxGross, amount]) => ({
    states_id: 'WB',
    from: '2024-04-01',
    until: null,
    minGross,
    maxGross,
    amount,
    month: null,
    gender: null,
  })),
  loans: [{ id: 'loan', principal: 10_000, emi: 1_000, repaidBefore: 3_000 }],
  adjustments: [
    {
      id: 'bonus',
      adjustment_type: 'addition',
      kind: 'incentive',
      arrears_month: null,
      amount: 500,
      reason: 'Festival',
    },
  ],
  carried: [],
  incomeTax: {
    rates: [...incomeTaxRates, ...incomeTaxSalaryDeductions],
    regime: 'new',
    salaryBefore: 120_000,
    tdsBefore: 0,
    professionalTaxBefore: 1_300,
    providentFundBefore: 8_640,
  },
  minimumWage: { rates: [], states_id: 'WB', zone: null, skill: null },
  payslipApproved: false,
};

// ---- the screen's month: 20 days so far, a weekly off each week, approved up to the 15th ----
const dayOf = (date) => `${month}-${String(date).padStart(2, '0')}`;
/** @returns {Parameters<typeof projectedDay>[1]} */
const figures = (date) =>
  date % 7 === 0
    ? { code: 'WO', overtimeMinutes: 0, differenceMinutes: 0, payableDays: 1 }
    : {
        code: 'P',
        overtimeMinutes: date % 5 === 0 ? 60 : 0,
        differenceMinutes: -(date % 3) * 10,
        payableDays: 1,
      };
const stored = Array.from({ length: 20 }, (_, at) => ({
  date: dayOf(at + 1),
  figures: figures(at + 1),
  status: at < 15 ? 'final_approved' : null,
}));

/**
 * One cell edit: the nth day made absent (or present again), as the register's rows carry it.
 * @returns {typeof stored}
 */
const edited = (n) =>
  stored.map((row, at) =>
    at === n % stored.length
      ? {
          ...row,
          figures: { ...row.figures, code: n % 2 ? 'A' : 'P', payableDays: n % 2 ? 0 : 1 },
          status: null,
        }
      : row,
  );

// ---- what the screen runs after an edit: its rows as live pay reads them, then the projection
const afterEdit = (n) =>
  projectPay(
    inputs,
    edited(n).flatMap((row) => projectedDay(row.date, row.figures, row.status) ?? []),
    today,
  );

// ---- the floor: the bare payslip on inputs prepared once (structure compiled, month rules read)
const payrollMonth = payrollMonthOfKey(month);
const check = compileStructure(structurePayheads);
if (!check.ok) throw new Error(check.problems.join('; '));
const prepared = {
  month: payrollMonth,
  rules: monthRules(inputs.rates, payrollMonth),
  rates: inputs.rates,
  slabs: inputs.slabs,
  structure: check.structure,
  employee: { ...inputs.employee, grossRate },
  loans: inputs.loans,
  adjustments: inputs.adjustments,
  carried: inputs.carried,
  incomeTax: {
    year: incomeTaxYear(inputs.incomeTax.rates, 'new', '2026-04-01'),
    salaryBefore: inputs.incomeTax.salaryBefore,
    tdsBefore: inputs.incomeTax.tdsBefore,
    professionalTaxBefore: inputs.incomeTax.professionalTaxBefore,
    providentFundBefore: inputs.incomeTax.providentFundBefore,
  },
};
const floor = (n) =>
  computePayslip({
    ...prepared,
    attendance: payslipAttendance(
      groupDays(edited(n).flatMap((row) => projectedDay(row.date, row.figures, row.status) ?? [])),
      payrollMonth,
    ),
  });

// the two agree: the projection is the payslip
const [projected, bare] = [afterEdit(3).payslip, floor(3)];
if (projected?.totals.net_pay !== bare.totals.net_pay)
  throw new Error('the projection and the payslip disagree');

function measure(name, run) {
  for (let n = 0; n < RUNS / 4; n += 1) run(n);
  const times = [];
  for (let n = 0; n < RUNS; n += 1) {
    const start = performance.now();
    run(n);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (share) => times[Math.min(times.length - 1, Math.floor(times.length * share))];
  for (const [figure, value] of [
    ['p50_ms', at(0.5)],
    ['p95_ms', at(0.95)],
    ['max_ms', times.at(-1)],
  ])
    console.log(JSON.stringify({ bench: 'live-pay', case: name, figure, value: Number(value.toFixed(4)) }));
}

console.log(
  JSON.stringify({
    bench: 'live-pay',
    net_pay: projected?.totals.net_pay,
    lines: projected?.lines.length,
    runs: RUNS,
    node: process.version,
  }),
);
measure('recompute after a cell edit (projectPay)', afterEdit);
measure('floor: bare computePayslip', floor);
