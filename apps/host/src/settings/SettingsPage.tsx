import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const entries = [
  { to: '/profile', label: 'User Profile' },
  { to: '/business_settings', label: 'Business Settings' },
  { to: '/tabs/reset_password', label: 'Reset Password' },
] as const;

/** The settings home (spec 000 §2 "Settings"). */
export function SettingsPage() {
  const { t } = useTranslation();
  return (
    <section className="p-4 sm:p-6">
      <h1 className="mb-4 text-2xl font-semibold">{t('Settings')}</h1>
      <ul className="grid max-w-xl gap-3 sm:grid-cols-2">
        {entries.map((entry) => (
          <li key={entry.to}>
            <Link
              to={entry.to}
              className="block rounded-xl border border-divider bg-surface p-4 font-medium shadow-sm hover:border-brand"
            >
              {t(entry.label)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
