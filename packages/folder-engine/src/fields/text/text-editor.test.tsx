import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { FixtureEngine } from '../../testing/FixtureEngine';
import { TextEditor } from './index';

afterEach(cleanup);

const state = {
  name: 'state',
  type: 'text' as const,
  label: { eng: 'State', fr: 'État', hin: 'स्थिति', ben: 'অবস্থা' },
  format_expr: "row.state == 'intermediate_approved' ? 'Processing' : row.state",
};

const editor = (readOnly: boolean) =>
  render(
    <FixtureEngine>
      <TextEditor
        field={state}
        folder="expenses"
        id="state"
        value="intermediate_approved"
        onChange={() => undefined}
        readOnly={readOnly}
        mandatory={false}
        invalid={false}
        row={{}}
      />
    </FixtureEngine>,
  );

it('shows a read-only state as its format names it, as the list does, never the stored code', () => {
  editor(true);
  expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('Processing');
});

it('edits the stored value when the field is editable', () => {
  editor(false);
  expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('intermediate_approved');
});
