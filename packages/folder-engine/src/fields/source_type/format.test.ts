import type { FolderDefinition } from '@muster/protocol';
import { expect, it } from 'vitest';
import { sourceTypeKind } from './index';

const folders = (name: string) =>
  name === 'employees'
    ? ({
        name,
        label: { eng: 'Employees', fr: 'Employés', hin: 'कर्मचारी', ben: 'কর্মচারী' },
      } as FolderDefinition)
    : undefined;
/** A folder's label holds no date: any zone. */
const timeZone = 'Asia/Kolkata';

it("shows a folder by its label in the user's language, never its name (a bulk upload's folder)", () => {
  expect(sourceTypeKind.format('employees', { locale: 'fr', timeZone, folders })).toBe('Employés');
  // a folder the catalogue does not know keeps its name; no value shows nothing
  expect(sourceTypeKind.format('gone', { locale: 'eng', timeZone, folders })).toBe('gone');
  expect(sourceTypeKind.format(null, { locale: 'eng', timeZone, folders })).toBe('');
});
