import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { businessMonths } from '../month-close/steps';
import { HomePanel } from '../pages/HomePanel';
import { useApp } from '../session/app-context';
import { sessionZone } from '../session/business-days';
import { levelViews } from './levels';
import { useComplianceScorecard } from './useComplianceScorecard';

/**
 * The home page's contractor compliance (issue #33 item 6): last month's colour of each
 * contractor (a contractor's user: its own), linking the month-close screen's scorecard.
 */
export function ComplianceHomePanel() {
  const { t } = useTranslation();
  const { settings } = useApp();
  const { cards } = useComplianceScorecard(businessMonths(sessionZone(settings?.env.time_zone)).previous);
  if (!cards?.length) return null;
  return (
    <HomePanel title={t('Contractor compliance')}>
      <ul className="flex flex-col gap-1 text-sm">
        {cards.map((card) => (
          <li key={card.partners_id}>
            <span className={`me-2 rounded px-2 ${levelViews[card.level].className}`}>
              {t(levelViews[card.level].label)}
            </span>
            {card.business}
          </li>
        ))}
      </ul>
      <Link to="/month-close" className="mt-3 inline-block text-link underline">
        {t('Month close')}
      </Link>
    </HomePanel>
  );
}
