/** Texts of the toolbar (English key → fr, hin, ben). */
export const toolbarMessages = {} as const satisfies Record<string, { fr: string; hin: string; ben: string }>;
