import { z } from 'zod';
import { defineFieldType } from './descriptor.js';

// text and textarea differ only in their editor (one line or many), so share one shape.
const plainText = <const Name extends string>(name: Name) =>
  defineFieldType({
    name,
    storage: { kind: 'column', column: 'text' },
    wire: z.string().nullable(),
    expects: 'must be text',
    format: (value) => value ?? '',
  });

export const text = plainText('text');
export const textarea = plainText('textarea');
