import { type Locale, type LoctextValue, pickLocale } from '@muster/protocol';

/**
 * A payslip line's name: a structure payhead's in every language (its structure names it as a
 * loctext, as all master data), or one text: an adjustment's reason, a statutory line's English
 * (the print names it per language by its code), a payslip stored before payhead names were
 * loctext (migration 336).
 */
export type LineName = string | LoctextValue;

/** The name a reader of `locale` reads. */
export const lineNameIn = (name: LineName, locale: Locale): string =>
  typeof name === 'string' ? name : pickLocale(name, locale);
