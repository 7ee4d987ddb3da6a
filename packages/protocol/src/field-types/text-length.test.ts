import { describe, expect, it } from 'vitest';
import { textLengthProblem, textMaxLength, textTooLong } from './registry.js';

describe('text length limits', () => {
  it("come from the field's maxLength, else its type's default, and only for text types", () => {
    expect(textMaxLength({ type: 'text' })).toBe(500);
    expect(textMaxLength({ type: 'textarea' })).toBe(5000);
    expect(textMaxLength({ type: 'loctext' })).toBe(500);
    expect(textMaxLength({ type: 'text', maxLength: 20 })).toBe(20);
    expect(textMaxLength({ type: 'int', maxLength: 20 })).toBeUndefined();
  });

  it('refuse a value with any text over the limit', () => {
    expect(textLengthProblem({ type: 'text', maxLength: 3 }, 'abc')).toBeNull();
    expect(textLengthProblem({ type: 'text', maxLength: 3 }, 'abcd')).toBe(textTooLong(3));
    expect(textLengthProblem({ type: 'loctext', maxLength: 3 }, { eng: 'abc', hin: 'abcd' })).toBe(
      textTooLong(3),
    );
    expect(textLengthProblem({ type: 'loctext' }, { eng: 'abc' })).toBeNull();
    expect(textLengthProblem({ type: 'int' }, 12345)).toBeNull();
  });
});
