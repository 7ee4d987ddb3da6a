import { useTranslation } from 'react-i18next';
import { useApp } from '../session/app-context';
import { OwnRecordForm } from './OwnRecordForm';
import { SingleTabPage } from './SingleTabPage';

/** The signed-in employee's own record (spec 000 §2 "Settings"). */
export function ProfilePage() {
  const { t } = useTranslation();
  const { settings } = useApp();
  return (
    <SingleTabPage title={t('Update Profile')}>
      {settings && <OwnRecordForm folder="employees" id={settings.env.employees_id} />}
    </SingleTabPage>
  );
}
