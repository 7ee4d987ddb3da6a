import { roundAmount } from './rounding.js';

/** Rupees (as payslips, rates and challan forms hold them) to integer paise, through the one rounding rule. */
export const paiseOf = (rupees: number): number => roundAmount(rupees * 100);

const rupeeFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Paise as a finding or a flag shows them: '1,23,456.00' (Indian grouping; the ₹ sign is in the message). */
export const rupees = (paise: number): string => rupeeFormat.format(paise / 100);
