import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { waitingLeavesTab } from '../tabs/leaves-calendar-tab';
import { HomePanel } from './HomePanel';

/** What waits for the user's decision, each a link to its filtered list. */
export function WaitingApprovalsPanel({ leaves }: { leaves: number }) {
  const { t } = useTranslation();
  return (
    <HomePanel title={t('Waiting for me')}>
      <p>
        <Link to={`/tabs/${waitingLeavesTab}`} className="font-medium text-brand underline">
          {t('Leaves to decide: {{count}}', { count: leaves })}
        </Link>
      </p>
    </HomePanel>
  );
}
