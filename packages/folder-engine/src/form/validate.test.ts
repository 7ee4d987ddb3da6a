import type { FieldDefinition, FieldTypeName } from '@muster/protocol';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FieldKind } from '../fields/kind';
import { builtInFieldKinds } from '../fields/registry';
import { RecordChecker } from './validate';

const label = { eng: 'x', fr: 'x', hin: 'x', ben: 'x' };
const fields: FieldDefinition[] = [
  { name: 'code', type: 'text', label, mandatory_expr: 'true' },
  { name: 'amount', type: 'int', label, valid_expr: 'row.amount >= 0' },
];
const env = { env: {} };

/** The built-in kinds, text's piece counting its parses and refusing 'bad'. */
function countingKinds() {
  const counter = { parses: 0 };
  const text: FieldKind = {
    ...builtInFieldKinds.text,
    schema: () =>
      z.string().refine((value) => {
        counter.parses += 1;
        return value !== 'bad';
      }),
  };
  const kind = (type: FieldTypeName): FieldKind => (type === 'text' ? text : builtInFieldKinds[type]);
  return { counter, kind };
}

describe('record checks', () => {
  it('refuse a statutory identifier in the form with the message naming its rule, translated', () => {
    const checker = new RecordChecker(
      [{ name: 'pan', type: 'text', label, identifier: 'pan' }],
      'employees',
      (type) => builtInFieldKinds[type],
      { timeZone: 'Asia/Kolkata' },
    );
    expect(Object.fromEntries(checker.check({ pan: 'ABCXE1234F' }, env).problems)).toEqual({
      pan: "PAN's 4th letter must be a holder type (P, C, H, F, A, T, B, L, J or G)",
    });
    expect(checker.check({ pan: 'ABCPE1234F' }, env).problems.size).toBe(0);
  });

  it("report a missing mandatory value, a refused value and a failed valid_expr as the product's messages", () => {
    const { kind } = countingKinds();
    const checker = new RecordChecker(fields, 'expenses', kind, { timeZone: 'Asia/Kolkata' });
    expect(Object.fromEntries(checker.check({ code: null, amount: 5 }, env).problems)).toEqual({
      code: 'Mandatory field',
    });
    expect(Object.fromEntries(checker.check({ code: 'bad', amount: -1 }, env).problems)).toEqual({
      code: 'Invalid Input',
      amount: 'Invalid Input',
    });
    expect(Object.fromEntries(checker.check({ code: 'bad', amount: Number.NaN }, env).problems)).toEqual({
      code: 'Invalid Input',
      amount: 'Invalid Input',
    });
  });

  it('parse a plain value again only when it changed (a check runs on every keystroke once problems show)', () => {
    const { counter, kind } = countingKinds();
    const checker = new RecordChecker(fields, 'expenses', kind, { timeZone: 'Asia/Kolkata' });
    checker.check({ code: 'ok', amount: 1 }, env);
    checker.check({ code: 'ok', amount: 2 }, env);
    expect(counter.parses).toBe(1);
    expect(checker.check({ code: 'bad', amount: 2 }, env).problems.get('code')).toBe('Invalid Input');
    expect(checker.check({ code: 'ok', amount: 2 }, env).problems.size).toBe(0);
    expect(counter.parses).toBe(3);
  });
});
