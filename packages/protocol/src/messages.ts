import { z } from 'zod';
import type { ErrorReplyData } from './frames.js';

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

/** A value a server's text fills: a month (`{ month: '2026-11' }`) a client names in the user's language, anything else as it is. */
const serverTextValueSchema = z.union([z.string(), z.number(), z.object({ month: z.string() })]);
export type ServerTextValue = z.infer<typeof serverTextValueSchema>;

/**
 * A parameterised server text as a refusal's data carries it (`text`) beside its English
 * message (issue #28 item 1): the catalogue key and its values, so a client shows the text in
 * the user's language with its month named in that language too.
 */
const serverTextSchema = z.object({ key: z.string(), values: z.record(z.string(), serverTextValueSchema) });
export type ServerText = z.infer<typeof serverTextSchema>;

/** The text a refusal's data carries, checked as the wire's data is; none when it carries none. */
export function serverTextOf(data: ErrorReplyData | undefined): ServerText | undefined {
  const parsed = serverTextSchema.safeParse(data?.text);
  return parsed.success ? parsed.data : undefined;
}

/**
 * What a write's hooks told the writer (a generic write's reply `notes`: the attendance days a
 * policy change recomputed), each a text the client shows in the user's language; none when
 * the reply carries none. A malformed note is left out rather than shown as code.
 */
export function writeNotesOf(data: Record<string, unknown> | undefined): ServerText[] {
  const notes = data?.notes;
  if (!Array.isArray(notes)) return [];
  return notes.flatMap((note) => {
    const parsed = serverTextSchema.safeParse(note);
    return parsed.success ? [parsed.data] : [];
  });
}
