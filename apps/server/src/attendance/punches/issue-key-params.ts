import { describeIssues } from '@muster/protocol';
import { z } from 'zod';

export const issueKeyMessages = {
  invalidParams: 'Invalid device key request',
  /** The device is not there (or deleted): nothing to key. */
  unknownDevice: 'No such device',
} as const;

const paramsSchema = z.object({ devices_id: z.uuid() }).strict();

/** `txn_devices_issue_key` params, or the issues that refuse them. */
export function parseIssueKeyParams(
  params: unknown,
): { ok: true; devicesId: string } | { ok: false; issues: string } {
  const parsed = paramsSchema.safeParse(params ?? {});
  return parsed.success
    ? { ok: true, devicesId: parsed.data.devices_id }
    : { ok: false, issues: describeIssues(parsed.error) };
}
