import type { BusinessEnv } from '@muster/protocol';
import { describe, expect, it } from 'vitest';
import { calendarEmployee, picksCalendarEmployee } from './calendar-employees';

const env = (roles: Partial<BusinessEnv>) =>
  ({ isAdmin: false, isAO: false, isRO: false, isHR: false, ...roles }) as BusinessEnv;

describe('the leaves calendar employee picker', () => {
  it('is for the admin, AO and RO, not an ordinary employee', () => {
    expect(picksCalendarEmployee(env({ isAdmin: true }))).toBe(true);
    expect(picksCalendarEmployee(env({ isAO: true }))).toBe(true);
    expect(picksCalendarEmployee(env({ isRO: true }))).toBe(true);
    expect(picksCalendarEmployee(env({}))).toBe(false);
    expect(picksCalendarEmployee(undefined)).toBe(false);
  });

  it("names an employee by the person's name and the code", () => {
    const row = {
      id: 'e1',
      code: 'DI001',
      persons_id: [
        {
          id: '00000000-0000-4000-8000-000000000001',
          first_name: { eng: 'Asha' },
          middle_name: null,
          last_name: { eng: 'Sharma' },
        },
      ],
    };
    expect(calendarEmployee(row, 'eng')).toEqual({ id: 'e1', code: 'DI001', name: 'Asha Sharma' });
    expect(calendarEmployee({ id: 'e2', code: 'DI002', persons_id: null }, 'eng')).toEqual({
      id: 'e2',
      code: 'DI002',
    });
  });
});
