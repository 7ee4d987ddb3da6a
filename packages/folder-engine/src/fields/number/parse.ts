/**
 * The number a text input holds: empty is null (spec 000 §5 "an empty string sends null"),
 * anything that is not a finite number (or not an integer where one is needed) is NaN,
 * which the field's schema refuses.
 */
export function parseNumberInput(text: string, integer: boolean): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  if (!Number.isFinite(value) || (integer && !Number.isInteger(value))) return Number.NaN;
  return value;
}

export const displayNumber = (value: number | null, decimals: number | undefined): string =>
  value === null || Number.isNaN(value)
    ? ''
    : decimals === undefined
      ? String(value)
      : value.toFixed(decimals);

/** A float holds no more decimals than it shows, so what is stored is what was seen. */
export const roundTo = (value: number, decimals: number): number => Number(value.toFixed(decimals));
