import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources } from './resources';

export const languages = [
  { code: 'eng', name: 'English' },
  { code: 'fr', name: 'Français' },
  { code: 'hin', name: 'हिन्दी' },
  { code: 'ben', name: 'বাংলা' },
] as const;
export type Language = (typeof languages)[number]['code'];

const storageKey = 'muster.language';
const htmlLang: Record<Language, string> = { eng: 'en', fr: 'fr', hin: 'hi', ben: 'bn' };

export function storedLanguage(): Language {
  const stored = localStorage.getItem(storageKey);
  return languages.some((language) => language.code === stored) ? (stored as Language) : 'eng';
}

export function chooseLanguage(language: Language): void {
  localStorage.setItem(storageKey, language);
  document.documentElement.lang = htmlLang[language];
  void i18next.changeLanguage(language);
}

// Keys are the product's English strings, which contain '.' and ':'.
void i18next.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: 'eng',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
});
document.documentElement.lang = htmlLang[storedLanguage()];

export { i18next };
