import { cleanup, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FolderForm } from '../form/FolderForm';
import { useBusinessZone } from '../provider/business-zone';
import { FixtureEngine } from '../testing/FixtureEngine';
import { fixtureEnv, fixtureRecords } from '../testing/fixtures';
import { MemoryTxnClient } from '../testing/memory-client';
import { FolderList, type FolderListProps } from './FolderList';
import { referenceFilter } from './referenced-by';

afterEach(cleanup);

function renderList(props: Partial<FolderListProps> = {}, env = fixtureEnv) {
  const client = new MemoryTxnClient(fixtureRecords());
  const notify = vi.fn();
  render(
    <FixtureEngine client={client} env={env} onNotify={notify}>
      <FolderList folder="expenses" {...props} />
    </FixtureEngine>,
  );
  return { client, notify, user: userEvent.setup() };
}

const lastList = (client: MemoryTxnClient) =>
  client.store.log.filter((txn) => txn.name === 'txn_expenses_list').at(-1);
const filterInput = (client: MemoryTxnClient) =>
  ((lastList(client)?.params?.filters ?? { filterInput: [] }) as { filterInput: { path: string }[] })
    .filterInput;
const status = () => screen.getByText(/^Showing/);

describe('FolderList', () => {
  it("pages on the server: 'Showing x - y of n' and the next page after the 1.5 s debounce", async () => {
    const { client, user } = renderList();
    await waitFor(() => expect(status().textContent).toBe('Showing 1 - 50 of 57'));
    expect(lastList(client)?.params).toMatchObject({ limit: 50, offset: 0, getRowCount: true });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(lastList(client)?.params).toMatchObject({ offset: 0 });
    await waitFor(() => expect(status().textContent).toBe('Showing 51 - 57 of 57'), { timeout: 3000 });
    expect(lastList(client)?.params).toMatchObject({ offset: 50 });
  });

  it('searches from 2 characters after 1 s', async () => {
    const { client, user } = renderList();
    await waitFor(() => status());
    const count = client.store.log.length;
    await user.type(screen.getByPlaceholderText('Search List...'), 'E');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(client.store.log.length).toBe(count);
    await user.type(screen.getByPlaceholderText('Search List...'), 'xpense 5');
    await waitFor(() => expect(status().textContent).toBe('Showing 1 - 9 of 9'), { timeout: 3000 });
    expect(filterInput(client)).toContainEqual({
      filterInput: [{ path: 'title', operator: 'ilike', value: 'Expense 5', joinop: 'or' }],
      joinop: 'and',
    });
  });

  it('finds a record by its name as well as by its code', async () => {
    const client = new MemoryTxnClient(fixtureRecords());
    render(
      <FixtureEngine client={client}>
        <FolderList folder="employees" />
      </FixtureEngine>,
    );
    const user = userEvent.setup();
    const search = await screen.findByPlaceholderText('Search List...');
    await user.type(search, 'E002');
    await waitFor(() => expect(status().textContent).toBe('Showing 1 - 1 of 1'), { timeout: 3000 });
    screen.getByText('E002');
    await user.clear(search);
    await user.type(search, 'dev pat');
    await screen.findByText('E003', undefined, { timeout: 3000 });
    expect(screen.queryByText('E002')).toBeNull();
    expect(status().textContent).toBe('Showing 1 - 1 of 1');
  });

  it('sorts by a clicked header, ascending then descending, newest first before', async () => {
    const { client, user } = renderList();
    await waitFor(() => status());
    expect(lastList(client)?.params).toMatchObject({ orderBy: [{ path: 'creation_date', dir: 'desc' }] });
    await user.click(
      screen.getByRole('columnheader', { name: 'Title' }).querySelector('span') as HTMLElement,
    );
    await waitFor(() =>
      expect(lastList(client)?.params).toMatchObject({ orderBy: [{ path: 'title', dir: 'asc' }] }),
    );
    await waitFor(() => expect(screen.getAllByRole('row')[1]?.textContent).toContain('Expense 1'));
    await user.click(
      screen.getByRole('columnheader', { name: 'Title' }).querySelector('span') as HTMLElement,
    );
    await waitFor(() =>
      expect(lastList(client)?.params).toMatchObject({ orderBy: [{ path: 'title', dir: 'desc' }] }),
    );
  });

  it("shows 'No Data Found' and 'No Pages To Show' for an empty list", async () => {
    const client = new MemoryTxnClient({});
    render(
      <FixtureEngine client={client}>
        <FolderList folder="expenses" />
      </FixtureEngine>,
    );
    expect(await screen.findByText('No Data Found')).toBeTruthy();
    expect(screen.getByText('No Pages To Show')).toBeTruthy();
  });

  it('says what an empty folder lists and offers its create action, not when a search finds nothing', async () => {
    const onOpenForm = vi.fn();
    render(
      <FixtureEngine client={new MemoryTxnClient({})} locale="fr">
        <FolderList folder="expenses" onOpenForm={onOpenForm} />
      </FixtureEngine>,
    );
    const user = userEvent.setup();
    await screen.findByText('Rien dans « Dépenses » pour l’instant : ce que vous créez ici s’affiche ici.');
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    expect(onOpenForm).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'txn_expenses_create' }),
      undefined,
    );
    await user.type(screen.getByRole('searchbox'), 'taxi');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Créer' })).toBeNull(), {
      timeout: 3000,
    });
    screen.getByText('Aucune donnée trouvée');
  });

  it("shows the picked business's rows (its handle as target_swhandle), and filters by date preset", async () => {
    const { client, user } = renderList();
    await waitFor(() => expect(status().textContent).toBe('Showing 1 - 50 of 57'));
    await screen.findByText('Sunrise Staffing');
    expect(client.store.log.some((txn) => txn.name === 'txn_businesses_list')).toBe(true);
    await user.selectOptions(screen.getByLabelText('Business'), 'Sunrise Staffing');
    await waitFor(() => expect(screen.getByText('No Pages To Show')).toBeTruthy());
    expect(lastList(client)?.target_swhandle).toBe('sunrise');
    expect(filterInput(client).map((filter) => filter.path)).not.toContain('partners_id');
    await user.selectOptions(screen.getByLabelText('Business'), 'Demo Industries');
    await waitFor(() => expect(status().textContent).toBe('Showing 1 - 50 of 57'));
    expect(lastList(client)?.target_swhandle).toBeUndefined();
    await user.click(screen.getByLabelText('Date filters'));
    await user.click(screen.getByRole('button', { name: 'This year' }));
    await waitFor(() => expect(filterInput(client)[0]?.path).toBe('creation_date'));
  });

  it('opens on the business a link names, which the filter shows picked; a user who cannot pick ignores it', async () => {
    const { client, user } = renderList({ business: 'sunrise' });
    await waitFor(() => expect(screen.getByText('No Pages To Show')).toBeTruthy());
    expect(lastList(client)?.target_swhandle).toBe('sunrise');
    await screen.findByText('Sunrise Staffing');
    expect((screen.getByLabelText('Business') as HTMLSelectElement).value).toBe('sunrise');
    await user.selectOptions(screen.getByLabelText('Business'), 'Demo Industries');
    await waitFor(() => expect(status().textContent).toBe('Showing 1 - 50 of 57'));
    expect(lastList(client)?.target_swhandle).toBeUndefined();
    cleanup();
    const employee = renderList({ business: 'sunrise' }, { ...fixtureEnv, isAdmin: false });
    await waitFor(() => expect(status().textContent).toBe('Showing 1 - 50 of 57'));
    expect(employee.client.store.log.every((txn) => txn.target_swhandle === undefined)).toBe(true);
  });

  it("counts a picked business's days in that business's zone, not the signed-in one's (#28 item 2)", async () => {
    const records = fixtureRecords();
    // Sunrise keeps Dubai's calendar (+04:00): its days open at 20:00 UTC, India's at 18:30
    const partners = [
      { ...records.partners[0], time_zone: 'Asia/Kolkata' },
      { ...records.partners[1], time_zone: 'Asia/Dubai' },
    ];
    const client = new MemoryTxnClient({ ...records, partners });
    const env = { ...fixtureEnv, time_zone: 'Asia/Kolkata' };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <FixtureEngine client={client} env={env}>
        {children}
      </FixtureEngine>
    );
    const picked = renderHook(
      ({ partner }: { partner: string | null }) =>
        useBusinessZone(partner ? { path: 'sw_handle', value: partner } : null),
      {
        wrapper,
        initialProps: { partner: 'sunrise' as string | null },
      },
    );
    // the signed-in business's until the picked one's is read, then the picked one's
    expect(picked.result.current).toBe('Asia/Kolkata');
    await waitFor(() => expect(picked.result.current).toBe('Asia/Dubai'));
    picked.rerender({ partner: null });
    expect(picked.result.current).toBe('Asia/Kolkata');
    cleanup();
    // the list of Sunrise's rows formats and filters its dates by Dubai's days
    render(<FolderList folder="expenses" business="sunrise" />, { wrapper });
    const user = userEvent.setup();
    await waitFor(() => expect(lastList(client)?.target_swhandle).toBe('sunrise'));
    await user.click(screen.getByLabelText('Date filters'));
    await user.click(screen.getByRole('button', { name: 'This year' }));
    await waitFor(() => expect(filterInput(client)[0]?.path).toBe('creation_date'));
    const [range] = filterInput(client) as unknown as { value: [string, string] }[];
    expect(range?.value.map((instant) => instant.slice(10))).toEqual(['T20:00:00.000Z', 'T20:00:00.000Z']);
  });

  it('offers no business filter to a user who works in one business only (an ordinary employee; #27 item 4)', async () => {
    const { client } = renderList({}, { ...fixtureEnv, isAdmin: false });
    await waitFor(() => expect(status().textContent).toBe('Showing 1 - 50 of 57'));
    expect(screen.queryByLabelText('Business')).toBeNull();
    expect(client.store.log.some((txn) => txn.name === 'txn_businesses_list')).toBe(false);
  });

  it("refuses row actions without a selection: 'please select one or more records', 'Select rows to delete'", async () => {
    const { user } = renderList();
    await waitFor(() => status());
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Approve' }));
    expect((await screen.findByRole('alert')).textContent).toBe('please select one or more records');
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Select rows to delete');
  });

  it('offers only permitted actions, always Export Folder, and bulk upload where the user may create', async () => {
    const { user } = renderList({}, { ...fixtureEnv, isAdmin: false });
    await waitFor(() => status());
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['Create', 'Delete', 'Export Folder', 'Bulk Upload', 'Download Template']);
  });

  it("offers on a contractor's business only what the policy gives the principal employer there", async () => {
    const { user } = renderList();
    await waitFor(() => status());
    await screen.findByText('Sunrise Staffing');
    await user.selectOptions(screen.getByLabelText('Business'), 'Sunrise Staffing');
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['Approve', 'Export Folder']);
  });

  it('deletes the selected rows after the Delete Confirmation', async () => {
    const { client, user } = renderList();
    await waitFor(() => status());
    const [, firstRow] = screen.getAllByRole('row');
    await user.click(within(firstRow as HTMLElement).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Confirmation' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(status().textContent).toBe('Showing 1 - 50 of 56'));
    expect(client.store.log.find((txn) => txn.name === 'txn_expenses_delete')?.params).toMatchObject({
      baseFolder: 'expenses',
      rows: [{ op: 'D' }],
    });
  });

  it('offers the dependent-record dialog when a delete is refused, and deletes anyway', async () => {
    const client = new MemoryTxnClient(fixtureRecords());
    render(
      <FixtureEngine client={client}>
        <FolderList folder="employees" />
      </FixtureEngine>,
    );
    const user = userEvent.setup();
    // jsdom lays nothing out, so the grid renders its first columns only: find the row by code.
    const row = (await screen.findByText('E001')).closest('[role="row"]') as HTMLElement;
    await user.click(within(row).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByText(
      'There are records which are dependent on the Employees you are deleting.',
    );
    expect(
      within(dialog.closest('[role="dialog"]') as HTMLElement).getByRole('listitem').textContent,
    ).toContain('Bikram Das');
    await user.click(screen.getByRole('button', { name: 'Delete Anyway' }));
    await waitFor(() => expect(screen.queryByText('E001')).toBeNull());
    expect(client.store.log.at(-2)?.params).toMatchObject({ deleteDependent: true });
  });

  it('reloads when a form of the same engine saves into the folder', async () => {
    const client = new MemoryTxnClient(fixtureRecords());
    render(
      <FixtureEngine client={client}>
        <FolderList folder="expenses" />
        <FolderForm folder="expenses" mode="create" />
      </FixtureEngine>,
    );
    const user = userEvent.setup();
    await waitFor(() => expect(status().textContent).toBe('Showing 1 - 50 of 57'));
    await user.type(screen.getByLabelText(/Title/), 'Fuel');
    await user.type(screen.getByLabelText(/Amount/), '30');
    await user.type(screen.getByLabelText(/Distance/), '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(status().textContent).toBe('Showing 1 - 50 of 58'));
  });

  it('offers referenced-by links per row and lists with fixed filters', async () => {
    const onReferencedBy = vi.fn();
    const client = new MemoryTxnClient(fixtureRecords());
    render(
      <FixtureEngine client={client}>
        <FolderList folder="employees" onReferencedBy={onReferencedBy} />
      </FixtureEngine>,
    );
    const user = userEvent.setup();
    const row = (await screen.findByText('E001')).closest('[role="row"]') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Referenced by' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Expenses' }));
    const link = { folder: 'expenses', field: 'employees_id' };
    expect(onReferencedBy).toHaveBeenCalledWith(link, expect.objectContaining({ code: 'E001' }));
    cleanup();
    render(
      <FixtureEngine client={client}>
        <FolderList
          folder="expenses"
          filters={[referenceFilter(link, 'e0000000-0000-4000-8000-000000000001')]}
        />
      </FixtureEngine>,
    );
    await waitFor(() => expect(status().textContent).toBe('Showing 1 - 14 of 14'));
  });

  it('calls back on row click and on a form action', async () => {
    const onRowClick = vi.fn();
    const onOpenForm = vi.fn();
    const { user } = renderList({ onRowClick, onOpenForm });
    await waitFor(() => status());
    const [, firstRow] = screen.getAllByRole('row');
    const title = within(firstRow as HTMLElement).getByText(/^Expense \d+$/);
    await user.click(title);
    expect(onRowClick).toHaveBeenCalledWith(expect.objectContaining({ title: title.textContent }));
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Create' }));
    expect(onOpenForm).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'txn_expenses_create' }),
      undefined,
    );
  });
});
