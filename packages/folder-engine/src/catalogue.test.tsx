import { type FolderDefinition, folderDefinitionSchema } from '@muster/protocol';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { builtInFieldKinds } from './fields/registry';
import { dayToIso } from './fields/timestamp/day-inputs';
import { FolderForm } from './form/FolderForm';
import { FolderList } from './list/FolderList';
import { FixtureEngine } from './testing/FixtureEngine';
import { fixtureEnv } from './testing/fixtures';
import { MemoryTxnClient } from './testing/memory-client';

afterEach(cleanup);

// The server's real catalogue: the engine must render every folder it defines.
const files = import.meta.glob<unknown>('../../../apps/server/catalogue/*.json', {
  eager: true,
  import: 'default',
});
const catalogue: FolderDefinition[] = Object.values(files).map((json) => folderDefinitionSchema.parse(json));

describe('the server catalogue', () => {
  it('was found', () => expect(catalogue.length).toBeGreaterThanOrEqual(30));

  describe.each(catalogue.map((definition) => [definition.name, definition] as const))('%s', (name) => {
    it('renders its create form with every visible field labelled', () => {
      render(
        <FixtureEngine definitions={catalogue} env={fixtureEnv}>
          <FolderForm folder={name} mode="create" />
        </FixtureEngine>,
      );
      const form = screen.getByRole('form');
      for (const label of form.querySelectorAll('label.me-label'))
        expect(label.textContent?.trim()).not.toBe('');
    });

    it("takes days before Nov 2024 in every date field, its detail rows' too (that floor is the date switcher's)", () => {
      const definition = catalogue.find((folder) => folder.name === name) as FolderDefinition;
      const dated = definition.fields.flatMap((field) =>
        [field, ...(field.fields ?? [])].filter(
          (inner) => inner.type === 'timestamp' || inner.type === 'tsrange',
        ),
      );
      const joined2020 = dayToIso('2020-12-13', 'Asia/Kolkata');
      const period2020 = [joined2020, dayToIso('2021-01-13', 'Asia/Kolkata')];
      for (const field of dated) {
        const value = field.type === 'timestamp' ? joined2020 : period2020;
        const parsed = builtInFieldKinds[field.type]
          .schema(field, name, { timeZone: 'Asia/Kolkata' })
          .safeParse(value);
        expect(parsed.success, `${name}.${field.name}`).toBe(true);
      }
    });

    it('renders its list', async () => {
      render(
        <FixtureEngine definitions={catalogue} client={new MemoryTxnClient()}>
          <FolderList folder={name} />
        </FixtureEngine>,
      );
      await waitFor(() => expect(screen.getByText('No Data Found')).toBeTruthy());
    });
  });
});
