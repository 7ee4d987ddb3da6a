import type { Locale } from '@muster/protocol';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { templateTab } from '../payroll/html-template-tab';
import { payrollMonthLabel } from '../payroll/payslip-cards';
import { useApp } from '../session/app-context';
import { HomePanel } from './HomePanel';
import { istToday } from './ist-today';
import { StatTile } from './StatTile';
import { useAttendanceSummary } from './useAttendanceSummary';
import { useLatestPayslip } from './useLatestPayslip';
import type { LeaveBalance } from './useLeaveBalance';

/** An employee's own month so far, leave balance and latest payslip. */
export function MyMonthPanel({
  balance,
  payslipsVisible,
}: {
  balance: LeaveBalance | null;
  payslipsVisible: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { settings } = useApp();
  const { today, monthStart } = istToday(settings?.env.time_zone);
  const employeesId = settings?.env.employees_id;
  const totals = useAttendanceSummary(
    Boolean(employeesId),
    monthStart,
    today,
    employeesId ? { employees_id: [employeesId] } : {},
  )?.totals;
  const payslip = useLatestPayslip(payslipsVisible);
  return (
    <HomePanel title={t('My month')}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatTile label={t('Present days')} value={totals?.present ?? null} />
        <StatTile label={t('Absent days')} value={totals?.absent ?? null} />
        <StatTile label={t('Leave days')} value={totals?.leaves ?? null} />
        {/* a compensatory off taken is its own mark (CO), not a leave day; shown once there is one */}
        {Boolean(totals?.compensatoryOff) && (
          <StatTile label={t('Compensatory off days')} value={totals?.compensatoryOff ?? null} />
        )}
        {balance && <StatTile label={t('Leave balance')} value={balance.year} />}
      </dl>
      {payslip && (
        <p className="mt-2">
          <Link
            to={`/tabs/${templateTab('payslips', payslip.uconst)}`}
            className="inline-flex min-h-10 items-center font-medium text-brand underline"
          >
            {t('Latest payslip: {{month}}', {
              month: payrollMonthLabel(
                payslip.payroll_month,
                i18n.language as Locale,
                settings?.env.time_zone,
              ),
            })}
          </Link>
        </p>
      )}
    </HomePanel>
  );
}
