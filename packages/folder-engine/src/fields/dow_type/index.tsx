import { weekdayNames } from '@muster/protocol';
import { translator } from '../../i18n/translate';
import { useEngine } from '../../provider/context';
import { defineFieldKind, type FieldEditorProps } from '../kind';
import { inputProps } from '../shared/input-props';

type Weekday = (typeof weekdays)[number];
const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** Monday is 0 and Sunday 6 (spec 000 §3). */
function DowEditor(props: FieldEditorProps<number | null>) {
  const { t } = useEngine();
  return (
    <select
      {...inputProps(props)}
      className="me-input"
      disabled={props.readOnly}
      value={props.value ?? ''}
      onChange={(event) => props.onChange(event.target.value === '' ? null : Number(event.target.value))}
    >
      <option value="" />
      {weekdays.map((day, index) => (
        <option key={day} value={index}>
          {t(day)}
        </option>
      ))}
    </select>
  );
}

export const dowTypeKind = defineFieldKind<number | null>('dow_type', {
  Editor: DowEditor,
  format: (value, { locale }) =>
    typeof value === 'number' && weekdayNames[value] ? translator(locale)(weekdays[value] as Weekday) : '',
});
