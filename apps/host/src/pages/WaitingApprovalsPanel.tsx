import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { waitingLeavesTab } from '../leaves/leaves-calendar-tab';
import { fieldValueTab } from '../tabs/field-value-tab';
import { HomePanel } from './HomePanel';
import type { WaitingDecision } from './useWaitingDecisions';
import { waitingLabels } from './waiting-decisions';

const link = 'font-medium text-brand underline';

/** What waits for the user's decision, each a link to its filtered list. */
export function WaitingApprovalsPanel({
  leaves,
  decisions,
}: {
  leaves: number | null;
  decisions: readonly WaitingDecision[];
}) {
  const { t } = useTranslation();
  return (
    <HomePanel title={t('Waiting for me')}>
      <ul className="space-y-2">
        {leaves !== null && (
          <li>
            <Link to={`/tabs/${waitingLeavesTab}`} className={link}>
              {t('Leaves to decide: {{count}}', { count: leaves })}
            </Link>
          </li>
        )}
        {decisions.map(({ kind, count }) => (
          <li key={kind.folder}>
            <Link to={`/tabs/${fieldValueTab(kind.folder, kind.field, kind.value)}`} className={link}>
              {t(waitingLabels[kind.folder], { count })}
            </Link>
          </li>
        ))}
      </ul>
    </HomePanel>
  );
}
