import { folderDefinitionSchema } from '@muster/protocol';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { FieldEditorProps } from '../fields/kind';
import { FixtureEngine } from '../testing/FixtureEngine';
import { fixtureDefinitions } from '../testing/fixtures';
import { MemoryTxnClient } from '../testing/memory-client';
import { FolderForm } from './FolderForm';
import { firstScreenFields } from './use-progressive-mount';

afterEach(cleanup);

const label = (text: string) => ({ eng: text, fr: text, hin: text, ben: text });
const fieldCount = 72;
const allowed = { env: 'true' };
// A folder longer than any in the catalogue: 72 text fields, the last with a default.
const longFolder = folderDefinitionSchema.parse({
  name: 'long',
  label: label('Long'),
  foldertype: 'folders',
  visibleExpr: 'true',
  fields: Array.from({ length: fieldCount }, (_, index) => ({
    name: `field_${index}`,
    type: 'text',
    label: label(`Field ${index}`),
    ...(index === fieldCount - 1 && { default_value: "'late'" }),
  })),
  txns: [{ name: 'txn_long_create', label: label('Create'), op: 'C', permission: allowed }],
  forms: [],
  txn_list: [],
});

function renderLongForm(editors?: { text: (props: FieldEditorProps<string | null>) => React.ReactElement }) {
  const client = new MemoryTxnClient();
  render(
    <FixtureEngine
      client={client}
      definitions={[...fixtureDefinitions, longFolder]}
      {...(editors && { editors })}
    >
      <FolderForm folder="long" mode="create" />
    </FixtureEngine>,
  );
  return { client, user: userEvent.setup() };
}

const editorOf = (index: number) => document.getElementById(`me-long-field_${index}`);
// Generous: the machines running the suite are shared.
const allMounted = () =>
  waitFor(() => expect(document.querySelector('.me-field-waiting')).toBeNull(), { timeout: 10_000 });

const renders = new Map<string, number>();
/** A text editor that counts its renders by field. */
function CountingEditor(props: FieldEditorProps<string | null>) {
  renders.set(props.field.name, (renders.get(props.field.name) ?? 0) + 1);
  return (
    <input id={props.id} value={props.value ?? ''} onChange={(event) => props.onChange(event.target.value)} />
  );
}

describe('a long form', () => {
  it('mounts its first screen of fields at once and the rest just after, their places first', {
    timeout: 20_000,
  }, async () => {
    renderLongForm();
    expect(editorOf(0)).toBeTruthy();
    expect(editorOf(firstScreenFields() - 1)).toBeTruthy();
    expect(editorOf(firstScreenFields())).toBeNull();
    expect(screen.queryByText(`Field ${fieldCount - 1}`)).toBeNull();
    expect(document.querySelectorAll('.me-field-waiting')).toHaveLength(fieldCount - firstScreenFields());
    await allMounted();
    expect(screen.getByText(`Field ${fieldCount - 1}`)).toBeTruthy();
    expect((editorOf(fieldCount - 1) as HTMLInputElement).value).toBe('late');
  });

  it('saves every value, typed in a late editor or defaulted', { timeout: 20_000 }, async () => {
    const { client, user } = renderLongForm();
    await allMounted();
    await user.type(screen.getByLabelText('Field 60'), 'typed');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(client.store.log).toHaveLength(1));
    expect(client.store.log[0]?.params).toMatchObject({
      rows: [{ op: 'C', data: { field_60: 'typed', [`field_${fieldCount - 1}`]: 'late' } }],
    });
  });

  it('renders only the field typed in on a keystroke', { timeout: 20_000 }, async () => {
    renders.clear();
    const { user } = renderLongForm({ text: CountingEditor });
    await allMounted();
    const before = new Map(renders);
    await user.type(screen.getByLabelText('Field 3'), 'abc');
    const rendered = [...renders].filter(([name, count]) => count !== before.get(name)).map(([name]) => name);
    expect(rendered).toEqual(['field_3']);
    expect(renders.get('field_3')).toBe((before.get('field_3') ?? 0) + 3);
  });
});
