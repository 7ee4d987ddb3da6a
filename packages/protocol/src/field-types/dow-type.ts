import { z } from 'zod';
import { defineFieldType } from './descriptor.js';

/** English names are the i18n keys; the index is the stored value, Monday 0 (spec 000 §3). */
export const weekdayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export const dow_type = defineFieldType({
  name: 'dow_type',
  storage: { kind: 'column', column: 'smallint' },
  wire: z.number().int().min(0).max(6).nullable(),
  expects: 'must be a weekday from 0 (Monday) to 6 (Sunday)',
  format: (value) => (value === null ? '' : (weekdayNames[value] ?? '')),
  // the weekday's English name (as listed) or its number
  cell: (text) => {
    const named = weekdayNames.findIndex((name) => name.toLowerCase() === text.trim().toLowerCase());
    return named >= 0 ? named : /^\d$/.test(text.trim()) ? Number(text) : text;
  },
});
