import { z } from 'zod';
import { defineFieldType } from './descriptor.js';

/** Child rows, stored in the table `<folder>__<field>`; displayed as their count. */
export const detail = defineFieldType({
  name: 'detail',
  storage: { kind: 'childTable' },
  wire: z.array(z.record(z.string(), z.unknown())).nullable(),
  expects: 'must be a list of rows',
  format: (value) => String(value?.length ?? 0),
});
