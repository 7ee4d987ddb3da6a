import { roundAmount } from './rounding.js';

export interface LoanBalance {
  id: string;
  principal: number;
  emi: number;
  /** Deducted by the payslips of months before this one. */
  repaidBefore: number;
}

/** The month's instalment: the EMI, or what is left when that is less; nothing once repaid. */
export function loanInstalment(loan: LoanBalance): { instalment: number; balanceAfter: number } {
  const outstanding = roundAmount(Math.max(0, loan.principal - loan.repaidBefore), 'paise');
  const instalment = Math.min(loan.emi, outstanding);
  return { instalment, balanceAfter: roundAmount(outstanding - instalment, 'paise') };
}
