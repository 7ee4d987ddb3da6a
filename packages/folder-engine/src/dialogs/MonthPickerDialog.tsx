import { businessMonthKey } from '@muster/protocol';
import { useId, useState } from 'react';
import { MonthSelect } from '../fields/shared/MonthSelect';
import { earliestDay } from '../fields/timestamp/day-inputs';
import { useEngine } from '../provider/context';
import { EngineDialog } from './EngineDialog';

export interface MonthPickerDialogProps {
  open: boolean;
  /** The action the month is for (Recalculate), shown as the confirm button. */
  actionLabel: string;
  onPick: (month: { month: number; year: number }) => void;
  onCancel: () => void;
}

/** 'Please select month' for attendance recalculation (spec 000 §2 "Modals"): month 1–12 and year. */
export function MonthPickerDialog({ open, actionLabel, onPick, onCancel }: MonthPickerDialogProps) {
  const { t, locale, timeZone } = useEngine();
  const [value, setValue] = useState('');
  const id = useId();
  const [year, month] = value.split('-').map(Number);
  return (
    <EngineDialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title={t('Please select month')}
      actions={
        <>
          <button type="button" className="me-button" onClick={onCancel}>
            {t('Cancel')}
          </button>
          <button
            type="button"
            className="me-button me-button-primary"
            disabled={!year || !month}
            onClick={() => year && month && onPick({ month, year })}
          >
            {actionLabel}
          </button>
        </>
      }
    >
      <label className="me-field" htmlFor={id}>
        <span className="me-label">{t('Month')}</span>
        <MonthSelect
          id={id}
          className="me-input"
          min={earliestDay.slice(0, 7)}
          max={businessMonthKey(Date.now(), timeZone)}
          locale={locale}
          value={value}
          onChange={setValue}
        />
      </label>
    </EngineDialog>
  );
}
