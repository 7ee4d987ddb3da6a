import { businessesListTxn } from '@muster/protocol';
import { useTranslation } from 'react-i18next';
import { useApp } from '../session/app-context';
import { OwnRecordForm } from './OwnRecordForm';
import { SingleTabPage } from './SingleTabPage';

/**
 * The user's business record, a row of the partners folder (spec 000 §2 "Settings"). The
 * partners list leaves out the user's own business, so the record comes from the businesses list.
 */
export function BusinessSettingsPage() {
  const { t } = useTranslation();
  const { settings } = useApp();
  return (
    <SingleTabPage title={t('Update Businesses Settings')}>
      {settings && <OwnRecordForm folder="partners" id={settings.env.partners_id} list={businessesListTxn} />}
    </SingleTabPage>
  );
}
