import { formatDuration } from '@muster/protocol';
import type { GridsTranslate } from '../../i18n/translate';
import type { RegisterSummary } from './register-rows';

/**
 * Total Working Hours, Total Deficit Hours (the month's shortfall, a magnitude: the days'
 * signed differences are in the rows), the count per type and Total Payable Days (spec 001 §2).
 */
export function RegisterSummaryPanel({ summary, t }: { summary: RegisterSummary; t: GridsTranslate }) {
  const line = (label: string, value: string | number) => (
    <div className="mg-register-figure" key={label}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <dl className="mg-register-summary">
      {line(t('Total Working Hours'), formatDuration(summary.workingMinutes))}
      {line(t('Total Deficit Hours'), formatDuration(summary.shortfallMinutes))}
      {summary.typeCounts.map((count) => line(count.label, count.count))}
      {line(t('Total Payable Days'), summary.payableDays)}
    </dl>
  );
}
