import { z } from 'zod';
import { defineFieldType } from './descriptor.js';

export const json = defineFieldType({
  name: 'json',
  storage: { kind: 'column', column: 'jsonb' },
  wire: z.json(),
  expects: 'must be JSON',
  format: (value) => (value === null ? '' : JSON.stringify(value)),
});
