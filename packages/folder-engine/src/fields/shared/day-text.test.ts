import { expect, it } from 'vitest';
import { dayText, parseDayText } from './day-text';

it('shows a day as dd/MM/yyyy and reads one back, refusing days no calendar has', () => {
  expect(dayText('2025-03-10')).toBe('10/03/2025');
  expect(dayText('10/0')).toBe('10/0');
  expect(parseDayText('10/03/2025')).toBe('2025-03-10');
  expect(parseDayText(' 29/02/2024 ')).toBe('2024-02-29');
  expect(parseDayText('29/02/2025')).toBeNull();
  expect(parseDayText('3/10/2025')).toBeNull();
  expect(parseDayText('2025-03-10')).toBeNull();
});
