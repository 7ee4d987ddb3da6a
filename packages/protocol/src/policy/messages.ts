/**
 * The refusals of the read/write policy, each the English i18n key the client translates
 * (apps/host/src/i18n/locales). The write refusal is the product's (spec 000 §5); the
 * list refusal follows its words.
 */
export const policyMessages = {
  folderClosed: 'sorry folder cant be opened by you',
  writeRefused: 'sorry folder cant be updated by you',
} as const;
