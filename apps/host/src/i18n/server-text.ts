import { leaveRefusalParts } from '@muster/protocol';

/**
 * A server's refusal in the interface language. The server sends English keys; a refusal
 * naming what it is about is `<key>: <what>` (a leave type and days, a field path), so the
 * key before the first ': ' is translated when the tables hold it and the rest is kept as
 * it came. Any other text (already translated by the engine) is left alone.
 */
export function serverText(
  message: string,
  translate: (key: string) => string,
  has: (key: string) => boolean,
): string {
  if (has(message)) return translate(message);
  const { key, rest } = leaveRefusalParts(message);
  return rest && has(key) ? `${translate(key)}: ${rest}` : message;
}
