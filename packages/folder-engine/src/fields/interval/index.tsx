import { minuteRangeKind } from '../shared/minute-range-editor';

export const intervalKind = minuteRangeKind('interval');
