/** The payhead kind a payroll adjustment names (payroll_adjustments.adjustment_kind). */
export const additionKinds = ['arrears_basic', 'arrears_da', 'incentive', 'reimbursement'] as const;
export const deductionKinds = ['advance_recovery', 'recovery'] as const;
export type AdjustmentKind = (typeof additionKinds)[number] | (typeof deductionKinds)[number];

/** Which bases an addition enters (payroll README "Adjustments by payhead kind"). */
export interface AdjustmentBases {
  /** PF wages: as a wage component (basic, DA), as other remuneration, or not at all. */
  pf: 'wages' | 'remuneration' | null;
  /** ESI wages and the professional tax's gross. */
  esiAndPt: boolean;
  /** The wages the 50% rule takes its half of. */
  capWages: boolean;
}

/**
 * Arrears of basic or DA are wages of the month paid (EPF Act s. 2(b) "basic wages", ESI
 * Act s. 2(22), the PT Acts' salary; Code on Wages s. 2(y)); an incentive is remuneration
 * (ESI wages, PT, the codes' total; not basic wages for PF); a reimbursement defrays an
 * expense and is no wages anywhere (ESI s. 2(22)(c), EPF s. 2(b)(ii)). An adjustment entered
 * before kinds existed keeps its old reading: paid, outside the PF, ESI and PT bases.
 */
export function adjustmentBases(kind: AdjustmentKind | null): AdjustmentBases {
  switch (kind) {
    case 'arrears_basic':
    case 'arrears_da':
      return { pf: 'wages', esiAndPt: true, capWages: true };
    case 'incentive':
      return { pf: 'remuneration', esiAndPt: true, capWages: true };
    case 'reimbursement':
      return { pf: null, esiAndPt: false, capWages: false };
    default:
      return { pf: null, esiAndPt: false, capWages: true };
  }
}

export const isArrears = (kind: AdjustmentKind | null): boolean =>
  kind === 'arrears_basic' || kind === 'arrears_da';
