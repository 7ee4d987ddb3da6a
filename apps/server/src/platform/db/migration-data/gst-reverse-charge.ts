/**
 * The reverse-charge entries for services every deployment starts with (migration 056),
 * each with the notification that makes it and the day it applies from. Only the entries a
 * contractor of this product can supply are here; another is a new row, never code.
 */
export const gstReverseChargeEntries = [
  {
    code: 'security_services',
    sac_prefix: '99852',
    effective_from: '2019-01-01',
    effective_until: null,
    source:
      'CGST Act s. 9(3); Notification 13/2017-Central Tax (Rate) dated 28.06.2017, entry 14 (security services: supply of security personnel, by a person other than a body corporate to a registered person), inserted by Notification 29/2018-Central Tax (Rate) dated 31.12.2018 from 01.01.2019; for IGST, Notification 10/2017-Integrated Tax (Rate) entry 13, inserted by Notification 30/2018-Integrated Tax (Rate)',
  },
] as const;
