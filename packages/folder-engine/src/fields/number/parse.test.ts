import { describe, expect, it } from 'vitest';
import { displayNumber, parseNumberInput } from './parse';

describe('number input', () => {
  it('sends null for an empty string', () => {
    expect(parseNumberInput('', false)).toBeNull();
    expect(parseNumberInput('   ', true)).toBeNull();
  });
  it('parses numbers and refuses fractions where an integer is needed', () => {
    expect(parseNumberInput('12.5', false)).toBe(12.5);
    expect(parseNumberInput('12.5', true)).toBeNaN();
    expect(parseNumberInput('abc', false)).toBeNaN();
  });
  it('shows floats with two decimals', () => {
    expect(displayNumber(3, 2)).toBe('3.00');
    expect(displayNumber(3.456, 2)).toBe('3.46');
    expect(displayNumber(null, 2)).toBe('');
  });
});
