import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { FieldEditorProps } from '../fields/kind';
import { FolderForm } from '../form/FolderForm';
import { fieldIs } from '../ranked/field-is';
import { FixtureEngine } from '../testing/FixtureEngine';
import { fixtureRecords } from '../testing/fixtures';
import { MemoryTxnClient } from '../testing/memory-client';
import type { FieldEditorEntry } from './context';

afterEach(cleanup);

/** A product's editor: upper case as typed; the engine keeps the type's checks and wire value. */
function UpperCaseText({ id, value, onChange }: FieldEditorProps<string | null>) {
  return (
    <input
      id={id}
      data-testid="upper-case"
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value.toUpperCase())}
    />
  );
}

/** A product's editor of every text field. */
const TypeEditor = ({ id }: FieldEditorProps<string | null>) => <input id={id} data-testid="type-editor" />;

function renderExpenseForm(fieldEditors: FieldEditorEntry[], editors = {}) {
  const client = new MemoryTxnClient(fixtureRecords());
  render(
    <FixtureEngine client={client} fieldEditors={fieldEditors} editors={editors}>
      <FolderForm folder="expenses" mode="create" />
    </FixtureEngine>,
  );
  return { client, user: userEvent.setup() };
}

describe("a product's editor of one field, by folder and field", () => {
  it("edits that field only: the folder's other text field keeps its type's editor", async () => {
    const { client, user } = renderExpenseForm([
      { tester: fieldIs('expenses', 'title'), Editor: UpperCaseText },
    ]);
    expect(screen.getAllByTestId('upper-case')).toHaveLength(1);
    const title = screen.getByLabelText(/Title/);
    expect(title.dataset.testid).toBe('upper-case');
    expect(screen.getByLabelText(/Category/).dataset.testid).toBeUndefined();
    await user.type(title, 'taxi');
    await user.type(screen.getByLabelText(/Amount/), '120');
    await user.type(screen.getByLabelText(/Distance/), '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(client.store.rows('expenses').at(-1)).toMatchObject({ title: 'TAXI', amount: 120 }),
    );
  });

  it('leaves the field of another folder alone', () => {
    renderExpenseForm([{ tester: fieldIs('employees', 'title'), Editor: UpperCaseText }]);
    expect(screen.queryByTestId('upper-case')).toBeNull();
  });

  it("wins over the product's editor of the field's type", () => {
    renderExpenseForm([{ tester: fieldIs('expenses', 'title'), Editor: UpperCaseText }], {
      text: TypeEditor,
    });
    expect(screen.getByLabelText(/Title/).dataset.testid).toBe('upper-case');
    expect(screen.getByLabelText(/Category/).dataset.testid).toBe('type-editor');
  });
});
