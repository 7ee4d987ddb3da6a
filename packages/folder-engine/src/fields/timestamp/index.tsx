import { useEngine } from '../../provider/context';
import { defineFieldKind, type FieldEditorProps, wireWith } from '../kind';
import { inputProps } from '../shared/input-props';
import {
  earliestDay,
  isoToIstDay,
  isoToIstMonth,
  isoToIstYear,
  istDayToIso,
  istMonthToIso,
  istYearToIso,
} from './ist-dates';

/** Month-only and year-only pickers (spec 000 §5), each with its input and its conversions. */
const pickers = {
  date: { input: 'date', toInput: isoToIstDay, fromInput: istDayToIso, min: earliestDay },
  month: { input: 'month', toInput: isoToIstMonth, fromInput: istMonthToIso, min: earliestDay.slice(0, 7) },
  year: { input: 'number', toInput: isoToIstYear, fromInput: istYearToIso, min: earliestDay.slice(0, 4) },
} as const;

/** Leaves may be dated before the product's earliest month; every other folder may not. */
const hasEarliestDay = (folder: string) => folder !== 'leaves';

function TimestampEditor(props: FieldEditorProps<string | null>) {
  const { kind, locale } = useEngine();
  const picker = pickers[props.field.filterType ?? 'date'];
  if (props.readOnly)
    return (
      <output id={props.id} className="me-readonly">
        {kind('timestamp').format(props.value, locale)}
      </output>
    );
  const shown = props.value && !Number.isNaN(Date.parse(props.value)) ? picker.toInput(props.value) : '';
  return (
    <input
      {...inputProps(props)}
      className="me-input"
      type={picker.input}
      min={hasEarliestDay(props.folder) ? picker.min : undefined}
      value={shown}
      onChange={(event) => {
        const text = event.target.value;
        if (!text) return props.onChange(null);
        try {
          props.onChange(picker.fromInput(text));
        } catch {
          // Kept as typed so the schema reports it rather than the input losing it.
          props.onChange(text);
        }
      }}
    />
  );
}

export const timestampKind = defineFieldKind<string | null>('timestamp', {
  Editor: TimestampEditor,
  schema: (_field, folder) =>
    wireWith(
      'timestamp',
      (value: string) => !hasEarliestDay(folder) || Date.parse(value) >= Date.parse(istDayToIso(earliestDay)),
      'Invalid Input',
    ),
});
