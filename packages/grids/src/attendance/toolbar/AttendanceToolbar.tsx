import { MonthSelect } from '@muster/folder-engine';
import type { Locale } from '@muster/protocol';
import type { GridsTranslate } from '../../i18n/translate';
import {
  type AttendancePeriod,
  canStep,
  monthFromInput,
  type PeriodKind,
  stepPeriod,
  switchKind,
} from './date-range';
import { periodLabel } from './period-label';
import { approvalNote, showsSave, type ToolbarFlags } from './toolbar-flags';

/** A business the user may view; its handle goes as `target_swhandle` on writes (spec 001 §1). */
export interface BusinessOption {
  id: string;
  swhandle: string;
  label: string;
}

export interface AttendanceToolbarProps {
  t: GridsTranslate;
  locale: Locale;
  /** Today's IST day: the last period the switcher reaches. */
  today: string;
  period: AttendancePeriod;
  onPeriodChange: (period: AttendancePeriod) => void;
  businesses: readonly BusinessOption[];
  selectedBusiness: string;
  onBusinessChange: (businessId: string) => void;
  /** Null hides the checkbox (the register view shows its own times). */
  showInOut: boolean | null;
  onShowInOutChange: (show: boolean) => void;
  /** Projected gross in the totals column; null or absent hides the checkbox (who does not read pay, a week). */
  showProjectedGross?: boolean | null;
  onShowProjectedGrossChange?: (show: boolean) => void;
  flags: ToolbarFlags;
  selectedCount: number;
  pendingCount: number;
  /** A write is running: the write buttons wait for it. */
  busy: boolean;
  onAddRow: () => void;
  onRemoveRow: () => void;
  onDeselectAll: () => void;
  onApprove: () => void;
  onReject: () => void;
  onSettle: () => void;
  onSave: () => void;
}

/** The attendance toolbar (spec 001 §2 "Toolbar"): date switcher, business, view and action buttons. */
export function AttendanceToolbar(props: AttendanceToolbarProps) {
  const { t, flags, busy } = props;
  return (
    <div className="mga-toolbar" role="toolbar" aria-label={t('Attendance')}>
      <PeriodSwitcher {...props} />
      <label className="mga-field">
        <span>{t('Business')}</span>
        <select
          className="mga-input"
          value={props.selectedBusiness}
          onChange={(event) => props.onBusinessChange(event.target.value)}
        >
          {props.businesses.map((business) => (
            <option key={business.id} value={business.id}>
              {business.label}
            </option>
          ))}
        </select>
      </label>
      {props.showInOut !== null && (
        <label className="mga-check">
          <input
            type="checkbox"
            checked={props.showInOut}
            onChange={(event) => props.onShowInOutChange(event.target.checked)}
          />
          {t('Show in/out time')}
        </label>
      )}
      {props.showProjectedGross != null && (
        <label className="mga-check">
          <input
            type="checkbox"
            checked={props.showProjectedGross}
            onChange={(event) => props.onShowProjectedGrossChange?.(event.target.checked)}
          />
          {t('Show projected gross')}
        </label>
      )}
      <span className="mga-toolbar-gap" />
      {props.selectedCount > 0 && (
        <span className="mga-muted" aria-live="polite">
          {t('{{count}} cells selected', { count: props.selectedCount })}
        </span>
      )}
      {flags.editsRows && (
        <>
          <button type="button" className="mga-button" onClick={props.onAddRow} title="Alt+I">
            {t('Add row')}
          </button>
          <button type="button" className="mga-button" onClick={props.onRemoveRow}>
            {t('Remove row')}
          </button>
        </>
      )}
      <button
        type="button"
        className="mga-button"
        onClick={props.onDeselectAll}
        disabled={props.selectedCount === 0}
      >
        {t('Deselect all')}
      </button>
      {flags.approves && (
        <>
          <button type="button" className="mga-button mga-approve" onClick={props.onApprove} disabled={busy}>
            {t('Approve')}
          </button>
          <button type="button" className="mga-button mga-reject" onClick={props.onReject} disabled={busy}>
            {t('Reject')}
          </button>
          <button type="button" className="mga-button" onClick={props.onSettle} disabled={busy}>
            {t('Settle')}
          </button>
        </>
      )}
      {flags.explainsApproval && <span className="mga-muted">{t(approvalNote)}</span>}
      {showsSave(flags, props.pendingCount) && (
        <button
          type="button"
          className="mga-button mga-primary"
          onClick={props.onSave}
          disabled={busy}
          title="Alt+S"
        >
          {t('Save')}
          {props.pendingCount > 0 && (
            <span className="mga-badge" title={t('{{count}} unsaved edits', { count: props.pendingCount })}>
              {props.pendingCount}
            </span>
          )}
        </button>
      )}
    </div>
  );
}

function PeriodSwitcher({ t, locale, today, period, onPeriodChange }: AttendanceToolbarProps) {
  const isMonth = period.kind === 'month';
  const step = (by: -1 | 1) => onPeriodChange(stepPeriod(period, by));
  const kinds: [PeriodKind, string][] = [
    ['month', t('Month')],
    ['week', t('Week')],
  ];
  return (
    <div className="mga-period">
      <div className="mga-segments" role="radiogroup" aria-label={t('Period')}>
        {kinds.map(([kind, label]) => (
          // biome-ignore lint/a11y/useSemanticElements: a segmented toggle reads better than two radio inputs
          <button
            key={kind}
            type="button"
            role="radio"
            aria-checked={period.kind === kind}
            className="mga-segment"
            onClick={() => onPeriodChange(switchKind(period, kind, today))}
          >
            {label}
          </button>
        ))}
      </div>
      <button
        type="button"
        className="mga-button mga-icon"
        aria-label={t(isMonth ? 'Previous month' : 'Previous week')}
        disabled={!canStep(period, -1, today)}
        onClick={() => step(-1)}
      >
        ‹
      </button>
      {/* A month shows in the month picker itself; a week needs its days written out. */}
      {!isMonth && (
        <span className="mga-period-label" aria-live="polite">
          {periodLabel(period, locale)}
        </span>
      )}
      <MonthSelect
        className="mga-input mga-month"
        aria-label={t('Pick a month')}
        min="2024-11"
        max={today.slice(0, 7)}
        locale={locale}
        value={period.start.slice(0, 7)}
        onChange={(month) => {
          const picked = monthFromInput(month, today);
          if (picked) onPeriodChange(picked);
        }}
      />
      <button
        type="button"
        className="mga-button mga-icon"
        aria-label={t(isMonth ? 'Next month' : 'Next week')}
        disabled={!canStep(period, 1, today)}
        onClick={() => step(1)}
      >
        ›
      </button>
    </div>
  );
}
