import { minuteRangeKind } from '../shared/minute-range-editor';

export const shiftRangeKind = minuteRangeKind('shift_range');
