import { useTranslation } from 'react-i18next';
import { UnavailablePage } from '../pages/UnavailablePage';
import { SingleTabPage } from './SingleTabPage';

/** The employee's own record, edited in the folder engine's form once it is exported. */
export function ProfilePage() {
  const { t } = useTranslation();
  return (
    <SingleTabPage title={t('Update Profile')}>
      <UnavailablePage />
    </SingleTabPage>
  );
}
