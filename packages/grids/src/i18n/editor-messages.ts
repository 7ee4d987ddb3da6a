/** Texts of the editor (English key → fr, hin, ben). */
export const editorMessages = {} as const satisfies Record<string, { fr: string; hin: string; ben: string }>;
