import '../i18n';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BulkGenerateTab } from './BulkGenerateTab';

type Call = { name: string; params: Record<string, unknown> };
const calls: Call[] = [];

const app = vi.hoisted(() => ({ current: {} as Record<string, unknown> }));
vi.mock('../session/app-context', () => ({ useApp: () => app.current }));

app.current = {
  settings: { env: { swhandle: 'sunrise', time_zone: 'Asia/Kolkata' } },
  client: {
    call: async (spec: { name: string }, params: Record<string, unknown>) => {
      calls.push({ name: spec.name, params });
      if (spec.name === 'txn_payslips_record_payment')
        return { message: 'Wage payment recorded', records: [{ recorded: 3 }], data: {} };
      return { records: [], data: {} };
    },
  },
};

afterEach(() => {
  cleanup();
  calls.length = 0;
});

describe('the payslip generation tab', () => {
  it('takes the day the wages were paid as dd/mm/yyyy and records that day', async () => {
    render(<BulkGenerateTab name="payslips/generate" />);
    const paidOn = screen.getByLabelText('Wages Paid On');
    // a native date input showed 7 November 2026 as 11/07/2026 in an American browser
    expect(paidOn.getAttribute('placeholder')).toBe('dd/mm/yyyy');
    fireEvent.change(paidOn, { target: { value: '07/11/2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record Wage Payment' }));
    await waitFor(() =>
      expect(calls.find((call) => call.name === 'txn_payslips_record_payment')?.params.paid_on).toBe(
        '2026-11-06T18:30:00.000Z',
      ),
    );
  });
});
