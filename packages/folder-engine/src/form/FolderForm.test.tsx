import { type ErrorReplyData, folderDefinitionSchema, serverTextOf } from '@muster/protocol';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FixtureEngine } from '../testing/FixtureEngine';
import { fixtureDefinition, fixtureDefinitions, fixtureEnv, fixtureRecords } from '../testing/fixtures';
import { MemoryTxnClient } from '../testing/memory-client';
import { FolderForm, type FolderFormProps } from './FolderForm';

function renderForm(
  props: Partial<FolderFormProps> = {},
  options: { env?: typeof fixtureEnv; locale?: 'eng' | 'fr' } = {},
) {
  const client = new MemoryTxnClient(fixtureRecords());
  const onSaved = vi.fn();
  render(
    <FixtureEngine client={client} {...options}>
      <FolderForm folder="expenses" mode="create" onSaved={onSaved} {...props} />
    </FixtureEngine>,
  );
  return { client, onSaved, user: userEvent.setup() };
}

afterEach(cleanup);

/** The fixture's definitions with expenses partner-scoped: a mandatory Business field first. */
function withBusinessField() {
  const expenses = fixtureDefinition('expenses');
  const scoped = folderDefinitionSchema.parse({
    ...expenses,
    fields: [
      {
        name: 'partners_id',
        type: 'docpicker',
        label: { eng: 'Business', fr: 'Entreprise', hin: 'व्यवसाय', ben: 'ব্যবসা' },
        source: { container: 'folders', foldertype: 'folders', folder: 'partners' },
        mandatory_expr: 'true',
      },
      ...expenses.fields,
    ],
    forms: expenses.forms.map((form) => ({ ...form, fields: ['partners_id', ...(form.fields ?? [])] })),
  });
  return fixtureDefinitions.map((definition) => (definition.name === 'expenses' ? scoped : definition));
}

function storedExpense(index: number) {
  const record = fixtureRecords().expenses[index];
  if (!record) throw new Error(`no fixture expense ${index}`);
  return record;
}

const field = (name: string) => document.querySelector(`[data-field="${name}"]`) as HTMLElement;

describe('FolderForm', () => {
  it('fills default values, shows mandatory asterisks and hides by visible_expr', async () => {
    const { user } = renderForm();
    expect(screen.getByLabelText(/Category/)).toHaveProperty('value', 'travel');
    expect(within(field('title')).getByText('*')).toBeTruthy();
    expect(field('distance_km')).toBeTruthy();
    await user.clear(screen.getByLabelText(/Category/));
    await user.type(screen.getByLabelText(/Category/), 'meals');
    expect(field('distance_km')).toBeNull();
    expect((screen.getByLabelText(/Spent on/) as HTMLInputElement).value).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  it("refuses a save with missing fields: 'please check all the fields' and 'Mandatory field'", async () => {
    const { user, client } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('please check all the fields')).toBeTruthy();
    expect(within(field('title')).getByRole('alert').textContent).toBe('Mandatory field');
    expect(client.store.log).toHaveLength(0);
  });

  it("refuses invalid values: 'please correct the invalid inputs in fields' and 'Invalid Input'", async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/Title/), 'Taxi');
    await user.type(screen.getByLabelText(/Amount/), '-5');
    await user.type(screen.getByLabelText(/Distance/), '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('please correct the invalid inputs in fields')).toBeTruthy();
    expect(within(field('amount')).getByRole('alert').textContent).toBe('Invalid Input');
  });

  it('creates through the folder create txn with a patch list', async () => {
    const { user, client, onSaved } = renderForm();
    await user.type(screen.getByLabelText(/Title/), 'Taxi');
    await user.type(screen.getByLabelText(/Amount/), '42.5');
    await user.type(screen.getByLabelText(/Distance/), '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const txn = client.store.log.at(-1);
    expect(txn).toMatchObject({
      name: 'txn_expenses_create',
      folder: 'expenses',
      client_props: { txn_op: 'C' },
    });
    expect(txn?.params).toMatchObject({
      baseFolder: 'expenses',
      rows: [{ op: 'C', data: { title: 'Taxi', amount: 42.5, distance_km: 12, category: 'travel' } }],
    });
    expect(client.store.rows('expenses').at(-1)).toMatchObject({ title: 'Taxi', amount: 42.5 });
  });

  it('starts a partner-scoped record in the signed-in business, which its picker cannot offer (the partners list leaves it out)', async () => {
    const client = new MemoryTxnClient(fixtureRecords());
    const onSaved = vi.fn();
    render(
      <FixtureEngine client={client} definitions={withBusinessField()}>
        <FolderForm folder="expenses" mode="create" onSaved={onSaved} />
      </FixtureEngine>,
    );
    const user = userEvent.setup();
    expect(within(await waitFor(() => field('partners_id'))).getByText('Demo Industries')).toBeTruthy();
    await user.type(screen.getByLabelText(/Title/), 'Taxi');
    await user.type(screen.getByLabelText(/Amount/), '42.5');
    await user.type(screen.getByLabelText(/Distance/), '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(client.store.log.at(-1)?.params).toMatchObject({
      rows: [{ op: 'C', data: { partners_id: [{ id: fixtureEnv.partners_id }], title: 'Taxi' } }],
    });
  });

  it("hides the Business field from a user who cannot choose one, still sending its own, and starts a year at the business's current financial year", async () => {
    // the folder JSON's own mechanisms (a visible_expr, a default_value), as the income-tax
    // declarations and regimes use them (helper E item 3): the engine learns no feature
    const definitions = withBusinessField().map((definition) =>
      definition.name === 'expenses'
        ? folderDefinitionSchema.parse({
            ...definition,
            fields: [
              ...definition.fields.map((found) =>
                found.name === 'partners_id' ? { ...found, visible_expr: 'env.isAdmin || env.isHR' } : found,
              ),
              {
                name: 'financial_year',
                type: 'int',
                label: { eng: 'Financial Year', fr: 'Exercice', hin: 'वित्त वर्ष', ben: 'অর্থবছর' },
                default_value: 'financialYearOf(now)',
              },
            ],
            forms: definition.forms.map((form) => ({
              ...form,
              fields: [...(form.fields ?? []), 'financial_year'],
            })),
          })
        : definition,
    );
    // 19:00 UTC on 31 March 2026: 1 April (2026-27) in India, still 31 March (2025-26) in Dubai
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-31T19:00:00Z'));
    try {
      const employee = { ...fixtureEnv, isAdmin: false, isHR: false };
      const show = (env: typeof fixtureEnv) => {
        const client = new MemoryTxnClient(fixtureRecords());
        const onSaved = vi.fn();
        render(
          <FixtureEngine client={client} definitions={definitions} env={env}>
            <FolderForm folder="expenses" mode="create" onSaved={onSaved} />
          </FixtureEngine>,
        );
        return { client, onSaved };
      };
      const { client, onSaved } = show({ ...employee, time_zone: 'Asia/Kolkata' });
      await waitFor(() => expect(screen.getByLabelText(/Financial Year/)).toHaveProperty('value', '2026'));
      expect(field('partners_id')).toBeNull();
      const user = userEvent.setup();
      await user.type(screen.getByLabelText(/Title/), 'Taxi');
      await user.type(screen.getByLabelText(/Amount/), '42.5');
      await user.type(screen.getByLabelText(/Distance/), '12');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onSaved).toHaveBeenCalled());
      expect(client.store.log.at(-1)?.params).toMatchObject({
        rows: [{ op: 'C', data: { partners_id: [{ id: fixtureEnv.partners_id }], financial_year: 2026 } }],
      });
      cleanup();
      show({ ...employee, time_zone: 'Asia/Dubai' });
      await waitFor(() => expect(screen.getByLabelText(/Financial Year/)).toHaveProperty('value', '2025'));
      cleanup();
      // HR (or admin) chooses the business: the field shows
      show({ ...employee, isHR: true, time_zone: 'Asia/Kolkata' });
      await waitFor(() => expect(field('partners_id')).toBeTruthy());
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows another business's record in that business's days, not the signed-in one's (#28 item 2)", async () => {
    const records = fixtureRecords();
    const [demo, sunrise] = records.partners;
    if (!demo || !sunrise) throw new Error('the fixture has two businesses');
    // Sunrise keeps Kathmandu's calendar (+05:45): its 1 December opens at 18:15 UTC, while
    // India's 30 November still has 45 minutes to run
    const client = new MemoryTxnClient({
      ...records,
      partners: [
        { ...demo, time_zone: 'Asia/Kolkata' },
        { ...sunrise, time_zone: 'Asia/Kathmandu' },
      ],
    });
    const record = {
      ...storedExpense(1),
      partners_id: [{ id: sunrise.id, name: sunrise.name }],
      spent_on: '2026-11-30T18:15:00.000Z',
    };
    render(
      <FixtureEngine
        client={client}
        definitions={withBusinessField()}
        env={{ ...fixtureEnv, time_zone: 'Asia/Kolkata' }}
      >
        <FolderForm folder="expenses" mode="update" record={record} />
      </FixtureEngine>,
    );
    await waitFor(() => expect(screen.getByLabelText(/Spent on/)).toHaveProperty('value', '01/12/2026'));
    // the signed-in business's own record keeps the signed-in zone
    cleanup();
    render(
      <FixtureEngine
        client={client}
        definitions={withBusinessField()}
        env={{ ...fixtureEnv, time_zone: 'Asia/Kolkata' }}
      >
        <FolderForm
          folder="expenses"
          mode="update"
          record={{ ...record, partners_id: [{ id: demo.id, name: demo.name }] }}
        />
      </FixtureEngine>,
    );
    expect(screen.getByLabelText(/Spent on/)).toHaveProperty('value', '30/11/2026');
  });

  it('updates only the changed fields of a stored record', async () => {
    const record = storedExpense(1);
    const { user, client, onSaved } = renderForm({ mode: 'update', record });
    const title = screen.getByLabelText(/Title/);
    await user.clear(title);
    await user.type(title, 'Lunch with client');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(client.store.log.at(-1)?.params).toEqual({
      baseFolder: 'expenses',
      rows: [
        {
          op: 'U',
          key: record.id,
          data: { title: 'Lunch with client', last_modified: record.last_modified },
        },
      ],
    });
  });

  it("says what the write's hooks reported (a policy's days recomputed) in place of 'Saved', in the host's words", async () => {
    const client = new MemoryTxnClient(fixtureRecords());
    const stored = client.run.bind(client);
    const note = { key: 'Attendance recomputed: {{count}} days changed', values: { count: 12 } };
    vi.spyOn(client, 'run').mockImplementation(async (txn, options) => {
      const result = await stored(txn, options);
      return { ...result, data: { ...result.data, notes: [note] } };
    });
    const serverText = (message: string, data?: ErrorReplyData) =>
      `${message.replace('{{count}}', String(serverTextOf(data)?.values.count))} (translated)`;
    render(
      <FixtureEngine client={client} serverText={serverText}>
        <FolderForm folder="expenses" mode="update" record={storedExpense(1)} />
      </FixtureEngine>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Title/), ' again');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Attendance recomputed: 12 days changed (translated)',
      ),
    );
  });

  it('says an unchanged update has nothing to save, and sends nothing', async () => {
    const { user, client, onSaved } = renderForm({ mode: 'update', record: storedExpense(1) });
    const sent = client.store.log.length;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe('Nothing changed: there is nothing to save');
    expect(client.store.log).toHaveLength(sent);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("blocks the edit of a record the update txn's row permission refuses", () => {
    const record = storedExpense(0);
    renderForm({ mode: 'update', record });
    expect(screen.getByRole('alert').textContent).toBe('sorry folder cant be updated by you');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByLabelText(/Title/)).toHaveProperty('readOnly', true);
  });

  it('makes readonly_expr fields read-only and shows labels in the chosen language', () => {
    renderForm({}, { env: { ...fixtureEnv, isAdmin: false }, locale: 'fr' });
    expect(screen.getByLabelText(/Approuvé/)).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeTruthy();
  });

  it('shows only mandatory fields when asked, and everything read-only in read mode', async () => {
    const { user } = renderForm();
    await user.click(screen.getByLabelText('Show only mandatory fields'));
    expect(field('notes')).toBeNull();
    expect(field('title')).toBeTruthy();
  });

  it('checks detail rows with parent in scope, each row on its own', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/Amount/), '10');
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    await user.type(screen.getByLabelText(/Cost/), '50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(field('items.0.cost')).getByRole('alert').textContent).toBe('Invalid Input');
    expect(within(field('items.0.item')).getByRole('alert').textContent).toBe('Mandatory field');
  });

  it("marks a detail row's missing value in its cell when the row is not open", async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('please check all the fields');
    const grid = field('items').querySelector('[role="grid"]') as HTMLElement;
    const marked = within(grid).getByText('Mandatory field');
    expect(marked.getAttribute('aria-invalid')).toBe('true');
  });
});
