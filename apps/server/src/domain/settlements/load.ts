import {
  type BonusMonth,
  type DatedRate,
  defaultTaxRegime,
  incomeTaxYear,
  nextMonth,
  paiseOf,
  payrollMonth,
  payrollMonthOf,
} from '@muster/payroll-rules';
import { addDays, businessDayKey, businessDayStart, financialYearOf } from '@muster/protocol';
import { type Kysely, sql, type Transaction } from 'kysely';
import { zoneColumnSql } from '../../engine/query/index.js';
import type { Database } from '../../platform/db/schema.js';
import { balanceOn } from '../leaves/quota/rules.js';
import { isApplicable } from '../leaves/rules/day-rules.js';
import { loadLeaveEmployee, loadLeaveTypes, loadTakenDays } from '../leaves/store.js';
import { loadHraMonths, loadIncomeTaxRates, loadTaxYears } from '../payroll/load/income-tax.js';
import { loadRates } from '../payroll/load/statutory.js';
import type { EncashmentWages, LeaveCredit, SettlementInput } from './rules/full-and-final.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The leaver as the settlement reads it. */
export interface Leaver {
  id: string;
  partnersId: string;
  code: string;
  joiningDay: string;
  leavingDay: string;
  /** The code of the employee's leaving reason (`leaving_reasons`), null when none is recorded. */
  leavingReason: string | null;
  grossRate: number;
  weeklyOff: number | null;
  /** The business's time zone (partners.time_zone): the leaver's days and months are its. */
  timeZone: string;
}

/** What HR enters on the settlement itself (its form), read again on each computation. */
export interface SettlementTerms {
  noticePeriodDays: number;
  noticeServedDays: number;
  noticeGivenBy: 'employer' | 'employee';
  fixedTerm: boolean;
}

/** The weekly off of an employee with none recorded: Sunday (protocol's `weekdayOf`, Monday 0), the employees form's default. */
const defaultWeeklyOff = 6;

export async function loadLeaver(db: Db, employeeId: string): Promise<Leaver | null> {
  const rows = await sql<{
    id: string;
    partners_id: string;
    code: string;
    joining_date: Date | null;
    leaving_date: Date | null;
    leaving_reason: string | null;
    gross_salary: string | null;
    weekly_off: number | null;
    time_zone: string;
  }>`select e.id, e.partners_id, e.code, e.joining_date, e.leaving_date, r.code as leaving_reason,
      e.gross_salary::text as gross_salary, e.weekly_off, ${zoneColumnSql('b.time_zone')} as time_zone
    from employees e left join leaving_reasons r on r.id = e.leaving_reasons_id
      left join partners b on b.id = e.partners_id
    where e.id = ${employeeId} and not e.deleted`.execute(db);
  const [row] = rows.rows;
  if (!row?.leaving_date) return null;
  const leavingDay = businessDayKey(row.leaving_date.getTime(), row.time_zone);
  return {
    id: row.id,
    partnersId: row.partners_id,
    code: row.code,
    joiningDay: row.joining_date ? businessDayKey(row.joining_date.getTime(), row.time_zone) : leavingDay,
    leavingDay,
    leavingReason: row.leaving_reason,
    grossRate: Number(row.gross_salary ?? 0),
    weeklyOff: row.weekly_off,
    timeZone: row.time_zone,
  };
}

/** Each encashable leave type's balance on the leaving day (the quota the calendar shows). */
async function loadLeaveCredits(db: Db, leaver: Leaver): Promise<LeaveCredit[]> {
  const [employee, types, encashable] = await Promise.all([
    loadLeaveEmployee(db, leaver.id),
    loadLeaveTypes(db),
    sql<{ id: string; encashment_wages: EncashmentWages }>`select id, encashment_wages from leave_types
      where not deleted and encashment_wages in ('wages', 'gross')`.execute(db),
  ]);
  if (!employee) return [];
  const wagesOf = new Map(encashable.rows.map((row) => [row.id, row.encashment_wages]));
  const taken = await loadTakenDays(db, employee, `${employee.firstYear}-01-01`);
  return types.flatMap((type) => {
    const wages = wagesOf.get(type.id);
    if (!wages || !isApplicable(type, employee)) return [];
    const own = taken.filter((day) => day.leaveTypesId === type.id);
    const { yearLeft } = balanceOn(leaver.leavingDay, type.rules, own, employee.firstYear);
    return [{ code: type.code, days: yearLeft, wages }];
  });
}

interface PayslipRow {
  month: Date;
  payable_days: number;
  days_in_month: number;
  pf_wages: number;
  net_pay: number;
  taxable_salary: number;
  tds: number;
  pt: number;
  pf: number;
  /** The employer's pension contribution (structure line `NPS_ER`) and basic + DA (`BASIC`, `DA`): s. 80CCD(2). */
  nps: number;
  basic_da: number;
}

/** The employee's payslips from the accounting year's April (bonus) to the leaving month. */
async function loadPayslips(db: Db, employeeId: string, from: Date): Promise<PayslipRow[]> {
  const rows = await sql<PayslipRow>`
    select p.payroll_month as month, coalesce(p.payable_days, 0)::float8 as payable_days,
      coalesce((p.aggregate_pay_details ->> 'days_in_month')::numeric, 30)::float8 as days_in_month,
      coalesce((p.aggregate_pay_details ->> 'pf_wages')::numeric, 0)::float8 as pf_wages,
      coalesce(p.net_pay, 0)::float8 as net_pay,
      coalesce((p.aggregate_pay_details ->> 'taxable_salary')::numeric, p.gross_pay, 0)::float8 as taxable_salary,
      coalesce(l.tds, 0)::float8 as tds, coalesce(l.pt, 0)::float8 as pt, coalesce(l.pf, 0)::float8 as pf,
      coalesce(l.nps, 0)::float8 as nps, coalesce(l.basic_da, 0)::float8 as basic_da
    from payslips p left join lateral (
      select sum(amount) filter (where code = 'TDS') as tds, sum(amount) filter (where code = 'PT') as pt,
        sum(amount) filter (where code = 'EPF_EE') as pf,
        sum(amount) filter (where source = 'structure' and code = 'NPS_ER') as nps,
        sum(amount) filter (where source = 'structure' and code in ('BASIC', 'DA')) as basic_da
      from (select line ->> 'code' as code, line ->> 'source' as source, (line ->> 'amount')::numeric as amount
        from jsonb_array_elements(case when jsonb_typeof(p.itemized_pay_details) = 'array'
          then p.itemized_pay_details else '[]'::jsonb end) as line) as lines) as l on true
    where p.employees_id = ${employeeId} and not p.deleted and p.payroll_month >= ${from}
    order by p.payroll_month`.execute(db);
  return rows.rows;
}

/** A month's wages brought to the full month's rate; null for a payslip paying no day. */
const wageRateOf = (slip: PayslipRow) =>
  slip.payable_days > 0 ? (slip.pf_wages * slip.days_in_month) / slip.payable_days : null;

/** Holidays of the employee's site or state (or everyone's) in the weeks after the leaving day. */
async function loadHolidaysAfter(db: Db, leaver: Leaver): Promise<string[]> {
  const rows = await sql<{ holiday_date: Date }>`
    select h.holiday_date from employees e left join sites s on s.id = e.sites_id
      join holidays h on h.sites_id = e.sites_id or (h.sites_id is null and (h.states_id is null or h.states_id = s.states_id))
    where e.id = ${leaver.id} and not h.deleted and not coalesce(h.optional_holiday, false)
      and h.holiday_date > ${new Date(businessDayStart(leaver.leavingDay, leaver.timeZone))}
      and h.holiday_date <= ${new Date(businessDayStart(addDays(leaver.leavingDay, 31), leaver.timeZone))}`.execute(
    db,
  );
  // a holiday is stored at its day's start in the business's zone, as the leaving day is named
  return rows.rows.map((row) => businessDayKey(row.holiday_date.getTime(), leaver.timeZone));
}

/**
 * Every input of one leaver's settlement, read in a few statements: the leave balances,
 * the payslips of the accounting year (bonus, wages, tax), loans, the year's tax regime
 * and figures, holidays; and the statutory rows. The rule itself is `rules/full-and-final.ts`.
 */
export async function loadSettlementInput(
  db: Db,
  leaver: Leaver,
  terms: SettlementTerms,
): Promise<{ input: SettlementInput; rates: DatedRate[] }> {
  const leavingMonth = payrollMonthOf(
    new Date(businessDayStart(leaver.leavingDay, leaver.timeZone)),
    leaver.timeZone,
  );
  const year = financialYearOf(leaver.leavingDay);
  const [rates, taxRates, taxYears, leave, slips, loans, holidays] = await Promise.all([
    loadRates(db),
    loadIncomeTaxRates(db),
    loadTaxYears(db, [leaver.id], leavingMonth),
    loadLeaveCredits(db, leaver),
    loadPayslips(db, leaver.id, payrollMonth(year.startYear, 4, leaver.timeZone).start),
    sql<{ id: string; outstanding: number }>`select id,
        greatest(0, coalesce(principal, 0) - coalesce(repaid_amount, 0))::float8 as outstanding
      from loans where employees_id = ${leaver.id} and not deleted and coalesce(status, 'active') <> 'repaid'
      order by loan_date, id`.execute(db),
    loadHolidaysAfter(db, leaver),
  ]);
  const leavingSlip = slips.find((slip) => slip.month.getTime() === leavingMonth.start.getTime());
  const paying = slips.filter((slip) => wageRateOf(slip) !== null);
  const latest = paying.at(-1);
  const bonusMonths: BonusMonth[] = paying.map((slip) => ({
    month: payrollMonthOf(slip.month, leaver.timeZone),
    wages: slip.pf_wages,
    wageRate: wageRateOf(slip) ?? 0,
    daysWorked: slip.payable_days,
    minimumWage: null,
  }));
  const soFar = taxYears.get(leaver.id);
  // s. 10(13A): the year's HRA months to the leaving month's payslip, where rent is declared
  const hraMonths = soFar?.declared?.rents?.length
    ? (
        await loadHraMonths(
          db,
          [leaver.id],
          payrollMonth(year.startYear, 4, leaver.timeZone).start,
          nextMonth(leavingMonth).start,
        )
      ).rows
    : [];
  // the leaving month's payslip is part of the year's salary too (loadTaxYears stops before the month)
  const slipOf = (field: 'taxable_salary' | 'tds' | 'pt' | 'pf' | 'nps' | 'basic_da') =>
    leavingSlip?.[field] ?? 0;
  // s. 80CCD(2): the year's employer contribution, the leaving month's payslip's too
  const npsBefore = soFar?.employerNpsBefore;
  const employerNps = (npsBefore?.contribution ?? 0) + slipOf('nps');
  return {
    rates,
    input: {
      joiningDay: leaver.joiningDay,
      leavingDay: leaver.leavingDay,
      leavingReason: leaver.leavingReason,
      // the rule's money is paise (issue #28 item 2); the stored rupees are whole paise
      grossRate: paiseOf(leaver.grossRate),
      // a month's wages brought to a full month stay exact: the rule rounds its line once
      wageRate: latest ? (wageRateOf(latest) ?? 0) * 100 : null,
      leavingMonth,
      leavingMonthPayslip: leavingSlip
        ? { netPay: paiseOf(leavingSlip.net_pay), payableDays: leavingSlip.payable_days }
        : null,
      leave,
      fixedTerm: terms.fixedTerm,
      bonusMonths,
      notice: {
        requiredDays: terms.noticePeriodDays,
        servedDays: terms.noticeServedDays,
        givenBy: terms.noticeGivenBy,
      },
      loans: loans.rows.map((loan) => ({ ref: loan.id, outstanding: paiseOf(loan.outstanding) })),
      tax: {
        year: incomeTaxYear(taxRates, soFar?.regime ?? defaultTaxRegime, year.firstDay),
        salaryBefore: paiseOf((soFar?.salaryBefore ?? 0) + slipOf('taxable_salary')),
        tdsBefore: paiseOf((soFar?.tdsBefore ?? 0) + slipOf('tds')),
        professionalTaxBefore: paiseOf((soFar?.professionalTaxBefore ?? 0) + slipOf('pt')),
        providentFundBefore: paiseOf((soFar?.providentFundBefore ?? 0) + slipOf('pf')),
        // the rule's money is paise: the declarations too
        ...(soFar?.declared && {
          declared: {
            ...soFar.declared,
            deductions: soFar.declared.deductions.map((item) => ({ ...item, amount: paiseOf(item.amount) })),
            previousSalary: paiseOf(soFar.declared.previousSalary),
            previousTds: paiseOf(soFar.declared.previousTds),
            ...(soFar.declared.rents && {
              rents: soFar.declared.rents.map((rent) => ({
                ...rent,
                monthlyRent: paiseOf(rent.monthlyRent),
              })),
            }),
          },
        }),
        ...(employerNps > 0 && {
          employerNps: {
            contribution: paiseOf(employerNps),
            salary: paiseOf((npsBefore?.salary ?? 0) + slipOf('basic_da')),
          },
        }),
        hraMonths: hraMonths.map((month) => ({
          month: month.month,
          hra: paiseOf(month.hra),
          salary: paiseOf(month.salary),
        })),
      },
      weeklyOffs: [leaver.weeklyOff ?? defaultWeeklyOff],
      holidays,
    },
  };
}
