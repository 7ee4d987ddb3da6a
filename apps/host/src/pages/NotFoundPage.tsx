import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** An address the app has no screen for (a mistyped or stale link): says so, with a way home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-md p-8 text-center">
      <h1 className="text-xl font-semibold text-heading">{t('Page not found')}</h1>
      <p className="mt-2 text-secondary">{t('There is no screen at this address.')}</p>
      <Link to="/" className="mt-4 inline-block font-medium text-link underline">
        {t('Go to home')}
      </Link>
    </section>
  );
}
