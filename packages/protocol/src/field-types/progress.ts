import { z } from 'zod';
import { defineFieldType } from './descriptor.js';

/** A percentage the client derives from progress events (bulk upload); never stored. */
export const progress = defineFieldType({
  name: 'progress',
  storage: { kind: 'virtual' },
  wire: z.number().min(0).max(100).nullable(),
  expects: 'must be a percent from 0 to 100',
  format: (value) => (value === null ? '' : `${Math.round(value)}%`),
});
