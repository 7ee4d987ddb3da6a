import { z } from 'zod';
import { defineFieldType } from './descriptor.js';
import { formatIstDate, formatIstDateBefore } from './ist.js';
import { isoInstantSchema } from './timestamp.js';

/** `[start, end)`: a null bound is unbounded (an open-ended contract). */
const rangeSchema = z
  .tuple([isoInstantSchema.nullable(), isoInstantSchema.nullable()])
  .refine(([start, end]) => start === null || end === null || Date.parse(start) < Date.parse(end), {
    message: 'range must end after it starts',
  });

/**
 * Shown as the first and the last day it covers: the end is exclusive, so a leave of
 * [1 Nov 00:00, 3 Nov 00:00) reads 01/11/2024 – 02/11/2024, and one day reads once.
 */
export const tsrange = defineFieldType({
  name: 'tsrange',
  storage: { kind: 'column', column: 'tstzrange' },
  wire: rangeSchema.nullable(),
  expects: 'must be [start, end) as ISO 8601 instants, null for an open side',
  format: (value) => {
    if (!value) return '';
    const [start, end] = value;
    const first = start ? formatIstDate(start) : '…';
    const last = end ? formatIstDateBefore(end) : '…';
    return first === last ? first : `${first} – ${last}`;
  },
});
