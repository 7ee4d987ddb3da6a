import { z } from 'zod';

const translation = z.string().trim().min(1, 'must not be empty');

/** A label in every interface language (spec 000 §1); the catalogue carries all four. */
export const localeTextSchema = z.strictObject({
  eng: translation,
  fr: translation,
  hin: translation,
  ben: translation,
});
export type LocaleText = z.infer<typeof localeTextSchema>;
