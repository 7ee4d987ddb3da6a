import { z } from 'zod';
import { defineFieldType } from './descriptor.js';

// guid, not uuid: ids seeded by hand need not carry an RFC 4122 version digit.
export const idSchema = z.guid();

export const uuid = defineFieldType({
  name: 'uuid',
  storage: { kind: 'column', column: 'uuid' },
  wire: idSchema.nullable(),
  expects: 'must be a record id',
  format: (value) => value ?? '',
});
