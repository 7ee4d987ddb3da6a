import { z } from 'zod';
import { defineFieldType } from './descriptor.js';

/** Names a folder of the catalogue (a report's base folder, a bulk upload's target). */
export const source_type = defineFieldType({
  name: 'source_type',
  storage: { kind: 'column', column: 'text' },
  wire: z
    .string()
    .regex(/^[a-z][a-z0-9_]*$/)
    .nullable(),
  expects: 'must be a folder name',
  format: (value) => value ?? '',
});
