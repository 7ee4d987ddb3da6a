import type { Locale, MessageTable } from '@muster/protocol';

/** The catalogues' one shape, protocol's: the engine's API has long offered it. */
export type { MessageTable } from '@muster/protocol';

import { type MessageKey, messages } from './messages';

export type TranslateWith<Key extends string> = (
  key: Key,
  values?: Record<string, string | number>,
) => string;
export type Translate = TranslateWith<MessageKey>;

const fill = (text: string, values: Record<string, string | number> | undefined) =>
  values ? text.replace(/\{\{?(\w+)\}?\}/g, (whole, name: string) => String(values[name] ?? whole)) : text;

/**
 * A translator over a table: eng is the key itself. A text that is not in the table (a
 * server's message passed through) shows as it came. `{name}` and `{{name}}` are filled.
 */
export function createTranslator<Table extends MessageTable>(
  table: Table,
  locale: Locale,
): TranslateWith<Extract<keyof Table, string>> {
  return (key, values) => fill((locale !== 'eng' && table[key]?.[locale]) || key, values);
}

/** The engine's own translator. */
export const translator = (locale: Locale): Translate => createTranslator(messages, locale);

/** A definition's per-language label, English when the language is missing. */
export const labelIn = (label: Partial<Record<Locale, string>> | undefined, locale: Locale): string =>
  label?.[locale] || label?.eng || '';
