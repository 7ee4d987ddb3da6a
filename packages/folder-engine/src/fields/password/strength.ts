/** The product's password rule (spec 000 §5): an uppercase, a lowercase, a digit, a symbol, 6 or more. */
export function passwordPasses(value: string): boolean {
  return (
    /[A-Z]/.test(value) &&
    /[a-z]/.test(value) &&
    /\d/.test(value) &&
    /[^A-Za-z0-9]/.test(value) &&
    value.length >= 6
  );
}

export const passwordMessage =
  'password should have at least 8 characters, atleast one capital letter, atleast one small letter, and atleast one symbol';

export const passwordLength = { min: 6, max: 20 } as const;

/**
 * Score out of 141 (the spec's maximum, its formula unstated): 4 per character up to the
 * 20-character input limit (80), plus 15 each for an uppercase, a lowercase and a digit and
 * 16 for a symbol (61).
 */
export function passwordScore(value: string): number {
  const length = Math.min(value.length, passwordLength.max) * 4;
  const classes =
    (/[A-Z]/.test(value) ? 15 : 0) +
    (/[a-z]/.test(value) ? 15 : 0) +
    (/\d/.test(value) ? 15 : 0) +
    (/[^A-Za-z0-9]/.test(value) ? 16 : 0);
  return length + classes;
}

export type StrengthBand = 'Weak' | 'Poor' | 'Good' | 'Great' | 'Strong';

/** Bands of spec 000 §5: ≤50 Weak, ≤70 Poor, ≤90 Good, <100 Great, ≥100 Strong. */
export function strengthBand(score: number): StrengthBand {
  if (score <= 50) return 'Weak';
  if (score <= 70) return 'Poor';
  if (score <= 90) return 'Good';
  if (score < 100) return 'Great';
  return 'Strong';
}
