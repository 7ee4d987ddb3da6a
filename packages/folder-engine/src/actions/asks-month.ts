import type { AnyTxnSpec } from '@muster/protocol';
import { z } from 'zod';

/**
 * An action whose declaration takes a month and year besides its rows (attendance
 * recalculation): the list asks 'Please select month' before sending (spec 000 §2 "Modals").
 */
export function asksForMonth(spec: AnyTxnSpec): boolean {
  return spec.params instanceof z.ZodObject && 'month' in spec.params.shape && 'year' in spec.params.shape;
}
