import { evaluateValue, listedValues } from '@muster/expr';
import { displayWords, type FolderDefinition, folderDefinitionSchema } from '@muster/protocol';
import { expect, it } from 'vitest';
import { fixtureEnv } from '../testing/fixtures';

const files = import.meta.glob<unknown>('../../../../apps/server/catalogue/*.json', {
  eager: true,
  import: 'default',
});
const catalogue: FolderDefinition[] = Object.values(files).map((json) => folderDefinitionSchema.parse(json));

/**
 * The codes a field's rule lists (`row.f == 'a' || row.f == 'b'`): lower-case identifiers. A
 * listed value that is already words (an EPFO exit reason, spelt as the portal spells it) is
 * shown as it is.
 */
const listedCodes = (field: FolderDefinition['fields'][number]): string[] =>
  (field.valid_expr ? (listedValues(field.valid_expr, field.name)?.values ?? []) : []).filter((value) =>
    /^[a-z][a-z0-9_]*$/.test(value),
  );

it("shows every value a field lists by a translated label in lists ('female' as 'Female', 'principal_employer' as 'Principal Employer')", () => {
  const raw: string[] = [];
  // a detail's rows are listed too (a payhead's kind, a contract item's rate unit), and a
  // statutory rate's rule: 'lwf_employer' read as the code itself in HR's list
  const check = (folder: string, fields: FolderDefinition['fields'], path: string) => {
    for (const field of fields) {
      if (field.fields) check(folder, field.fields, `${path}${field.name}.`);
      for (const value of listedCodes(field)) {
        const shown = field.format_expr
          ? String(
              evaluateValue(
                field.format_expr,
                { row: { [field.name]: value }, env: fixtureEnv },
                { folder, field: field.name },
                '',
              ),
            )
          : value;
        if (!Object.hasOwn(displayWords, shown))
          raw.push(`${folder}.${path}${field.name}: ${value} -> ${shown}`);
      }
    }
  };
  for (const definition of catalogue) check(definition.name, definition.fields, '');
  expect(raw).toEqual([]);
});
