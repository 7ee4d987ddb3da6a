import { tdsMessages } from '@muster/protocol';
import type { Form24qSalaryDetail } from './annexure-ii.js';
import type { Form24qChallan, Form24qDeduction, Form24qStatement } from './form-24q.js';
import type { DeductorRow, TdsChallanRow, TdsPayslipRow } from './rows.js';
import { etdsStateCode } from './state-codes.js';

/** The format's deductor type from the PAN's 4th letter (its holder): company K, firm F, … */
const deductorTypes: Record<string, string> = { C: 'K', F: 'F', P: 'P', H: 'P', T: 'T', A: 'Q', B: 'B' };

export type Assembled =
  | { statement: Form24qStatement; missing: string[]; withoutTds: number }
  | { refusal: string };

/**
 * A quarter's statement from what the business recorded, or why none can be written: no TAN,
 * no PAN, no person responsible with a PAN and a designation, no TDS in the quarter, a month whose TDS has no
 * challan or more TDS than its challans deposit. Each month's deductions go under its
 * challans, each deduction whole under the first with room left; an employee without a PAN
 * is left out and named.
 */
export function assembleForm24q(input: {
  deductor: DeductorRow;
  startYear: number;
  quarter: 1 | 2 | 3 | 4;
  /** Annexure II of the fourth quarter (`./salary-detail.ts`); none in the others. */
  salaryDetails?: Form24qSalaryDetail[];
  months: readonly { key: string; lastDay: string }[];
  payslips: readonly TdsPayslipRow[];
  withoutTds: number;
  challans: readonly TdsChallanRow[];
  createdOn: string;
}): Assembled {
  const { deductor } = input;
  if (!deductor.tan) return { refusal: tdsMessages.noTan };
  const pan = deductor.gstin?.slice(2, 12) ?? '';
  const deductorType = deductorTypes[pan[3] ?? ''];
  if (!pan || !deductorType) return { refusal: tdsMessages.noDeductorPan };
  if (!deductor.responsible_pan || !deductor.responsible_designation)
    return { refusal: tdsMessages.noResponsible };
  const missing = input.payslips.filter((row) => !row.pan).map((row) => `${row.code} (${row.month})`);
  const withPan = input.payslips.filter((row) => row.pan);
  if (!withPan.length) return { refusal: tdsMessages.noTdsInQuarter };
  const challans: Form24qChallan[] = [];
  for (const month of input.months) {
    const deductions = withPan.filter((row) => row.month === month.key);
    if (!deductions.length) continue;
    const recorded = input.challans.filter((challan) => challan.month === month.key);
    if (!recorded.length) return { refusal: `${tdsMessages.noChallan}: ${month.key}` };
    const own = recorded.map((challan) => ({
      bsrCode: challan.bsr_code,
      serial: challan.challan_serial.padStart(5, '0'),
      depositedOn: challan.paid_on,
      tax: challan.amount,
      interest: challan.interest,
      fee: challan.fee,
      deductions: [] as Form24qDeduction[],
    }));
    for (const row of deductions) {
      const room = own.find(
        (challan) => challan.tax - challan.deductions.reduce((sum, d) => sum + d.tds, 0) >= row.tds,
      );
      if (!room) return { refusal: `${tdsMessages.challanShort}: ${month.key}` };
      const day = row.paid_on ?? month.lastDay;
      room.deductions.push({
        pan: row.pan as string,
        name: row.name,
        paid: row.paid,
        tds: row.tds,
        paidOn: day,
        deductedOn: day,
      });
    }
    challans.push(...own.filter((challan) => challan.deductions.length));
  }
  const name = [deductor.responsible_first?.eng, deductor.responsible_last?.eng].filter(Boolean).join(' ');
  return {
    statement: {
      deductor: {
        tan: deductor.tan,
        pan,
        name: deductor.name,
        deductorType,
        address: deductor.address ?? '',
        city: deductor.city ?? '',
        stateCode: etdsStateCode(deductor.gst_state_code),
        pincode: deductor.pincode ?? '',
        responsible: {
          name,
          designation: deductor.responsible_designation,
          pan: deductor.responsible_pan,
          mobile: (deductor.responsible_phone ?? '').replace(/\D/g, '').slice(-10),
          email: deductor.responsible_email ?? '',
        },
      },
      startYear: input.startYear,
      quarter: input.quarter,
      challans,
      salaryDetails: input.salaryDetails ?? [],
      createdOn: input.createdOn,
    },
    missing,
    withoutTds: input.withoutTds,
  };
}
