import type { MessageTable } from './catalogue.js';
import type { ServerText } from './messages.js';

/**
 * What a change of a rule the attendance days are computed by (a business's attendance
 * policy, a shift, an employee's shift or weekly off) tells its writer (issue #29): how many
 * days of the open months it changed, and, when closed months held days it would have
 * changed, that the month lock kept them.
 */
export const recomputedDaysMessages = {
  recomputed: 'Attendance recomputed: {{count}} days changed',
  closedKept:
    'Attendance recomputed: {{count}} days changed; {{closed}} days of closed months left as they were',
} as const;

export const recomputedDaysTranslations = {
  [recomputedDaysMessages.recomputed]: {
    fr: 'Présence recalculée : {{count}} jours modifiés',
    hin: 'उपस्थिति की पुनर्गणना हुई: {{count}} दिन बदले',
    ben: 'হাজিরা পুনরায় গণনা হয়েছে: {{count}}টি দিন বদলেছে',
  },
  [recomputedDaysMessages.closedKept]: {
    fr: 'Présence recalculée : {{count}} jours modifiés ; {{closed}} jours de mois clôturés laissés tels quels',
    hin: 'उपस्थिति की पुनर्गणना हुई: {{count}} दिन बदले; बंद महीनों के {{closed}} दिन जैसे थे वैसे ही रहे',
    ben: 'হাজিরা পুনরায় গণনা হয়েছে: {{count}}টি দিন বদলেছে; বন্ধ মাসের {{closed}}টি দিন যেমন ছিল তেমনই রাখা হয়েছে',
  },
} as const satisfies MessageTable;

/** The note a rule change's write answers: the days changed, and the closed months' days kept. */
export const recomputedDaysNote = (count: number, closedDays: number): ServerText =>
  closedDays > 0
    ? { key: recomputedDaysMessages.closedKept, values: { count, closed: closedDays } }
    : { key: recomputedDaysMessages.recomputed, values: { count } };
