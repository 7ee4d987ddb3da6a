import { folderDefinitionSchema, listColumnFields } from '@muster/protocol';
import { expect, it } from 'vitest';
import employees from '../../../../apps/server/catalogue/employees.json';
import { columnOrder } from './column-order';

it("leads the employees list with code and person, then the business, the photos last, the rest in the definition's order", () => {
  const fields = listColumnFields(folderDefinitionSchema.parse(employees));
  const names = columnOrder(fields).map((field) => field.name);
  expect(names.slice(0, 2)).toEqual(['code', 'persons_id']);
  expect(names.slice(-3)).toEqual(['partners_id', 'profile_picture', 'registration_image']);
  const moved = ['code', 'persons_id', 'partners_id', 'profile_picture', 'registration_image'];
  const rest = fields.map((field) => field.name).filter((name) => !moved.includes(name));
  expect(names.slice(2, -3)).toEqual(rest);
});
