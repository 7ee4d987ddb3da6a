import { z } from 'zod';
import { formatClock } from './business-dates.js';
import { defineFieldType } from './descriptor.js';

/**
 * `[startMin, endMin]` minutes of the day; an end before the start has 1440 added
 * (spec 000 §5), so a night shift 22:00–06:00 travels as [1320, 1800].
 */
const minutePairSchema = z
  .tuple([z.number().int().min(0).max(1439), z.number().int().min(1).max(2879)])
  .refine(([start, end]) => start < end && end <= start + 1440, {
    message: 'end must follow start by at most a day',
  });

// interval and shift_range are both minute pairs; they differ only in what they mean.
const minuteRange = <const Name extends string>(name: Name) =>
  defineFieldType({
    name,
    storage: { kind: 'column', column: 'int4range' },
    wire: minutePairSchema.nullable(),
    expects: 'must be [start, end] minutes of the day, the end at most a day after the start',
    format: (value) => (value ? `${formatClock(value[0])}–${formatClock(value[1])}` : ''),
  });

export const interval = minuteRange('interval');
export const shift_range = minuteRange('shift_range');
