import { z } from 'zod';
import { defineFieldType, type PgColumnType } from './descriptor.js';

interface NumberShape<Name extends string> {
  name: Name;
  column: PgColumnType;
  integer: boolean;
  /** Fixed decimals on display (spec 000 §5: float shows 2); free when absent. */
  decimals?: number;
}

// The numeric types differ only by column, integrality and display decimals.
const numberType = <const Name extends string>({ name, column, integer, decimals }: NumberShape<Name>) =>
  defineFieldType({
    name,
    storage: { kind: 'column', column },
    wire: (integer ? z.number().int() : z.number()).nullable(),
    expects: integer ? 'must be a whole number' : 'must be a number',
    format: (value) =>
      value === null ? '' : decimals === undefined ? String(value) : value.toFixed(decimals),
    // a text that is no number stays text, which the wire refuses as 'must be a number'
    cell: (text) => (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text.trim()) ? Number(text) : text),
  });

export const number = numberType({ name: 'number', column: 'numeric', integer: false });
export const numeric = numberType({ name: 'numeric', column: 'numeric', integer: false });
export const float = numberType({ name: 'float', column: 'numeric', integer: false, decimals: 2 });
export const int = numberType({ name: 'int', column: 'bigint', integer: true });
