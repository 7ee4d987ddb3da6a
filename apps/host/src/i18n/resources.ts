import { gridsMessages } from '@muster/grids';
import type { Locale } from '@muster/protocol';
import ben from './locales/ben.json';
import eng from './locales/eng.json';
import fr from './locales/fr.json';
import hin from './locales/hin.json';

/** The libraries' catalogues (protocol's, the engine's and the grids', composed by the grids) in one language. */
const libraryTexts = (language: Locale): Record<string, string> =>
  Object.fromEntries(
    Object.entries(gridsMessages).map(([key, texts]) => [key, language === 'eng' ? key : texts[language]]),
  );

/**
 * i18next's texts per language: the libraries' keys read from their catalogues, the host's own
 * from its locale files, which repeat none of them (issue #28 item 1, `tests/i18n`).
 */
export const resources: Record<Locale, { translation: Record<string, string> }> = {
  eng: { translation: { ...libraryTexts('eng'), ...eng } },
  fr: { translation: { ...libraryTexts('fr'), ...fr } },
  hin: { translation: { ...libraryTexts('hin'), ...hin } },
  ben: { translation: { ...libraryTexts('ben'), ...ben } },
};
