import type { FieldTypeName } from '@muster/protocol';
import { useState } from 'react';
import { useEngine } from '../../provider/context';
import { defineFieldKind, type FieldEditorProps, type FieldKind } from '../kind';
import { inputProps } from './input-props';
import { minutesToClock, toMinutePair } from './minute-pair';

type Pair = [number, number] | null;

function MinuteRangeEditor(props: FieldEditorProps<Pair>) {
  const { t } = useEngine();
  const [clocks, setClocks] = useState<[string, string]>(() =>
    props.value ? [minutesToClock(props.value[0]), minutesToClock(props.value[1])] : ['', ''],
  );
  const change = (next: [string, string]) => {
    setClocks(next);
    props.onChange(next[0] && next[1] ? toMinutePair(...next) : null);
  };
  return (
    <div className="me-range">
      <input
        {...inputProps(props)}
        aria-label={t('Start')}
        className="me-input"
        type="time"
        value={clocks[0]}
        onChange={(event) => change([event.target.value, clocks[1]])}
      />
      <input
        aria-label={t('End')}
        className="me-input"
        type="time"
        readOnly={props.readOnly}
        value={clocks[1]}
        onChange={(event) => change([clocks[0], event.target.value])}
      />
    </div>
  );
}

/** interval and shift_range: both minute pairs of the day (spec 000 §5). */
export const minuteRangeKind = (type: FieldTypeName): FieldKind<Pair> =>
  defineFieldKind<Pair>(type, { Editor: MinuteRangeEditor });
