import { defineFieldType } from './descriptor.js';
import { formatReferences, referenceExpects, referenceWireSchema } from './reference.js';

/**
 * The employee who created the row, filled by the server from the session; it always
 * refers to employees, so it needs no source, and it travels like a docpicker.
 */
export const created_by = defineFieldType({
  name: 'created_by',
  storage: { kind: 'column', column: 'uuid' },
  wire: referenceWireSchema,
  expects: referenceExpects,
  format: formatReferences,
});
