import { z } from 'zod';
import { defineFieldType } from './descriptor.js';

/** Interface languages (spec 000 §1); eng is the fallback for any missing text. */
export const locales = ['eng', 'fr', 'hin', 'ben'] as const;
export type Locale = (typeof locales)[number];

/** Each locale's BCP 47 tag, for Intl's dates, months and money in the language the user reads. */
export const localeTags: Record<Locale, string> = { eng: 'en-IN', fr: 'fr-FR', hin: 'hi-IN', ben: 'bn-IN' };

/** A stored per-language text: any subset of the languages (spec 000 §9 defaults ben, eng, hin). */
export const loctextValueSchema = z.strictObject({
  eng: z.string().optional(),
  fr: z.string().optional(),
  hin: z.string().optional(),
  ben: z.string().optional(),
});
export type LoctextValue = z.infer<typeof loctextValueSchema>;

export function pickLocale(value: LoctextValue, locale: Locale): string {
  return value[locale] || value.eng || '';
}

export const loctext = defineFieldType({
  name: 'loctext',
  storage: { kind: 'column', column: 'jsonb' },
  wire: loctextValueSchema.nullable(),
  expects: 'must be texts by language: eng, fr, hin, ben',
  format: (value, { locale }) => (value ? pickLocale(value, locale) : ''),
  text: {
    defaultMaxLength: 500,
    texts: (value) => Object.values(value).filter((text) => text !== undefined),
  },
  // one cell holds one text, the English one (the fallback of every language)
  cell: (text) => ({ eng: text }),
});
