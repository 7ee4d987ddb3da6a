import { businessTimeZones, identifierMessages } from '@muster/protocol';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { FixtureEngine } from '../../testing/FixtureEngine';
import { TextEditor, textKind } from './index';

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

const timeZone = {
  name: 'time_zone',
  type: 'text' as const,
  identifier: 'time_zone' as const,
  label: { eng: 'Time Zone', fr: 'Fuseau horaire', hin: 'समय क्षेत्र', ben: 'সময় অঞ্চল' },
};

it("offers a business's time zones as choices and refuses one not listed", () => {
  const { container } = render(
    <FixtureEngine>
      <TextEditor
        field={timeZone}
        folder="partners"
        id="time_zone"
        value="Asia/Kolkata"
        onChange={() => undefined}
        readOnly={false}
        mandatory
        invalid={false}
        row={{}}
      />
    </FixtureEngine>,
  );
  const input = screen.getByRole('combobox') as HTMLInputElement;
  const offered = [
    ...(container.querySelector(`datalist[id="${input.getAttribute('list')}"]`)?.children ?? []),
  ].map((option) => (option as HTMLOptionElement).value);
  expect(offered).toEqual([...businessTimeZones]);
  const schema = textKind.schema(timeZone, 'partners', { timeZone: 'Asia/Kolkata' });
  expect(schema.safeParse('Asia/Kathmandu').success).toBe(true);
  expect(schema.safeParse('Asia/Calcutta').error?.issues[0]?.message).toBe(identifierMessages.time_zone);
});

const rounding = {
  name: 'rounding',
  type: 'text' as const,
  label: { eng: 'Rounding', fr: 'Arrondi', hin: 'पूर्णांकन', ben: 'রাউন্ডিং' },
  valid_expr: "isEmpty(row.rounding) || row.rounding == 'nearest' || row.rounding == 'up'",
  format_expr:
    "row.rounding == 'nearest' ? 'To the nearest rupee' : row.rounding == 'up' ? 'Up to the next rupee' : row.rounding",
};

it('offers a field whose rule lists its values as a choice named as the list names them, and stores the code', () => {
  const chosen: (string | null)[] = [];
  render(
    <FixtureEngine>
      <TextEditor
        field={rounding}
        folder="salary_structures"
        id="rounding"
        value={null}
        onChange={(value) => chosen.push(value)}
        readOnly={false}
        mandatory={false}
        invalid={false}
        row={{}}
      />
    </FixtureEngine>,
  );
  const select = screen.getByRole('combobox') as HTMLSelectElement;
  expect([...select.options].map((option) => [option.value, option.text])).toEqual([
    ['', ''],
    ['nearest', 'To the nearest rupee'],
    ['up', 'Up to the next rupee'],
  ]);
  fireEvent.change(select, { target: { value: 'up' } });
  fireEvent.change(select, { target: { value: '' } });
  expect(chosen).toEqual(['up', null]);
});
