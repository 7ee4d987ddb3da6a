import { describe, expect, it } from 'vitest';
import { chosenCount, listFilters, toggled } from './filters';
import { toolbarFlags } from './toolbar-flags';

describe('the filter panel’s list filters', () => {
  it('keep only lists with ids chosen', () => {
    expect(listFilters({})).toEqual({});
    expect(listFilters({ sites_id: [], shifts_id: ['s1'], att_type: ['t1', 't2'] })).toEqual({
      shifts_id: ['s1'],
      att_type: ['t1', 't2'],
    });
  });

  it('toggle an id in and out, and count what is chosen', () => {
    const once = toggled({}, 'departments', 'd1');
    expect(once).toEqual({ departments: ['d1'] });
    const twice = toggled(toggled(once, 'departments', 'd2'), 'reporting_manager', 'r1');
    expect(chosenCount(twice)).toBe(3);
    expect(toggled(twice, 'departments', 'd1')).toEqual({ departments: ['d2'], reporting_manager: ['r1'] });
  });
});

describe('the toolbar by role', () => {
  const user = {
    employeeId: 'e1',
    isAdmin: false,
    isAO: false,
    isRO: false,
    isHR: false,
    isDCO: false,
    ownBusiness: true,
  };

  it('approves for admin and AO only; hides Save for admin; rows need the own business', () => {
    expect(toolbarFlags({ ...user, isAO: true })).toEqual({
      approves: true,
      explainsApproval: false,
      saves: true,
      editsRows: true,
    });
    expect(toolbarFlags({ ...user, isAdmin: true })).toEqual({
      approves: true,
      explainsApproval: false,
      saves: false,
      editsRows: true,
    });
    // an RO or HR may not approve, and the toolbar says who does (issue #32 item 5)
    expect(toolbarFlags({ ...user, isRO: true, isHR: true })).toMatchObject({
      approves: false,
      explainsApproval: true,
    });
    expect(toolbarFlags(user).explainsApproval).toBe(false);
    expect(toolbarFlags({ ...user, ownBusiness: false }).editsRows).toBe(false);
  });
});
