import { describe, expect, it } from 'vitest';
import { passwordPasses, passwordScore, strengthBand } from './strength';

describe('password rule', () => {
  it.each([
    ['Abc@12', true],
    ['abc@12', false],
    ['ABC@12', false],
    ['Abcd12', false],
    ['Abc@de', false],
    ['Ab@1', false],
  ])('%s passes: %s', (value, expected) => expect(passwordPasses(value)).toBe(expected));

  it('scores at most 141 and bands by the spec thresholds', () => {
    expect(passwordScore('Aa1@'.repeat(10))).toBe(141);
    expect(strengthBand(50)).toBe('Weak');
    expect(strengthBand(51)).toBe('Poor');
    expect(strengthBand(70)).toBe('Poor');
    expect(strengthBand(71)).toBe('Good');
    expect(strengthBand(90)).toBe('Good');
    expect(strengthBand(95)).toBe('Great');
    expect(strengthBand(100)).toBe('Strong');
    expect(strengthBand(passwordScore('abc'))).toBe('Weak');
    expect(strengthBand(passwordScore('Admin@123'))).toBe('Great');
    expect(strengthBand(passwordScore('Admin@12345!'))).toBe('Strong');
  });
});
