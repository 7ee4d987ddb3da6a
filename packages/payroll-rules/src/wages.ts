/** An earning as the wage rules read it: its amount and whether it is wages proper. */
export interface EarnedAmount {
  amount: number;
  /** Basic, dearness allowance, retaining allowance: the Code on Wages' wages (s. 2(y)). */
  wageComponent: boolean;
}

/**
 * The wages PF is computed on. Before the labour codes: the wage components (basic and DA,
 * as the EPF Act's "basic wages" read with s. 6). From 21 November 2025 (Code on Wages
 * s. 2(y), first proviso): the same, plus whatever the excluded allowances take beyond
 * `exclusionCap` (half) of the whole remuneration.
 */
export function pfWages(earnings: readonly EarnedAmount[], exclusionCap: number | null): number {
  let wages = 0;
  let total = 0;
  for (const earning of earnings) {
    total += earning.amount;
    if (earning.wageComponent) wages += earning.amount;
  }
  if (exclusionCap === null) return wages;
  const excluded = total - wages;
  const allowed = total * exclusionCap;
  return excluded > allowed ? wages + (excluded - allowed) : wages;
}
