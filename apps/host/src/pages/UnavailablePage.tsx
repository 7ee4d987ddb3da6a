import { useTranslation } from 'react-i18next';

/** Routes whose screens later work builds; says so plainly instead of showing fake content. */
export function UnavailablePage() {
  const { t } = useTranslation();
  return (
    <p role="status" className="p-8 text-center text-slate-500">
      {t('This screen is not available yet.')}
    </p>
  );
}
