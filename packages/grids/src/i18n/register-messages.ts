/** Texts of the register (English key → fr, hin, ben). */
export const registerMessages = {} as const satisfies Record<
  string,
  { fr: string; hin: string; ben: string }
>;
