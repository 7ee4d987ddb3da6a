import { periodLabel } from '@muster/grids';
import type { Locale } from '@muster/protocol';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HomePanel } from '../pages/HomePanel';
import { StatTile } from '../pages/StatTile';
import { useApp } from '../session/app-context';
import { sessionZone } from '../session/business-days';
import { businessMonths, monthProgress } from './steps';
import { useMonthClose } from './useMonthClose';

/**
 * The home page's month close (issue #32 item 6): this month's and last month's steps done
 * over all steps, for the user's business and, for a principal employer, its contractors;
 * the tile opens the month-close screen.
 */
export function MonthCloseHomePanel() {
  const { t, i18n } = useTranslation();
  const { settings } = useApp();
  const { current, previous } = businessMonths(sessionZone(settings?.env.time_zone));
  const last = useMonthClose(previous);
  const now = useMonthClose(current);
  const tile = (month: string, rows: ReturnType<typeof useMonthClose>['rows']) => {
    const progress = rows ? monthProgress(rows) : null;
    return (
      <StatTile
        label={periodLabel({ kind: 'month', start: `${month}-01` }, i18n.language as Locale)}
        value={progress ? `${progress.done}/${progress.total}` : null}
      />
    );
  };
  return (
    <HomePanel title={t('Month close')}>
      <dl className="grid grid-cols-2 gap-3">
        {tile(previous, last.rows)}
        {tile(current, now.rows)}
      </dl>
      <Link to="/month-close" className="mt-3 inline-block text-link underline">
        {t('Month close')}
      </Link>
    </HomePanel>
  );
}
