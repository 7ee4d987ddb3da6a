import { useTranslation } from 'react-i18next';
import { HomePanel } from './HomePanel';
import { istToday } from './ist-today';
import { StatTile } from './StatTile';
import { useAttendanceTotals } from './useAttendanceTotals';

/** A manager's today: present, absent, on leave and missed punches (PR) of the employees in their scope. */
export function TodayPanel() {
  const { t } = useTranslation();
  const { today } = istToday();
  const totals = useAttendanceTotals(true, today, today);
  return (
    <HomePanel title={t('Today')}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatTile label={t('Present')} value={totals?.present ?? null} />
        <StatTile label={t('Absent')} value={totals?.absent ?? null} />
        <StatTile label={t('On leave')} value={totals?.leaves ?? null} />
        <StatTile label={t('Missed punches')} value={totals?.punchRequest ?? null} />
      </dl>
    </HomePanel>
  );
}
