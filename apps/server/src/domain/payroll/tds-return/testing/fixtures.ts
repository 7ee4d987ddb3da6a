import { expect } from 'vitest';
import type { Form24qDeductor } from '../rules/form-24q.js';
import { form24qProblems } from './form-24q-validator.js';

/** Records written by hand as a file: CRLF after each. */
export const handFile = (records: readonly string[]) => records.map((line) => `${line}\r\n`).join('');

/** That the validator finds the problem in the file (it lists every problem it finds). */
export function expectProblem(file: string, problem: RegExp): void {
  const problems = form24qProblems(file);
  expect(
    problems.some((text) => problem.test(text)),
    problems.join('\n'),
  ).toBe(true);
}

/** A file's record (1-based line) with one field (1-based) set to a value: one rule broken. */
export function withFieldOf(file: string): (line: number, field: number, value: string) => string {
  return (line, field, value) =>
    file
      .split('\r\n')
      .map((record, index) => {
        if (index !== line - 1) return record;
        const fields = record.split('^');
        fields[field - 1] = value;
        return fields.join('^');
      })
      .join('\r\n');
}

/** The deductor of the hand-written files, as the writer's statement names it. */
export const handDeductor: Form24qDeductor = {
  tan: 'CALD04217E',
  pan: 'AABCD1234K',
  name: 'Demo Industries Pvt Ltd',
  deductorType: 'K',
  address: 'Plot 14, Block EP, Sector V, Salt Lake',
  city: 'Kolkata',
  stateCode: '32',
  pincode: '700091',
  responsible: {
    name: 'Anita Sen',
    designation: 'HR Manager',
    pan: 'AAAPS1234C',
    mobile: '9830012345',
    email: 'hr@example.in',
  },
};
