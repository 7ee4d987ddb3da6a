import { useTranslation } from 'react-i18next';
import { chooseLanguage, type Language, languages } from '../i18n';

export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  return (
    <select
      aria-label={t('Language')}
      value={i18n.language}
      onChange={(event) => chooseLanguage(event.target.value as Language)}
      className="rounded-md border border-outline bg-surface px-2 py-1 text-sm"
    >
      {languages.map((language) => (
        <option key={language.code} value={language.code}>
          {language.name}
        </option>
      ))}
    </select>
  );
}
