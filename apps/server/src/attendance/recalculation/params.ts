import { describeIssues } from '@muster/protocol';
import { z } from 'zod';

export const recalculationMessages = {
  /** Spec 000 §4 "Progress toasts", word for word: the reply's message. */
  started: 'Attendance Recal started',
  invalidParams: 'Invalid attendance recalculation request',
  /** The contract is not there or not the caller's to recalculate (ours; the spec has the client's 'please select a contract'). */
  unknownContract: 'No such contract',
} as const;

/** Spec 000 §3 "Recalculation params: id, month, year": the contract and the calendar month. */
const paramsSchema = z
  .object({
    id: z.uuid(),
    month: z.number().int().min(1).max(12),
    year: z.number().int().min(2000).max(2100),
  })
  .strict();
export type RecalculationParams = z.output<typeof paramsSchema>;

export function parseRecalculationParams(
  params: unknown,
): { ok: true; params: RecalculationParams } | { ok: false; issues: string } {
  const parsed = paramsSchema.safeParse(params ?? {});
  return parsed.success
    ? { ok: true, params: parsed.data }
    : { ok: false, issues: describeIssues(parsed.error) };
}
