import type { AttendanceUser, BusinessOption } from '@muster/grids';
import { type BusinessEnv, defaultBusinessTimeZone, isBusinessTimeZone } from '@muster/protocol';
import { sessionZone } from '../session/business-days';

/**
 * The zone of the business the screen shows (its `time_zone`, issue #28 item 2), whose days
 * and punch clock the grids count: the session's for the user's own business, the partners
 * row's for another, the default zone when the row names none.
 */
export function businessZoneOf(
  env: BusinessEnv,
  partners: readonly Record<string, unknown>[],
  businessId: string,
): string {
  if (businessId === env.partners_id) return sessionZone(env.time_zone);
  const zone = partners.find((partner) => partner.id === businessId)?.time_zone;
  return typeof zone === 'string' && isBusinessTimeZone(zone) ? zone : defaultBusinessTimeZone;
}

/**
 * The businesses the attendance business filter offers (spec 001 §1): the user's own first,
 * then the partners list (which leaves the own business out), each with the handle sent as
 * `target_swhandle`. Partners without a handle cannot be targeted and are left out.
 */
export function businessOptions(
  env: BusinessEnv,
  partners: readonly Record<string, unknown>[],
): BusinessOption[] {
  const own: BusinessOption = { id: env.partners_id, swhandle: env.swhandle, label: env.business_name };
  const others = partners.flatMap((partner): BusinessOption[] => {
    const { id, sw_handle: swhandle, name, code } = partner;
    if (typeof id !== 'string' || typeof swhandle !== 'string' || !swhandle || id === env.partners_id)
      return [];
    return [
      {
        id,
        swhandle,
        label: typeof name === 'string' && name ? name : typeof code === 'string' ? code : swhandle,
      },
    ];
  });
  return [own, ...others];
}

/** The business shown first: the one the user picked last (env), else the own business. */
export function initialBusiness(env: BusinessEnv, options: readonly BusinessOption[]): string {
  const picked = env.user_selected_partner;
  return picked && options.some((option) => option.id === picked) ? picked : env.partners_id;
}

/** The user as the attendance screens need it (spec 001 §6), for the selected business. */
export const attendanceUser = (env: BusinessEnv, selectedBusiness: string): AttendanceUser => ({
  employeeId: env.employees_id || null,
  isAdmin: env.isAdmin,
  isAO: env.isAO,
  isRO: env.isRO,
  isHR: env.isHR,
  isDCO: env.isDCO,
  ownBusiness: selectedBusiness === env.partners_id,
});

/**
 * The employee whose own month a phone shows instead of the grid (issue #19 item 7): an
 * ordinary employee, who only ever sees their own row. Officers and admin keep the grid.
 */
export const ownMonthEmployee = (user: AttendanceUser): string | null =>
  user.isAdmin || user.isAO || user.isRO || user.isHR || user.isDCO ? null : user.employeeId;
