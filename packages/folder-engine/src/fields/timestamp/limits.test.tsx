import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FieldPlayground, type FieldPlaygroundProps } from '../../testing/FieldPlayground';
import { fixtureEnv, fixtureRecords } from '../../testing/fixtures';
import { MemoryTxnClient } from '../../testing/memory-client';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const quarter = { min: '2025-01-15', max: '2025-03-31' };

function limited(props: Partial<FieldPlaygroundProps> = {}) {
  const client = new MemoryTxnClient(fixtureRecords());
  render(<FieldPlayground type="timestamp" state="empty" client={client} limits={quarter} {...props} />);
  const input = () => screen.getByLabelText('Value') as HTMLInputElement;
  // a day's bounds are the calendar's, behind the typed dd/MM/yyyy field
  const picker = () => document.querySelector('[data-field="value"] input[type="date"]') as HTMLInputElement;
  const save = () => userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
  const saves = () => client.store.log.filter((txn) => txn.name === 'txn_playground_create');
  return { input, picker, save, saves };
}

describe('timestamp min and max (spec 000 §5: date filters have optional min and max)', () => {
  it("bounds the day picker and refuses a day outside them with 'Invalid Input'", async () => {
    const { input, picker, save, saves } = limited();
    expect(picker().min).toBe('2025-01-15');
    expect(picker().max).toBe('2025-03-31');
    fireEvent.change(input(), { target: { value: '01/04/2025' } });
    await save();
    expect(await screen.findByText('please correct the invalid inputs in fields')).toBeTruthy();
    expect(document.querySelector('[data-field="value"] .me-error')?.textContent).toBe('Invalid Input');
    expect(saves()).toHaveLength(0);
  });

  it('accepts both end days', async () => {
    const { input, save, saves } = limited();
    fireEvent.change(input(), { target: { value: '31/03/2025' } });
    await save();
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(document.querySelector('.me-error')).toBeNull();
  });

  it('bounds a month picker by months and accepts the month the min falls in', async () => {
    const { input, save, saves } = limited({ filterType: 'month' });
    // a select of the months named in the user's language, not the browser's month field
    expect(input().tagName).toBe('SELECT');
    expect([...input().querySelectorAll('option')].map((option) => option.value)).toEqual([
      '',
      '2025-03',
      '2025-02',
      '2025-01',
    ]);
    expect(input().querySelector('option[value="2025-01"]')?.textContent).toBe('January 2025');
    await userEvent.setup().selectOptions(input(), '2025-01');
    await save();
    await waitFor(() => expect(saves()).toHaveLength(1));
  });

  it("accepts a day before Nov 2024 when no limit is given: that floor is the date switcher's, not a record's", async () => {
    const { input, picker, save, saves } = limited({ limits: {} });
    expect(picker().min).toBe('');
    fireEvent.change(input(), { target: { value: '13/12/2020' } });
    await save();
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(document.querySelector('.me-error')).toBeNull();
  });
});

describe('a timestamp up to now (issue #32: a challan’s wage month)', () => {
  // 00:30 of 1 December in India is 23:00 of 30 November in Dubai
  const now = new Date('2026-11-30T19:00:00Z');
  const months = (timeZone: string, props: Partial<FieldPlaygroundProps> = {}) => {
    cleanup();
    vi.useFakeTimers({ toFake: ['Date'], now });
    const { input, save, saves } = limited({
      filterType: 'month',
      upToNow: true,
      limits: {},
      env: { ...fixtureEnv, time_zone: timeZone },
      ...props,
    });
    const offered = [...input().querySelectorAll('option')].map((option) => option.value);
    return { offered, input, save, saves };
  };

  it("offers months up to the business's current one, counted in its zone", () => {
    expect(months('Asia/Kolkata').offered.slice(0, 3)).toEqual(['', '2026-12', '2026-11']);
    expect(months('Asia/Dubai').offered.slice(0, 3)).toEqual(['', '2026-11', '2026-10']);
  });

  it('keeps a caller’s earlier max, and saves the current month', async () => {
    expect(months('Asia/Dubai', { limits: { max: '2026-09-30' } }).offered[1]).toBe('2026-09');
    const { input, save, saves } = months('Asia/Dubai');
    await userEvent.setup().selectOptions(input(), '2026-11');
    await save();
    await waitFor(() => expect(saves()).toHaveLength(1));
  });

  it('refuses a later day in a day picker', async () => {
    const { save, saves } = months('Asia/Dubai', { filterType: 'date' });
    const day = screen.getByLabelText('Value') as HTMLInputElement;
    expect((document.querySelector('[data-field="value"] input[type="date"]') as HTMLInputElement).max).toBe(
      '2026-11-30',
    );
    fireEvent.change(day, { target: { value: '01/12/2026' } });
    await save();
    expect(document.querySelector('[data-field="value"] .me-error')?.textContent).toBe('Invalid Input');
    expect(saves()).toHaveLength(0);
  });
});
