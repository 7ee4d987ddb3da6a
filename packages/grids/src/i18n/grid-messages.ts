/** Texts of the grid (English key → fr, hin, ben). */
export const gridMessages = {} as const satisfies Record<string, { fr: string; hin: string; ben: string }>;
