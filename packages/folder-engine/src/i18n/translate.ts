import type { Locale } from '@muster/protocol';
import { type MessageKey, messages } from './messages';

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

const fill = (text: string, values: Record<string, string | number> | undefined) =>
  values ? text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole)) : text;

/**
 * The engine's own translator: English keys, eng is the text itself. A text that is not an
 * engine key (a server's message passed through) shows as it came.
 */
export function translator(locale: Locale): Translate {
  return (key, values) => fill((locale !== 'eng' && messages[key]?.[locale]) || key, values);
}

/** A definition's per-language label, English when the language is missing. */
export const labelIn = (label: Partial<Record<Locale, string>> | undefined, locale: Locale): string =>
  label?.[locale] || label?.eng || '';
