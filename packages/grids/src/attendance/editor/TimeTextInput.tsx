import { type ClipboardEvent, type KeyboardEvent, useState } from 'react';
import type { GridsTranslate } from '../../i18n/translate';
import { isValidTimeText, to24HourTime, typeTimeText } from './time-text';

interface TimeTextInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  t: GridsTranslate;
}

/** A pasted '9:30 PM' becomes '21:30'; anything else is typed digit by digit. */
function pastedTime(text: string): string {
  try {
    return to24HourTime(text).slice(0, 5);
  } catch {
    return typeTimeText(text);
  }
}

/**
 * An HH:MM field (spec 001 §5): digits only, ':' added after the hours, at most 5
 * characters; once left or complete, a time that is not HH:MM shows the spec's message.
 */
export function TimeTextInput({ id, value, onChange, disabled, onKeyDown, t }: TimeTextInputProps) {
  const [left, setLeft] = useState(false);
  const invalid = (left || value.length === 5) && !isValidTimeText(value);
  const errorId = `${id}-error`;
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    onChange(pastedTime(event.clipboardData.getData('text')));
  };
  return (
    <>
      <input
        id={id}
        className="me-input"
        inputMode="numeric"
        placeholder="HH:MM"
        maxLength={5}
        value={value}
        disabled={disabled}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => onChange(typeTimeText(event.target.value))}
        onPaste={paste}
        onBlur={() => setLeft(true)}
        onKeyDown={onKeyDown}
      />
      {invalid && (
        <span id={errorId} className="me-error" role="alert">
          {t('Please enter a valid time (HH:MM).')}
        </span>
      )}
    </>
  );
}
