/** Texts of an employee's own month on a phone (English key → fr, hin, ben). */
export const monthMessages = {
  'My attendance': { fr: 'Ma présence', hin: 'मेरी उपस्थिति', ben: 'আমার উপস্থিতি' },
  'No attendance this month': {
    fr: 'Aucune présence ce mois-ci',
    hin: 'इस महीने कोई उपस्थिति नहीं',
    ben: 'এই মাসে কোনো উপস্থিতি নেই',
  },
} as const satisfies Record<string, { fr: string; hin: string; ben: string }>;
