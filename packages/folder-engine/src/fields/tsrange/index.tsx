import { useState } from 'react';
import { useEngine } from '../../provider/context';
import { defineFieldKind, type FieldEditorProps } from '../kind';
import { inputProps } from '../shared/input-props';
import {
  inclusiveDayCount,
  isoToIstDay,
  istDayToIso,
  nextIstDay,
  previousIstDay,
} from '../timestamp/ist-dates';

type Range = [string | null, string | null] | null;

/** The first and last IST day a `[start, end)` range covers, as input values. */
function rangeDays(value: Range): [string, string] {
  if (!value) return ['', ''];
  return [value[0] ? isoToIstDay(value[0]) : '', value[1] ? previousIstDay(isoToIstDay(value[1])) : ''];
}

/** Inclusive first and last days to the wire's `[start, end)`; an empty side is unbounded. */
function toRange(first: string, last: string): Range {
  if (!first && !last) return null;
  return [first ? istDayToIso(first) : null, last ? istDayToIso(nextIstDay(last)) : null];
}

function TsrangeEditor(props: FieldEditorProps<Range>) {
  const { t, kind, locale } = useEngine();
  const [days, setDays] = useState(() => rangeDays(props.value));
  const [first, last] = days;
  if (props.readOnly)
    return (
      <output id={props.id} className="me-readonly">
        {kind('tsrange').format(props.value, locale)}
      </output>
    );
  const change = (next: [string, string]) => {
    setDays(next);
    props.onChange(toRange(...next));
  };
  const count = first && last && last >= first ? inclusiveDayCount(first, last) : null;
  return (
    <div className="me-range">
      <input
        {...inputProps(props)}
        aria-label={t('From')}
        className="me-input"
        type="date"
        value={first}
        onChange={(event) => change([event.target.value, last])}
      />
      <input
        aria-label={t('To')}
        className="me-input"
        type="date"
        min={first || undefined}
        value={last}
        onChange={(event) => change([first, event.target.value])}
      />
      {count !== null && <span className="me-hint">{t('{count} days', { count })}</span>}
    </div>
  );
}

export const tsrangeKind = defineFieldKind<Range>('tsrange', {
  Editor: TsrangeEditor,
  isEmpty: (value) => !value || (value[0] === null && value[1] === null),
});
