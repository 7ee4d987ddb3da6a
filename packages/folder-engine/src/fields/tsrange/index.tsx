import { useState } from 'react';
import { useEngine } from '../../provider/context';
import { defineFieldKind, type FieldEditorProps } from '../kind';
import { inputProps } from '../shared/input-props';
import { type Range, rangeDayCount, rangeDays, toRange } from './days';

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
  const count = rangeDayCount(first, last);
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
