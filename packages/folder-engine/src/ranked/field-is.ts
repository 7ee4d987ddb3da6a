import { rankWith, type Tester } from '@muster/protocol';
import type { FieldSubject } from '../provider/context';

/** The rank a product's editor of one named field takes: above any editor of a type. */
export const namedFieldRank = 10;

/** A tester for one field of one folder, by their names. */
export const fieldIs = (folder: string, field: string): Tester<FieldSubject> =>
  rankWith(namedFieldRank, (subject) => subject.folder === folder && subject.field.name === field);
