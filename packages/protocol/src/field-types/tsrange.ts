import { z } from 'zod';
import { formatBusinessDate, formatBusinessDateBefore } from './business-dates.js';
import { defineFieldType } from './descriptor.js';
import { isoInstantSchema } from './timestamp.js';

/** `[start, end)`: a null bound is unbounded (an open-ended contract). */
const rangeSchema = z
  .tuple([isoInstantSchema.nullable(), isoInstantSchema.nullable()])
  .refine(([start, end]) => start === null || end === null || Date.parse(start) < Date.parse(end), {
    message: 'range must end after it starts',
  });

/**
 * Shown as the first and the last day of the business's zone it covers: the end is exclusive,
 * so a leave of [1 Nov 00:00, 3 Nov 00:00) reads 01/11/2024 – 02/11/2024, and one day reads once.
 */
export const tsrange = defineFieldType({
  name: 'tsrange',
  storage: { kind: 'column', column: 'tstzrange' },
  wire: rangeSchema.nullable(),
  expects: 'must be [start, end) as ISO 8601 instants, null for an open side',
  format: (value, { timeZone }) => {
    if (!value) return '';
    const [start, end] = value;
    const first = start ? formatBusinessDate(start, timeZone) : '…';
    const last = end ? formatBusinessDateBefore(end, timeZone) : '…';
    return first === last ? first : `${first} – ${last}`;
  },
});
