import { evaluateValue } from '@muster/expr';
import { displayWords, type FolderDefinition, folderDefinitionSchema } from '@muster/protocol';
import { expect, it } from 'vitest';
import { fixtureEnv } from '../testing/fixtures';

const files = import.meta.glob<unknown>('../../../../apps/server/catalogue/*.json', {
  eager: true,
  import: 'default',
});
const catalogue: FolderDefinition[] = Object.values(files).map((json) => folderDefinitionSchema.parse(json));

/** The values a field's valid_expr allows when it lists them: `row.f == 'a' || row.f == 'b'`. */
function listedValues(name: string, validExpr: string | undefined): string[] {
  const pattern = new RegExp(`row\\.${name} == '([a-z_]+)'`, 'g');
  return [...(validExpr ?? '').matchAll(pattern)].map((match) => match[1] as string);
}

it("shows every value a field lists by a translated label in lists ('female' as 'Female', 'principal_employer' as 'Principal Employer')", () => {
  const raw: string[] = [];
  // a detail's rows are listed too (a payhead's kind, a contract item's rate unit), and a
  // statutory rate's rule: 'lwf_employer' read as the code itself in HR's list
  const check = (folder: string, fields: FolderDefinition['fields'], path: string) => {
    for (const field of fields) {
      if (field.fields) check(folder, field.fields, `${path}${field.name}.`);
      for (const value of listedValues(field.name, field.valid_expr)) {
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
