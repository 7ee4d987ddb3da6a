import type { Locale } from '@muster/protocol';
import { type InputHTMLAttributes, useContext, useRef, useState } from 'react';
import { translator } from '../../i18n/translate';
import { EngineContext } from '../../provider/context';
import { CalendarIcon } from './CalendarIcon';
import { dayText, parseDayText } from './day-text';

export interface DayInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'min' | 'max' | 'type'> {
  /** 'yyyy-MM-dd', '' for none, or a text typed that is no day yet. */
  value: string;
  /** The picker's bounds, 'yyyy-MM-dd'. */
  min?: string | undefined;
  max?: string | undefined;
  /** 'yyyy-MM-dd' once a whole day is typed or picked, '' when cleared, else the text as typed. */
  onChange: (day: string) => void;
  /** Its texts' language outside a FolderEngineProvider (the grids); inside, the engine's. */
  locale?: Locale;
}

/**
 * A day typed as dd/MM/yyyy whatever the browser's language (a native date input shows the
 * browser's order, 03/10/2025 for an American one), with a button opening the browser's
 * calendar to pick it. It stands alone too (the grids' date fields), in `locale`.
 */
export function DayInput({ value, min, max, onChange, className, locale, ...input }: DayInputProps) {
  const engine = useContext(EngineContext);
  const t = engine?.t ?? translator(locale ?? 'eng');
  const picker = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(() => dayText(value));
  const [shown, setShown] = useState(value);
  // a day set from outside (the calendar, a reset) replaces what was typed; a text still
  // being typed, which its field may hold as no day yet, is kept
  if (value !== shown) {
    setShown(value);
    const typedDay = parseDayText(text);
    if (value !== (typedDay ?? text) && (value !== '' || typedDay !== null)) setText(dayText(value));
  }
  return (
    <span className="me-day">
      <input
        {...input}
        className={className ?? 'me-input'}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('dd/mm/yyyy')}
        value={text}
        onChange={(event) => {
          const typed = event.target.value;
          setText(typed);
          onChange(typed.trim() ? (parseDayText(typed) ?? typed) : '');
        }}
      />
      {!input.readOnly && (
        <button
          type="button"
          className="me-button me-button-quiet me-day-pick"
          aria-label={t('Pick a date')}
          onClick={() => picker.current?.showPicker?.()}
        >
          <CalendarIcon />
        </button>
      )}
      <input
        ref={picker}
        className="me-day-picker"
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        min={min}
        max={max}
        value={parseDayText(dayText(value)) ?? ''}
        onChange={(event) => onChange(event.target.value)}
      />
    </span>
  );
}
