import { folderDefinitionSchema, listColumnFields } from '@muster/protocol';
import { expect, it } from 'vitest';
import employees from '../../../../apps/server/catalogue/employees.json';
import { columnOrder } from './column-order';

it("leads the employees list with code and person, the photos last, the rest in the definition's order", () => {
  const fields = listColumnFields(folderDefinitionSchema.parse(employees).fields);
  const names = columnOrder(fields).map((field) => field.name);
  expect(names.slice(0, 3)).toEqual(['code', 'persons_id', 'partners_id']);
  expect(names.slice(-2)).toEqual(['profile_picture', 'registration_image']);
  const rest = fields
    .map((field) => field.name)
    .filter((name) => !['code', 'persons_id', 'profile_picture', 'registration_image'].includes(name));
  expect(names.slice(2, -2)).toEqual(rest);
});
