import type { BusinessEnv } from '@muster/protocol';
import { describe, expect, it } from 'vitest';
import {
  attendanceUser,
  businessOptions,
  businessZoneOf,
  initialBusiness,
  ownMonthEmployee,
} from './attendance-context';

const env: BusinessEnv = {
  id: 'u1',
  code: 'ao1',
  swhandle: 'demo',
  business_name: 'Demo Services',
  partners_id: 'p-own',
  employees_id: 'e-ao1',
  isAdmin: false,
  isAO: true,
  isRO: false,
  isHR: false,
  isDCO: false,
  child_reporting_path: [],
  subsections: [],
  pe_partners_id: 'p-own',
  user_selected_partner: null,
};

describe('the attendance business filter', () => {
  it('offers the own business first, then the partners with a handle', () => {
    const options = businessOptions(env, [
      { id: 'p2', name: 'Acme Guards', sw_handle: 'acme' },
      { id: 'p3', code: 'NOH', name: '', sw_handle: 'nohandle-name' },
      { id: 'p4', name: 'No handle' },
      { id: 'p-own', name: 'Demo again', sw_handle: 'demo' },
    ]);
    expect(options).toEqual([
      { id: 'p-own', swhandle: 'demo', label: 'Demo Services' },
      { id: 'p2', swhandle: 'acme', label: 'Acme Guards' },
      { id: 'p3', swhandle: 'nohandle-name', label: 'NOH' },
    ]);
  });

  it('starts on the business the user picked last when it is offered, else the own one', () => {
    const options = businessOptions(env, [{ id: 'p2', name: 'Acme', sw_handle: 'acme' }]);
    expect(initialBusiness(env, options)).toBe('p-own');
    expect(initialBusiness({ ...env, user_selected_partner: 'p2' }, options)).toBe('p2');
    expect(initialBusiness({ ...env, user_selected_partner: 'gone' }, options)).toBe('p-own');
  });

  it("counts the grid in the shown business's zone: the session's for its own, the partner's for another", () => {
    const partners = [
      { id: 'p2', sw_handle: 'acme', time_zone: 'Asia/Dubai' },
      { id: 'p3', sw_handle: 'old' },
      { id: 'p4', sw_handle: 'odd', time_zone: 'Mars/Olympus' },
    ];
    const kathmandu = { ...env, time_zone: 'Asia/Kathmandu' };
    expect(businessZoneOf(kathmandu, partners, 'p-own')).toBe('Asia/Kathmandu');
    expect(businessZoneOf(env, partners, 'p-own')).toBe('Asia/Kolkata');
    expect(businessZoneOf(kathmandu, partners, 'p2')).toBe('Asia/Dubai');
    expect(businessZoneOf(kathmandu, partners, 'p3')).toBe('Asia/Kolkata');
    expect(businessZoneOf(kathmandu, partners, 'p4')).toBe('Asia/Kolkata');
  });
});

describe('the attendance user', () => {
  it('carries the roles and whether the own business is selected', () => {
    expect(attendanceUser(env, 'p-own')).toEqual({
      employeeId: 'e-ao1',
      isAdmin: false,
      isAO: true,
      isRO: false,
      isHR: false,
      isDCO: false,
      ownBusiness: true,
    });
    expect(attendanceUser({ ...env, employees_id: '' }, 'p2')).toMatchObject({
      employeeId: null,
      ownBusiness: false,
    });
  });
});

describe("a phone's own month", () => {
  it('is for an ordinary employee; any officer role keeps the grid', () => {
    const employee = { ...env, isAO: false };
    expect(ownMonthEmployee(attendanceUser(employee, 'p-own'))).toBe('e-ao1');
    expect(ownMonthEmployee(attendanceUser(env, 'p-own'))).toBeNull();
    for (const role of ['isAdmin', 'isRO', 'isHR', 'isDCO'] as const)
      expect(ownMonthEmployee(attendanceUser({ ...employee, [role]: true }, 'p-own'))).toBeNull();
    expect(ownMonthEmployee(attendanceUser({ ...employee, employees_id: '' }, 'p-own'))).toBeNull();
  });
});
