import { businessMonthKey } from '@muster/protocol';
import { useEngine } from '../../provider/context';
import { defineFieldKind, type FieldEditorProps, wireWith } from '../kind';
import { DayInput } from '../shared/DayInput';
import { inputProps } from '../shared/input-props';
import { addMonths, MonthSelect } from '../shared/MonthSelect';
import { type DateLimits, fieldDays, isWithinDays } from './date-limits';
import { dayToIso, isoToDay, isoToMonth, isoToYear, monthToIso, yearToIso } from './day-inputs';

/**
 * Month-only and year-only pickers (spec 000 §5), each with its input, its conversions (in the
 * business's zone) and the length of a 'yyyy-MM-dd' day its input bounds keep.
 */
const pickers = {
  date: { input: 'date', toInput: isoToDay, fromInput: dayToIso, boundLength: 10 },
  month: { input: 'month', toInput: isoToMonth, fromInput: monthToIso, boundLength: 7 },
  year: { input: 'number', toInput: isoToYear, fromInput: yearToIso, boundLength: 4 },
} as const;

type Picker = (typeof pickers)[keyof typeof pickers];

/**
 * The months a month field without limits offers around the business's current one: ten years
 * back (a record's own dates have no floor, README) and one ahead (a structure effective soon).
 */
const monthsBack = 120;
const monthsAhead = 12;

const instantPattern = /^\d{4}-\d{2}-\d{2}T/;
const isoDayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** A month or year picker holds the unit's first day, so its lower limit is the first day of the min's unit. */
function pickerDays(days: DateLimits, picker: Picker): DateLimits {
  if (days.min === undefined) return days;
  return {
    ...days,
    min: `${days.min.slice(0, picker.boundLength)}${'0000-01-01'.slice(picker.boundLength)}`,
  };
}

/** A native input's attributes but `readOnly`, which a select has not (a read-only field shows an output). */
const monthProps = (props: FieldEditorProps<string | null>) => {
  const { readOnly: _, ...rest } = inputProps(props);
  return rest;
};

function TimestampEditor(props: FieldEditorProps<string | null>) {
  const { kind, locale, timeZone } = useEngine();
  const picker = pickers[props.field.filterType ?? 'date'];
  if (props.readOnly)
    return (
      <output id={props.id} className="me-readonly">
        {kind('timestamp').format(props.value, { locale, timeZone })}
      </output>
    );
  const days = fieldDays(props.limits, props.field, timeZone);
  if (picker === pickers.date) {
    // a stored instant shows as its day in the business's zone; a text typed that is no day yet stays as typed
    const stored = props.value && instantPattern.test(props.value);
    return (
      <DayInput
        {...inputProps(props)}
        value={stored ? isoToDay(props.value as string, timeZone) : (props.value ?? '')}
        min={days.min}
        max={days.max}
        onChange={(day) =>
          props.onChange(!day ? null : isoDayPattern.test(day) ? dayToIso(day, timeZone) : day)
        }
      />
    );
  }
  const shown =
    props.value && !Number.isNaN(Date.parse(props.value)) ? picker.toInput(props.value, timeZone) : '';
  if (picker === pickers.month)
    return (
      // months named in the user's language (a browser's month field names them in its own)
      <MonthSelect
        {...monthProps(props)}
        className="me-input"
        allowEmpty
        locale={locale}
        min={days.min?.slice(0, 7) ?? addMonths(businessMonthKey(Date.now(), timeZone), -monthsBack)}
        max={days.max?.slice(0, 7) ?? addMonths(businessMonthKey(Date.now(), timeZone), monthsAhead)}
        value={shown}
        onChange={(month) => props.onChange(month ? picker.fromInput(month, timeZone) : null)}
      />
    );
  return (
    <input
      {...inputProps(props)}
      className="me-input"
      type={picker.input}
      min={days.min?.slice(0, picker.boundLength)}
      max={days.max?.slice(0, picker.boundLength)}
      value={shown}
      onChange={(event) => {
        const text = event.target.value;
        if (!text) return props.onChange(null);
        try {
          props.onChange(picker.fromInput(text, timeZone));
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
  schema: (field, _folder, { limits, timeZone }) => {
    const days = pickerDays(fieldDays(limits, field, timeZone), pickers[field.filterType ?? 'date']);
    return wireWith('timestamp', (value: string) => isWithinDays(value, days, timeZone), 'Invalid Input');
  },
});
