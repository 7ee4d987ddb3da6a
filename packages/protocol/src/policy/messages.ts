/**
 * The refusals of the read/write policy, each the English i18n key the client translates
 * (the web app's catalogues; tests/i18n/server-messages.test.ts). The write refusal is the product's (spec 000 §5); the
 * list refusal follows its words.
 */
export const policyMessages = {
  folderClosed: 'sorry folder cant be opened by you',
  writeRefused: 'sorry folder cant be updated by you',
} as const;
