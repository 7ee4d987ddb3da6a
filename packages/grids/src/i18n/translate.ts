import { createTranslator, type TranslateWith } from '@muster/folder-engine';
import type { Locale } from '@muster/protocol';
import { type GridsMessageKey, gridsMessages } from './messages';

export type GridsTranslate = TranslateWith<GridsMessageKey>;

/** The grids' translator: English keys; a server's message passed through shows as it came. */
export const gridsTranslator = (locale: Locale): GridsTranslate => createTranslator(gridsMessages, locale);
