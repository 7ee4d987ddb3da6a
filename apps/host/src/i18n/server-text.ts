import { periodLabel } from '@muster/grids';
import {
  type ErrorReplyData,
  type Locale,
  leaveRefusalParts,
  type ServerTextValue,
  serverTextOf,
} from '@muster/protocol';

/** What the host's translation of a server text needs: react-i18next's `i18n` is one. */
export interface TextTranslator {
  t(key: string, values?: Record<string, string | number>): string;
  exists(key: string): boolean;
  language: string;
}

/** A value of a server text as the user reads it: a month named in the user's language. */
const shownValue = (value: ServerTextValue, language: Locale): string | number =>
  typeof value === 'object' ? periodLabel({ kind: 'month', start: `${value.month}-01` }, language) : value;

/**
 * A server's message in the interface language: the one place the host translates one. A
 * refusal whose data carries its text (key and values, issue #28 item 1) is translated with
 * them, a month named in the user's language ('This month is closed for {{business}}:
 * {{month}}'). Otherwise the message is an English key; a refusal naming what it is about is
 * `<key>: <what>` (a leave type and days, a field path), so the key before the first ': ' is
 * translated when the tables hold it and the rest is kept as it came. Any other text (already
 * translated by the engine) is left alone.
 */
export function serverText(message: string, i18n: TextTranslator, data?: ErrorReplyData): string {
  const text = serverTextOf(data);
  if (text && i18n.exists(text.key)) {
    const language = i18n.language as Locale;
    const values = Object.entries(text.values).map(([name, value]) => [name, shownValue(value, language)]);
    return i18n.t(text.key, Object.fromEntries(values));
  }
  if (i18n.exists(message)) return i18n.t(message);
  const { key, rest } = leaveRefusalParts(message);
  return rest && i18n.exists(key) ? `${i18n.t(key)}: ${rest}` : message;
}
