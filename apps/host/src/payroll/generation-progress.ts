import {
  businessMonthKey,
  type InvoiceProgressItem,
  type PayslipProgressItem,
  type ProgressFrame,
  progressDoneStage,
  progressItems,
} from '@muster/protocol';

/** One row of the result table: the employee or contract, and the payslip or invoice or why none. */
export interface GenerationRow {
  code: string;
  name: string;
  /** The payslip's net pay or the invoice's amount payable. */
  amount: number | null;
  /** An invoice's attendance days left out as not yet approved (issue #16), 0 for a payslip. */
  unapprovedDays: number;
  /**
   * The server's message after its first colon (spec 000 §2), or null when generated; an
   * invoice's refusal is its i18n key with `errorParams`, so it shows in the user's language.
   */
  error: string | null;
  errorParams: Record<string, string>;
  /**
   * A payslip generated with nothing to pay (issue #32 item 2) or wages below the minimum
   * (issue #33 item 3), flagged in the table; `flagParams` fill the flag's values.
   */
  flag: PayslipFlag | null;
  flagParams: Record<string, string>;
  /** Arrears of a salary revision the payslip paid, and the months that pay none with why (issue #34 item 7). */
  notes: { text: ArrearsNote; params: Record<string, string> }[];
}

/** What the result table says of a revision's arrears. */
export const arrearsNotes = {
  paid: 'Arrears of {{months}} paid: ₹{{amount}}',
  no_payslip: 'No arrears of {{month}}: no payslip of that month',
  not_approved: 'No arrears of {{month}}: its payslip is not approved',
  lowers_pay: 'No arrears of {{month}}: the revision lowers its pay',
  no_rate: 'No arrears of {{month}}: its pay could not be recomputed',
} as const;
export type ArrearsNote = (typeof arrearsNotes)[keyof typeof arrearsNotes];

/** A payslip's arrears notes: what it paid, then each month that pays none. */
export function arrearsNotesOf(item: PayslipProgressItem): GenerationRow['notes'] {
  return [
    ...(item.arrears
      ? [
          {
            text: arrearsNotes.paid,
            params: { months: item.arrears.months.join(', '), amount: item.arrears.amount },
          },
        ]
      : []),
    ...(item.arrears_unpaid ?? []).map(({ month, why }) => ({ text: arrearsNotes[why], params: { month } })),
  ];
}

/** The minimum-wage flag: the minimum due for the payable days and the wages paid. */
export const belowMinimumFlag = 'Below minimum wage: due ₹{{due}}, paid ₹{{paid}}';

/** Why a generated payslip is flagged: 0 payable days, 0 net pay on some days, or below the minimum wage. */
export type PayslipFlag = 'No payable days' | 'Net pay 0' | typeof belowMinimumFlag;

/** A generated payslip's flag: 0 payable days first (its net is 0 for that reason), then 0 net, then the minimum wage. */
export function payslipFlag(item: PayslipProgressItem): PayslipFlag | null {
  if (!item.payslips_id) return null;
  if (item.payable_days === 0) return 'No payable days';
  if (item.net_pay !== null && item.net_pay <= 0) return 'Net pay 0';
  return item.below_minimum ? belowMinimumFlag : null;
}

/** What the bulk-generate tab shows of a run. */
export interface GenerationProgress {
  total: number;
  done: number;
  finished: boolean;
  rows: GenerationRow[];
}

/** A run asked for: its size comes with the reply, which frames may overtake. */
export const askedProgress = (): GenerationProgress => ({ total: 0, done: 0, finished: false, rows: [] });

/** The run once the reply says how many payslips it makes. */
export const withTotal = (progress: GenerationProgress, total: number): GenerationProgress => ({
  ...progress,
  total,
  finished: progress.finished || total === 0,
});

/** An item's error as the tab shows it: what follows the first colon ('Payslip not generated: no gross salary'). */
export const itemError = (message: string): string => {
  const colon = message.indexOf(':');
  return colon < 0 ? message : message.slice(colon + 1).trim();
};

const refusalOf = (item: PayslipProgressItem | InvoiceProgressItem) =>
  'refusal' in item ? item.refusal : null;

/**
 * The run after one progress frame: each item adds its row (a frame carries the items since
 * the last one: the server sends a run's progress a few times a second, issue #35 item 6),
 * 'all done' finishes it.
 */
export function withFrame(progress: GenerationProgress, output: ProgressFrame['output']): GenerationProgress {
  if (output.stage === progressDoneStage) return { ...progress, finished: true };
  const rows = progressItems(output).flatMap((one) => {
    const item = one.item as PayslipProgressItem | InvoiceProgressItem | undefined;
    return item ? [rowOf(item, one.error)] : [];
  });
  if (!rows.length) return progress;
  return { ...progress, done: progress.done + rows.length, rows: [...progress.rows, ...rows] };
}

const rowOf = (item: PayslipProgressItem | InvoiceProgressItem, error: string | null): GenerationRow => ({
  code: item.code,
  name: item.name,
  amount: 'net_pay' in item ? item.net_pay : item.payable_amount,
  unapprovedDays: 'unapproved_days' in item ? item.unapproved_days : 0,
  error: error === null ? null : (refusalOf(item)?.key ?? itemError(error)),
  errorParams: refusalOf(item)?.params ?? {},
  flag: 'net_pay' in item ? payslipFlag(item) : null,
  flagParams: 'below_minimum' in item && item.below_minimum ? item.below_minimum : {},
  notes: 'net_pay' in item ? arrearsNotesOf(item) : [],
});

/** Last month of the business's zone, as the month input writes it ('2026-10'): payroll runs after a month ends. */
export function lastMonth(timeZone: string): string {
  const [year = 0, month = 1] = businessMonthKey(Date.now(), timeZone).split('-').map(Number);
  return new Date(Date.UTC(year, month - 2, 1)).toISOString().slice(0, 7);
}
