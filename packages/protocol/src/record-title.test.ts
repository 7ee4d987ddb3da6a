import { describe, expect, it } from 'vitest';
import { recordTitle } from './record-title.js';

const id = 'a0000000-0000-4000-8000-000000000001';
const person = { id: 'a0000000-0000-4000-8000-000000000002', first_name: 'Asha', last_name: 'Rao' };

describe('a form tab names its record', () => {
  it("by code and the person's name for an employee", () =>
    expect(recordTitle({ id, code: 'E001', persons_id: [person] }, 'eng')).toBe('E001 Asha Rao'));
  it('by code and name in the language shown for a department', () =>
    expect(
      recordTitle({ id, code: 'HR', name: { eng: 'Human Resources', fr: 'Ressources humaines' } }, 'fr'),
    ).toBe('HR Ressources humaines'));
  it("by the employee's code for a leave", () =>
    expect(
      recordTitle(
        { id, employees_id: [{ id: 'a0000000-0000-4000-8000-000000000003', code: 'E002' }] },
        'eng',
      ),
    ).toBe('E002'));
  it('never by its id', () => expect(recordTitle({ id }, 'eng')).toBe(''));
});
