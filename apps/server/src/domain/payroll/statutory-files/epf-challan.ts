import { type MonthRules, roundAmount, statutoryRounding } from '@muster/payroll-rules';
import type { EpfChallan } from '@muster/protocol';
import { amountOf, type StatutoryPayslip } from './files.js';

const sumOf = (payslips: readonly StatutoryPayslip[], code: string) =>
  payslips.reduce((sum, payslip) => sum + amountOf(payslip, code), 0);

/**
 * The challan of the ECR's members (payroll README "The EPF challan"); EDLI's administrative
 * charges are none since 1 April 2017. The administrative charge is the rate on the month's
 * whole EPF wages, once, at least the establishment's minimum (S.O. 2011(E) of 21 May 2018:
 * 0.50% of pay, at least ₹500 a month per establishment; ₹75 for one with no contributing
 * member, which files no ECR): the payslips' own EPF_ADMIN lines, each the rate on one
 * member's wages, fall short of it for an establishment paying under ₹1,00,000 of EPF wages.
 */
export function epfChallan(members: readonly StatutoryPayslip[], epf: MonthRules['epf']): EpfChallan {
  const epfWages = members.reduce((sum, payslip) => sum + Math.round(payslip.totals.epf_wages ?? 0), 0);
  const admin = members.length
    ? Math.max(roundAmount(epfWages * epf.adminRate, statutoryRounding.EPF_ADMIN), epf.adminMinimum)
    : 0;
  const accounts = {
    account1Employee: sumOf(members, 'EPF_EE'),
    account1Employer: sumOf(members, 'EPF_ER'),
    account2Admin: admin,
    account10Pension: sumOf(members, 'EPS_ER'),
    account21Edli: sumOf(members, 'EDLI_ER'),
    account22EdliAdmin: 0,
  };
  const total = Object.values(accounts).reduce((sum, amount) => sum + amount, 0);
  return { members: members.length, epfWages, ...accounts, total: roundAmount(total, 'paise') };
}
