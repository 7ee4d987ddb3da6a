import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addMonths, MonthSelect, monthLabel, monthsBetween } from './MonthSelect';

describe('the month picker', () => {
  afterEach(cleanup);

  it('lists the months newest first, across a year', () => {
    expect(monthsBetween('2024-11', '2025-02')).toEqual(['2025-02', '2025-01', '2024-12', '2024-11']);
    expect(monthsBetween('2024-11', 'soon')).toEqual([]);
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2027-01', -13)).toBe('2025-12');
  });

  it('names each month in the interface language, not in English', () => {
    expect(monthLabel('2026-11', 'eng')).toBe('November 2026');
    expect(monthLabel('2026-11', 'hin')).toMatch(/^नवंबर/);
    expect(monthLabel('2026-11', 'ben')).toMatch(/^নভেম্বর/);
    expect(monthLabel('2026-11', 'fr')).toBe('novembre 2026');
  });

  it('answers the month chosen, and shows a month outside its range', async () => {
    const onChange = vi.fn();
    render(
      <MonthSelect
        aria-label="Month"
        value="2023-05"
        min="2024-11"
        max="2025-01"
        locale="hin"
        onChange={onChange}
      />,
    );
    const select = screen.getByLabelText('Month');
    const options = [...select.querySelectorAll('option')];
    expect(options.map((option) => option.value)).toEqual(['2025-01', '2024-12', '2024-11', '2023-05']);
    expect(options[0]?.textContent).toMatch(/^जनवरी/);
    await userEvent.setup().selectOptions(select, '2024-12');
    expect(onChange).toHaveBeenCalledWith('2024-12');
  });
});
