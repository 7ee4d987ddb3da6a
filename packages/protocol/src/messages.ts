/**
 * User-facing texts the server sends. Each is also the English i18n key the client
 * translates, so the words are the product's (spec 000 §8, 001 §8) and must not drift.
 */
export const serverMessages = {
  sessionExpired: 'Session Expired Please Login again',
  invalidCredentials: 'Invalid credentials',
  invalidJson: 'Invalid message: not valid JSON',
  unknownFrameType: 'Unknown message type',
  invalidFrame: 'Invalid message',
  unknownTxn: 'Unknown transaction',
  internalError: 'Something went wrong on the server',
  unstorableText: 'The text holds a character that cannot be stored (a NUL or a broken character)',
  replyTooLarge: 'The answer is too large: narrow the list with filters or fewer fields',
  writeAlreadySaved: 'This change was already saved: reload to see it',
} as const;

export type ServerMessage = (typeof serverMessages)[keyof typeof serverMessages];
