import { type MonthCloseStep, monthCloseSteps, type StepCounts, type Waiver } from '@muster/protocol';

/**
 * Whether a month may close (issue #32 item 3: once every step is done or explicitly waived
 * with a reason): the steps still open and not waived, in the steps' order; none means it
 * may. A waiver of a step already at 0 waives nothing.
 */
export function stepsInTheWay(counts: StepCounts, waivers: readonly Waiver[]): MonthCloseStep[] {
  const waived = new Set(waivers.filter((waiver) => waiver.reason.trim()).map((waiver) => waiver.step));
  return monthCloseSteps.filter((step) => counts[step] > 0 && !waived.has(step));
}
