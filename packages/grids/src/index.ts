export { type GridsMessageKey, gridsMessages } from './i18n/messages';
export { type GridsTranslate, gridsTranslator } from './i18n/translate';
