/** Password input bounds (spec 000 §5, §9). */
export const passwordMinLength = 6;
export const passwordMaxLength = 20;

/** The spec's message; it says 8 characters while the check needs 6, and both are kept (spec 000 §5). */
export const passwordRuleMessage =
  'password should have at least 8 characters, atleast one capital letter, atleast one small letter, and atleast one symbol';

/**
 * A password passes with an uppercase letter, a lowercase letter, a digit, a symbol and
 * 6 to 20 characters. Client and server apply the same rule, so answers never differ.
 */
export function passwordProblem(password: string): string | null {
  const passes =
    password.length >= passwordMinLength &&
    password.length <= passwordMaxLength &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /\d/.test(password) &&
    /[^A-Za-z0-9\s]/.test(password);
  return passes ? null : passwordRuleMessage;
}
