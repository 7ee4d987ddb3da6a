import { useState } from 'react';
import { useEngine } from '../../provider/context';
import { defineFieldKind, type FieldEditorProps } from '../kind';
import { DayInput } from '../shared/DayInput';
import { inputProps } from '../shared/input-props';
import { type Range, rangeDayCount, rangeDays, toRange } from './days';

/** A side of the range is a whole day or none while its text is being typed. */
const wholeDay = (day: string) => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? day : '');

function TsrangeEditor(props: FieldEditorProps<Range>) {
  const { t, kind, locale, timeZone } = useEngine();
  const [days, setDays] = useState(() => rangeDays(props.value, timeZone));
  const [first, last] = days;
  if (props.readOnly)
    return (
      <output id={props.id} className="me-readonly">
        {kind('tsrange').format(props.value, { locale, timeZone })}
      </output>
    );
  const change = (next: [string, string]) => {
    setDays(next);
    props.onChange(toRange(...next, timeZone));
  };
  const count = rangeDayCount(first, last);
  return (
    <div className="me-range">
      <DayInput
        {...inputProps(props)}
        aria-label={t('From')}
        value={first}
        onChange={(day) => change([wholeDay(day), last])}
      />
      <DayInput
        aria-label={t('To')}
        min={first || undefined}
        value={last}
        onChange={(day) => change([first, wholeDay(day)])}
      />
      {count !== null && <span className="me-hint">{t('{count} days', { count })}</span>}
    </div>
  );
}

export const tsrangeKind = defineFieldKind<Range>('tsrange', {
  Editor: TsrangeEditor,
  isEmpty: (value) => !value || (value[0] === null && value[1] === null),
});
