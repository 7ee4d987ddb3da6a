import { z } from 'zod';
import { defineFieldType } from './descriptor.js';

// text and textarea differ only in their editor (one line or many) and in how long a text
// they hold by default (apps/server/catalogue/README.md), so share one shape.
const plainText = <const Name extends string>(name: Name, defaultMaxLength: number) =>
  defineFieldType({
    name,
    storage: { kind: 'column', column: 'text' },
    wire: z.string().nullable(),
    expects: 'must be text',
    format: (value) => value ?? '',
    text: { defaultMaxLength, texts: (value) => [value] },
    cell: (text) => text,
  });

export const text = plainText('text', 500);
export const textarea = plainText('textarea', 5000);
