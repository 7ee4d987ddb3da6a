import { describe, expect, it } from 'vitest';
import { listedValues } from './listed-values.js';

describe('the values a rule lists for a field', () => {
  it('reads a list of equalities, in order, either side of ==', () => {
    expect(listedValues("row.kind == 'a' || 'b' == row.kind || row.kind === 'c'", 'kind')).toEqual({
      values: ['a', 'b', 'c'],
      allowsEmpty: false,
    });
  });

  it('reads isEmpty as allowing the field empty', () => {
    expect(
      listedValues("isEmpty(row.rounding) || row.rounding == 'up' || row.rounding == 'down'", 'rounding'),
    ).toEqual({
      values: ['up', 'down'],
      allowsEmpty: true,
    });
  });

  it('is null for any other rule: another field, a range, a non-string, an and, a negation', () => {
    expect(listedValues("row.kind == 'a' || row.other == 'b'", 'kind')).toBeNull();
    expect(listedValues('row.amount > 0', 'amount')).toBeNull();
    expect(listedValues("row.kind == 'a' && row.kind == 'b'", 'kind')).toBeNull();
    expect(listedValues("row.kind != 'a'", 'kind')).toBeNull();
    expect(listedValues('row.kind == 1 || row.kind == 2', 'kind')).toBeNull();
    expect(listedValues("row.kind.code == 'a'", 'kind')).toBeNull();
    expect(listedValues('isEmpty(row.kind)', 'kind')).toBeNull();
  });
});
