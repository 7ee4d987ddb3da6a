import { z } from 'zod';
import { defineFieldType } from './descriptor.js';

/**
 * A two-level pick: groups of named entries, such as a payslip's payheads by kind
 * (`{earnings: {basic: 12000, hra: 4800}, deductions: {pf: 1440}}`).
 */
export const nsp = defineFieldType({
  name: 'nsp',
  storage: { kind: 'column', column: 'jsonb' },
  wire: z.record(z.string(), z.record(z.string(), z.json())).nullable(),
  expects: 'must be groups of named entries',
  format: (value) =>
    Object.entries(value ?? {})
      .map(([group, entries]) => `${group}: ${Object.keys(entries).join(', ')}`)
      .join('; '),
});
