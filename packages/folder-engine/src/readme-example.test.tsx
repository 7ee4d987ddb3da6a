import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import readme from '../README.md?raw';
import { ExpensesScreen } from './testing/readme-example';
import exampleSource from './testing/readme-example.tsx?raw';
import './testing/dom-shims';
import { fixtureRecords, fixtureSettings } from './testing/fixtures';
import { MemoryTxnClient } from './testing/memory-client';

afterEach(cleanup);

describe('the README embedding example', () => {
  it('is the compiled example file, word for word', () => {
    expect(readme).toContain(exampleSource.replace("from '../index';", "from '@muster/folder-engine';"));
  });

  it('renders a list and opens a row in its form', async () => {
    render(<ExpensesScreen client={new MemoryTxnClient(fixtureRecords())} settings={fixtureSettings()} />);
    await waitFor(() => expect(screen.getByText('Showing 1 - 50 of 57')).toBeTruthy());
    const [cell] = screen.getAllByText(/^Expense \d+$/);
    await userEvent.setup().click(cell as HTMLElement);
    expect(await screen.findByRole('form', { name: 'Expenses' })).toBeTruthy();
  });
});
