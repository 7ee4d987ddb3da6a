import { type MonthRules, roundAmount, statutoryRounding } from '@muster/payroll-rules';
import type { EpfChallan } from '@muster/protocol';
import { amountOf, arrearMembers, arrearsSum, ecrMembers, type StatutoryPayslip } from './files.js';

const sumOf = (payslips: readonly StatutoryPayslip[], code: string) =>
  payslips.reduce((sum, payslip) => sum + amountOf(payslip, code), 0);

/**
 * A month's administrative charge (S.O. 2011(E) of 21 May 2018, EPF Scheme paras 30 and
 * 38(1)): 0.50% of the pay contributions are due on, at least ₹500 a month per establishment;
 * nothing for a month with no contributing member (₹75 for such an establishment, which
 * files no ECR, is not modelled).
 */
const adminCharge = (epfWages: number, contributing: boolean, epf: MonthRules['epf']) =>
  contributing
    ? Math.max(roundAmount(epfWages * epf.adminRate, statutoryRounding.EPF_ADMIN), epf.adminMinimum)
    : 0;

const withTotal = (challan: Omit<EpfChallan, 'total'>): EpfChallan => ({
  ...challan,
  total: roundAmount(
    challan.account1Employee +
      challan.account1Employer +
      challan.account2Admin +
      challan.account10Pension +
      challan.account21Edli +
      challan.account22EdliAdmin,
    'paise',
  ),
});

/** The month's own EPF wages on the ECR: each member's whole rupees. */
const ownEpfWages = (members: readonly StatutoryPayslip[]) =>
  members.reduce((sum, payslip) => sum + Math.round(payslip.totals.epf_wages ?? 0), 0);

/**
 * The challan of the ECR's members (payroll README "The EPF challan"); EDLI's administrative
 * charges are none since 1 April 2017. The administrative charge is the rate on the month's
 * whole EPF wages, once, at least the establishment's minimum (`adminCharge`): the payslips'
 * own EPF_ADMIN lines, each the rate on one member's wages, fall short of it for an
 * establishment paying under ₹1,00,000 of EPF wages.
 */
export function epfChallan(members: readonly StatutoryPayslip[], epf: MonthRules['epf']): EpfChallan {
  const epfWages = ownEpfWages(members);
  return withTotal({
    members: members.length,
    epfWages,
    account1Employee: sumOf(members, 'EPF_EE'),
    account1Employer: sumOf(members, 'EPF_ER'),
    account2Admin: adminCharge(epfWages, members.length > 0, epf),
    account10Pension: sumOf(members, 'EPS_ER'),
    account21Edli: sumOf(members, 'EDLI_ER'),
    account22EdliAdmin: 0,
  });
}

/**
 * The challan of the month's arrear ECR (payroll README "Arrears of a salary revision"): its
 * members' arrear shares account by account, and the administrative charge the arrears add.
 * Arrears are pay contributions fall due on when paid, so the month's charge is the rate on
 * its own and its arrear EPF wages together, at least the minimum once: the arrear challan
 * pays that less what the month's own challan pays (nothing while both stay under ₹500).
 * None when no member is paid EPF arrears.
 */
export function epfArrearChallan(
  payslips: readonly StatutoryPayslip[],
  epf: MonthRules['epf'],
): EpfChallan | undefined {
  const { members } = arrearMembers(payslips);
  if (!members.length) return undefined;
  const months = members.flatMap((member) => member.months);
  const own = ecrMembers(payslips).members;
  const epfWages = arrearsSum(months, 'epf_wages');
  const ownWages = ownEpfWages(own);
  return withTotal({
    members: members.length,
    epfWages,
    account1Employee: arrearsSum(months, 'epf_employee'),
    account1Employer: arrearsSum(months, 'epf_employer'),
    account2Admin: adminCharge(ownWages + epfWages, true, epf) - adminCharge(ownWages, own.length > 0, epf),
    account10Pension: arrearsSum(months, 'eps'),
    account21Edli: arrearsSum(months, 'edli'),
    account22EdliAdmin: 0,
  });
}
