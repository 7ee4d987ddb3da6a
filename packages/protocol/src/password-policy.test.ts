import { describe, expect, it } from 'vitest';
import { passwordProblem, passwordRuleMessage } from './password-policy.js';

describe('passwordProblem', () => {
  it('accepts a password with every kind of character within 6 to 20 characters', () => {
    expect(passwordProblem('Admin@123')).toBeNull();
    expect(passwordProblem('aB1$cd')).toBeNull();
    expect(passwordProblem(`Ab1$${'x'.repeat(16)}`)).toBeNull();
  });

  it.each([
    ['too short', 'aB1$c'],
    ['too long', `Ab1$${'x'.repeat(17)}`],
    ['no capital', 'admin@123'],
    ['no small letter', 'ADMIN@123'],
    ['no digit', 'Admin@abc'],
    ['no symbol', 'Admin1234'],
    ['a space is not a symbol', 'Admin 123'],
  ])('refuses a password with %s with the spec message', (_why, password) => {
    expect(passwordProblem(password)).toBe(passwordRuleMessage);
  });
});
