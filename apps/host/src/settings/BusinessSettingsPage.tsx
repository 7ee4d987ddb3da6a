import { useTranslation } from 'react-i18next';
import { UnavailablePage } from '../pages/UnavailablePage';
import { SingleTabPage } from './SingleTabPage';

/** The business record, edited in the folder engine's form once it is exported. */
export function BusinessSettingsPage() {
  const { t } = useTranslation();
  return (
    <SingleTabPage title={t('Update Businesses Settings')}>
      <UnavailablePage />
    </SingleTabPage>
  );
}
