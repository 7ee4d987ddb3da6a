import { gridsMessages } from '@muster/grids';
import type { Locale } from '@muster/protocol';
import { hostMessages } from './messages';

/** The catalogues the host shows: the libraries' (protocol's, the engine's and the grids', composed by the grids) and its own. */
const catalogue = { ...gridsMessages, ...hostMessages };

const textsIn = (language: Locale): Record<string, string> =>
  Object.fromEntries(
    Object.entries(catalogue).map(([key, texts]) => [key, language === 'eng' ? key : texts[language]]),
  );

/**
 * i18next's texts per language, read from the catalogues (issue #28 item 1): the host's own
 * keys from `messages.ts`, which repeats none of the libraries' (`tests/i18n`).
 */
export const resources: Record<Locale, { translation: Record<string, string> }> = {
  eng: { translation: textsIn('eng') },
  fr: { translation: textsIn('fr') },
  hin: { translation: textsIn('hin') },
  ben: { translation: textsIn('ben') },
};
