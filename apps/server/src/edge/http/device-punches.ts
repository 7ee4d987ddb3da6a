import { findPayloadProblem, serverMessages } from '@muster/protocol';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { receiveDevicePunches } from '../../domain/attendance/punches/receive-punches.js';
import type { ServerContext } from '../../engine/server-context.js';

/** At most this many punches per request; a device sends a larger backlog in batches. */
export const maxPunchesPerRequest = 1000;

const requestSchema = z.object({
  serial_number: z.string().trim().min(1).max(100),
  key: z.string().min(1).max(200),
  punches: z
    .array(
      z.object({
        employee_code: z.string().trim().min(1).max(50),
        timestamp: z.iso.datetime({ offset: true }),
      }),
    )
    .min(1)
    .max(maxPunchesPerRequest),
});

/**
 * `POST /devices/punches`: a clock device sends its serial, its key and a batch of
 * punches; answers how many were stored and how many were already there.
 */
export function devicePunchesRoutes(context: ServerContext): Hono {
  const routes = new Hono();
  routes.post(
    '/devices/punches',
    bodyLimit({
      maxSize: 256 * 1024,
      onError: (c) => c.json({ error: 'Request body is larger than 256 KB' }, 413),
    }),
    async (c) => {
      const body = await c.req.json().catch(() => undefined);
      if (body === undefined) return c.json({ error: 'Request body must be JSON' }, 400);
      // Before zod walks it (depth), and before any text reaches a query (NUL, broken characters).
      const problem = findPayloadProblem(body);
      if (problem?.kind === 'depth') return c.json({ error: 'Request body is nested too deeply' }, 400);
      if (problem) return c.json({ error: serverMessages.unstorableText, issues: [problem.path] }, 400);
      const parsed = requestSchema.safeParse(body);
      if (!parsed.success)
        return c.json({ error: 'Invalid punches request', issues: z.treeifyError(parsed.error) }, 400);
      const receipt = await receiveDevicePunches(
        context.db,
        {
          serialNumber: parsed.data.serial_number,
          key: parsed.data.key,
          punches: parsed.data.punches.map((punch) => ({
            employeeCode: punch.employee_code,
            at: new Date(punch.timestamp),
          })),
        },
        Date.now(),
      );
      if ('refusal' in receipt)
        return receipt.refusal === 'unknownDevice'
          ? c.json({ error: 'Unknown device or wrong key' }, 401)
          : c.json({ error: `Punch ${receipt.index} is in the future: check the device clock` }, 400);
      return c.json({
        inserted: receipt.inserted,
        ignored: receipt.ignored,
        unknown_employee_codes: receipt.unknownEmployeeCodes,
      });
    },
  );
  return routes;
}
