import { z } from 'zod';
import { type ServerText, serverMessages } from './messages.js';
import { echo, findPayloadProblem, maxPayloadDepth } from './payload.js';

/** Largest frame the server accepts; larger ones are refused by the socket itself. */
export const maxFrameBytes = 4 * 1024 * 1024;
/** Largest reply the server sends; a larger one is answered with an error asking to narrow the list. */
export const maxReplyBytes = 8 * 1024 * 1024;

const frameId = z.string().min(1).max(64);
const clientType = z.string().min(1).max(32);
const identifier = z.string().regex(/^[a-z][a-z0-9_]{0,99}$/, 'must be a snake_case name');

export const txnOps = ['R', 'C', 'U', 'D', 'X', 'Y'] as const;
export const folderTypes = ['folders', 'masters', 'mviews'] as const;

export const txnSchema = z.object({
  name: z.string().regex(/^txn_[a-z0-9_]{1,96}$/, 'must look like txn_<name>'),
  folder: identifier,
  foldertype: z.enum(folderTypes).optional(),
  params: z.record(z.string(), z.unknown()).optional(),
  projections: z.array(z.string().min(1).max(300)).max(500).optional(),
  client_props: z
    .object({ txn_op: z.enum(txnOps).optional(), cache_when: z.string().max(32).optional() })
    .optional(),
  target_swhandle: z.string().min(1).max(64).optional(),
});
export type Txn = z.infer<typeof txnSchema>;

export const helloFrameSchema = z.object({ id: frameId, type: z.literal('hello'), client_type: clientType });
export type HelloFrame = z.infer<typeof helloFrameSchema>;

export const txnFrameSchema = z.object({
  id: frameId,
  type: z.literal('txn'),
  client_type: clientType,
  body: z.object({ session_key: z.string().max(200).nullable(), txn: txnSchema }),
});
export type TxnFrame = z.infer<typeof txnFrameSchema>;

/** Most folders one connection may follow: more than any screen shows at once. */
export const maxSubscribedFolders = 200;

/**
 * The folders whose changes a connection's screens show, replacing the set it sent before
 * (issue #35 item 1): the server broadcasts a change only to the connections that follow its
 * folder, so a write costs no more the more people have other screens open.
 */
export const subscribeFrameSchema = z.object({
  id: frameId,
  type: z.literal('subscribe'),
  folders: z.array(identifier).max(maxSubscribedFolders),
});
export type SubscribeFrame = z.infer<typeof subscribeFrameSchema>;

export type ClientFrame = HelloFrame | TxnFrame | SubscribeFrame;

export interface ReplyData {
  records: string[];
  rowCount?: number;
  filename?: string | null;
  /**
   * 'follows': the work goes on after this reply (a job), and its progress frames, with
   * this frame's id, keep coming until one whose stage is `progressDoneStage`.
   */
  progress?: 'follows';
  /**
   * What a write's hooks report besides its rows (issue #29: '{n} attendance days
   * recomputed'), each a catalogue key and its values for the client to show in the user's
   * language; absent when they report nothing.
   */
  notes?: ServerText[];
  [extra: string]: unknown;
}
/** The stage of the last progress frame of work that follows its reply (spec 000 §2 'all done'). */
export const progressDoneStage = 'all done';
export type ReplyOutput =
  | { type: 'success'; message: string; data: ReplyData }
  | { type: 'error'; message: string; data?: ErrorReplyData };
/** What a refusal carries besides its message: the refused fields, the records in the way. */
export interface ErrorReplyData {
  issues?: string[];
  [extra: string]: unknown;
}
export interface ReplyFrame {
  id: string | null;
  type: 'reply';
  output: ReplyOutput;
}
export interface ProgressFrame {
  id: string;
  type: 'progress';
  output: {
    stage: string;
    count: string;
    item?: unknown;
    error: string | null;
    /**
     * The outputs of several item frames, in order, sent as one (issue #35 item 6: a run's
     * items reach a connection a few times a second, not once per payslip); `stage` and
     * `count` are then the last one's. Read a frame's items with `progressItems`.
     */
    items?: ProgressItemOutput[];
  };
}
/** One item's output within a frame carrying several. */
export interface ProgressItemOutput {
  stage: string;
  count: string;
  item?: unknown;
  error: string | null;
}
/** A progress frame's items: those it carries, or itself when it carries one (none for a stage). */
export const progressItems = (output: ProgressFrame['output']): ProgressItemOutput[] =>
  output.items ?? (output.item === undefined ? [] : [output]);
export interface BroadcastFrame {
  type: 'broadcast';
  folder: string;
  data: unknown;
}
export type ServerFrame = ReplyFrame | ProgressFrame | BroadcastFrame;

export type ParsedFrame =
  | { ok: true; frame: ClientFrame }
  | { ok: false; id: string | null; message: string; data?: ErrorReplyData };

/** Validates one text frame from a client; never throws, so a bad frame gets an error reply. */
export function parseClientFrame(text: string): ParsedFrame {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, id: null, message: serverMessages.invalidJson };
  }
  const id = isRecord(raw) && typeof raw.id === 'string' && raw.id.length <= 64 ? raw.id : null;
  if (!isRecord(raw)) return { ok: false, id, message: `${serverMessages.invalidFrame}: expected an object` };
  // Before zod or anything else walks the frame: see payload.ts.
  const problem = findPayloadProblem(raw);
  if (problem?.kind === 'depth')
    return {
      ok: false,
      id,
      message: `${serverMessages.invalidFrame}: nested deeper than ${maxPayloadDepth} levels`,
    };
  if (problem?.kind === 'text')
    return { ok: false, id, message: serverMessages.unstorableText, data: { issues: [problem.path] } };
  const schema =
    raw.type === 'hello'
      ? helloFrameSchema
      : raw.type === 'txn'
        ? txnFrameSchema
        : raw.type === 'subscribe'
          ? subscribeFrameSchema
          : null;
  if (!schema) return { ok: false, id, message: `${serverMessages.unknownFrameType}: ${echo(raw.type)}` };
  const parsed = schema.safeParse(raw);
  if (!parsed.success)
    return { ok: false, id, message: `${serverMessages.invalidFrame}: ${describeIssues(parsed.error)}` };
  return { ok: true, frame: parsed.data };
}

/**
 * A zod issue whose message is the product's own words (spec 000 §5: 'Please provide key with
 * update operation', 'please enter swhandle,username,password'): a refusal says it as it is.
 */
export const productIssue = (message: string, path?: PropertyKey[]) => ({
  code: 'custom' as const,
  message,
  params: { product: true },
  ...(path && { path }),
});

/**
 * The message of a txn refused for its params: the first product message among the issues
 * (spec 000 §5's 'Please provide key with update operation'), else the declaration's refusal.
 * The message stays a translatable key; the failing paths travel in the reply's `issues`.
 */
export function paramsRefusalMessage(refusal: string, error: z.ZodError): string {
  const product = error.issues.find((issue) => issue.code === 'custom' && issue.params?.product === true);
  return product ? product.message : refusal;
}

/** One line naming every failing path, for error replies. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length ? issue.path.map(echo).join('.') : 'frame'}: ${issue.message}`)
    .join('; ');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const successReply = (id: string, data: ReplyData, message = ''): ReplyFrame => ({
  id,
  type: 'reply',
  output: { type: 'success', message, data },
});
export const errorReply = (id: string | null, message: string, data?: ErrorReplyData): ReplyFrame => ({
  id,
  type: 'reply',
  output: data ? { type: 'error', message, data } : { type: 'error', message },
});
