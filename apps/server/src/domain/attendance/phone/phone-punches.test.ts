import { randomUUID } from 'node:crypto';
import {
  type EmployeeAttendance,
  type PhonePunchRecord,
  type PhonePunchSite,
  phonePunchMessages,
  type ReplyFrame,
} from '@muster/protocol';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patchMessages } from '../../../engine/patch/messages.js';
import {
  demoSignIn,
  startTestServer,
  TestChannel,
  type TestServer,
  testDatabaseKinds,
} from '../../../testing/index.js';
import { addDays, istDayKey, istDayStart } from '../compute/index.js';

// a 1×1 JPEG, as a phone's canvas would send it
const selfie =
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=';
const metreOfLatitude = 360 / (2 * Math.PI * 6_371_008.8);
const last = addDays(istDayKey(Date.now()), -1);
const first = addDays(last, -30);
const minute = 60_000;

describe.each(testDatabaseKinds)('phone punches on %s', (kind) => {
  let server: TestServer;
  let channel: TestChannel;
  const sessions: Record<string, string> = {};
  let site: PhonePunchSite;
  let testDay: string;
  let emp1Id: string;
  let contractualTypeId: string;

  const send = (as: string, name: string, params: Record<string, unknown>): Promise<ReplyFrame> =>
    channel.txn({ name, folder: 'attendance', params }, sessions[as]);
  const data = <T>(reply: ReplyFrame): T => {
    if (reply.output.type !== 'success') throw new Error(reply.output.message);
    return reply.output.data as T;
  };
  const status = async (as: string) =>
    data<{ sites: PhonePunchSite[]; today: PhonePunchRecord[]; waiting: PhonePunchRecord[] }>(
      await send(as, 'txn_attendance_phone_status', {}),
    );
  /** A punch taken at `at` (queued on the phone since) and sent now, `north` metres from the site. */
  const punch = (direction: 'in' | 'out', at: number, north: number, id = randomUUID(), accuracy = 12) => ({
    id,
    direction,
    sites_id: site.id,
    device_time: new Date(at).toISOString(),
    sent_at: new Date().toISOString(),
    position: {
      latitude: (site.latitude ?? 0) + north * metreOfLatitude,
      longitude: site.longitude ?? 0,
      accuracy,
    },
    selfie,
  });
  const emp1Days = async () => {
    const reply = await send('admin', 'txn_attendance_list_with_summary', {
      from: first,
      to: last,
      filters: { employees_id: [emp1Id] },
    });
    const [record] = data<{ records: string[] }>(reply).records.map(
      (text) => JSON.parse(text) as EmployeeAttendance,
    );
    if (!record) throw new Error('emp1 expected in the list');
    return record;
  };
  const dayOf = async (dayKey: string) =>
    (await emp1Days()).days.find((day) => day.attendance_date === dayKey);
  /** emp1's phone punches of the test day, as the grid's tooltip reads them. */
  const phonePunchesOfDay = async () =>
    ((await emp1Days()).phone_punches ?? []).filter((punch) => istDayKey(Date.parse(punch.at)) === testDay);
  /** The punches the attendance of emp1's test day counts. */
  const countPunches = async () => (await dayOf(testDay))?.total_punch_count ?? 0;
  const fetchFile = (id: string, as: string) =>
    fetch(`${server.server.url}/files/${id}`, { headers: { 'X-Session-Key': sessions[as] ?? '' } });

  beforeAll(async () => {
    // another ordinary worker of emp1's business signs in with emp1's password
    let otherCode = '';
    server = await startTestServer(kind, {
      prepare: async (db) => {
        const emp1 = await db
          .selectFrom('employees')
          .select(['id', 'partners_id', 'password'])
          .where('code', '=', 'emp1')
          .executeTakeFirstOrThrow();
        emp1Id = emp1.id;
        const [contractual] = (
          await sql<{
            id: string;
          }>`select id from employee_types where code = 'contractual' and not deleted`.execute(db)
        ).rows;
        if (!contractual) throw new Error("the demo's employee type 'contractual' expected");
        contractualTypeId = contractual.id;
        const other = await db
          .selectFrom('employees')
          .select('id')
          .select('code')
          .where('partners_id', '=', emp1.partners_id)
          .where('password', 'is', null)
          .where('employee_status', '=', 'approved')
          .where('deleted', '=', false)
          .orderBy('code')
          .executeTakeFirstOrThrow();
        otherCode = other.code;
        // emp1's terminal punches of the last ten days go: a day of them is then its phone's alone
        await db
          .deleteFrom('punches')
          .where('employees_id', '=', emp1.id)
          .where('punched_at', '>=', new Date(istDayStart(addDays(last, -9))))
          .execute();
        await db
          .updateTable('employees')
          .set({ password: emp1.password })
          .where('id', '=', other.id)
          .execute();
      },
    });
    channel = await TestChannel.open(server.server.url, server.apiKey);
    for (const code of ['admin', 'ro1', 'hr1', 'emp1'])
      sessions[code] = await channel.login({ ...demoSignIn, code });
    sessions.other = await channel.login({ ...demoSignIn, code: otherCode });
    const sites = (await status('emp1')).sites;
    const own = sites.find((candidate) => candidate.name?.eng === 'Kolkata Works');
    if (!own) throw new Error("emp1's site, Kolkata Works, expected among its phone sites");
    site = own;
    const worked = (await emp1Days()).days.find(
      (day) =>
        day.att_type?.code === 'P' && !day.attendance_status && day.attendance_date >= addDays(last, -9),
    );
    if (!worked) throw new Error('an unapproved Present day of emp1 expected in the last ten days');
    testDay = worked.attendance_date;
  });
  afterAll(async () => {
    channel?.close();
    await server?.stop();
  });

  it('applies a punch inside the radius: the day is Present from the phone’s in and out times', async () => {
    const start = istDayStart(testDay);
    const checkIn = start + (8 * 60 + 57) * minute;
    const checkOut = start + (17 * 60 + 35) * minute;
    const sentIn = data<{ status: string; distance_m: number }>(
      await send('emp1', 'txn_attendance_phone_punch', punch('in', checkIn, 40)),
    );
    expect(sentIn).toMatchObject({ status: 'applied', distance_m: 40, reasons: [] });
    expect(
      (await send('emp1', 'txn_attendance_phone_punch', punch('out', checkOut, 150))).output,
    ).toMatchObject({
      type: 'success',
      message: phonePunchMessages.applied,
    });
    const day = await dayOf(testDay);
    expect(day).toMatchObject({
      att_type: { code: 'P' },
      in_timestamp: new Date(checkIn).toISOString(),
      out_timestamp: new Date(checkOut).toISOString(),
    });
    expect(await phonePunchesOfDay()).toEqual([
      { at: new Date(checkIn).toISOString(), status: 'applied', distance_m: 40 },
      { at: new Date(checkOut).toISOString(), status: 'applied', distance_m: 150 },
    ]);
  });

  it('applies the same punch sent twice once, answering the first reply again', async () => {
    const before = await countPunches();
    const again = punch('in', istDayStart(testDay) + 12 * 60 * minute, 10);
    const [one, two] = await Promise.all([
      send('emp1', 'txn_attendance_phone_punch', again),
      send('emp1', 'txn_attendance_phone_punch', again),
    ]);
    const three = await send('emp1', 'txn_attendance_phone_punch', again);
    const replies = [one, two, three].map((reply) => data<{ status: string; repeated: boolean }>(reply));
    expect(replies.map((reply) => reply.status)).toEqual(['applied', 'applied', 'applied']);
    expect(replies.filter((reply) => !reply.repeated)).toHaveLength(1);
    expect(await countPunches()).toBe(before + 1);
  });

  it('keeps a punch outside the radius pending with its distance; ro1 approves it and it counts', async () => {
    const before = await countPunches();
    const outside = punch('in', istDayStart(testDay) + 13 * 60 * minute, 201);
    expect(data(await send('emp1', 'txn_attendance_phone_punch', outside))).toMatchObject({
      status: 'pending',
      reasons: ['outside_radius'],
      distance_m: 201,
    });
    const poor = punch('out', istDayStart(testDay) + 14 * 60 * minute, 0, randomUUID(), 101);
    expect(data(await send('emp1', 'txn_attendance_phone_punch', poor))).toMatchObject({
      status: 'pending',
      reasons: ['poor_accuracy'],
    });
    expect(await countPunches()).toBe(before);
    expect(await phonePunchesOfDay()).toContainEqual({
      at: outside.device_time,
      status: 'pending',
      distance_m: 201,
    });
    const waiting = (await status('ro1')).waiting.find((record) => record.id === outside.id);
    expect(waiting).toMatchObject({ distance_m: 201, employee_code: 'emp1', reasons: ['outside_radius'] });
    expect(waiting?.selfie_files_id).toBeTruthy();
    // emp1 decides nothing, not even its own punch
    expect((await status('emp1')).waiting).toEqual([]);
    expect(
      (await send('emp1', 'txn_attendance_phone_decide', { id: outside.id, decision: 'approve' })).output
        .message,
    ).toBe('You are not allowed to do this: txn_attendance_phone_decide');
    expect(
      data(await send('ro1', 'txn_attendance_phone_decide', { id: outside.id, decision: 'approve' })),
    ).toMatchObject({
      status: 'applied',
    });
    expect(
      data(await send('ro1', 'txn_attendance_phone_decide', { id: poor.id, decision: 'refuse' })),
    ).toMatchObject({
      status: 'refused',
    });
    expect(await countPunches()).toBe(before + 1);
    expect(
      (await send('ro1', 'txn_attendance_phone_decide', { id: outside.id, decision: 'refuse' })).output
        .message,
    ).toBe(phonePunchMessages.notPending);
  });

  it('shows the selfie to emp1, its RO, HR and admin, and to no other employee', async () => {
    const taken = punch('in', Date.now() - minute, 0);
    await send('emp1', 'txn_attendance_phone_punch', taken);
    const record = (await status('emp1')).today.find((candidate) => candidate.id === taken.id);
    const fileId = record?.selfie_files_id;
    if (!fileId) throw new Error('the selfie expected linked to the punch');
    for (const reader of ['emp1', 'ro1', 'hr1', 'admin']) {
      const response = await fetchFile(fileId, reader);
      expect(response.status, reader).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).toString('base64')).toBe(selfie);
    }
    expect((await fetchFile(fileId, 'other')).status).toBe(404);
  });

  it('refuses what the policy refuses, with its reason, and keeps nothing', async () => {
    const before = await countPunches();
    const refusal = async (params: Record<string, unknown>) =>
      (await send('emp1', 'txn_attendance_phone_punch', params)).output.message;
    expect(await refusal({ ...punch('in', Date.now(), 0), selfie: null })).toBe(
      phonePunchMessages.selfieRequired,
    );
    expect(await refusal({ ...punch('in', Date.now(), 0), sites_id: randomUUID() })).toBe(
      phonePunchMessages.notYourSite,
    );
    expect(
      await refusal({ ...punch('in', Date.now(), 0), selfie: Buffer.from('not a jpeg').toString('base64') }),
    ).toBe(phonePunchMessages.selfieTooLarge);
    expect(
      await refusal({ ...punch('in', Date.now(), 0), position: { latitude: 91, longitude: 0, accuracy: 5 } }),
    ).toBe(phonePunchMessages.invalidPunch);
    expect(await countPunches()).toBe(before);
  });

  it("puts the site's rule for the employee's type in place of the site's switches (issue #36 item 3)", async () => {
    /** The site's stamp and its rule for contractual workers, as the sites list gives them. */
    const siteNow = async () => {
      const reply = await channel.txn(
        {
          name: 'txn_sites_list',
          folder: 'sites',
          projections: ['id', 'last_modified', 'phone_rules.id', 'phone_rules.employee_type'],
          params: { filters: { filterInput: [{ path: 'id', operator: '=', value: site.id }] } },
        },
        sessions.admin,
      );
      const record = JSON.parse(data<{ records: string[] }>(reply).records[0] ?? '{}') as {
        last_modified: string;
        phone_rules?: { id: string; employee_type: unknown }[];
      };
      const rule = (record.phone_rules ?? []).find((row) =>
        JSON.stringify(row.employee_type).includes(contractualTypeId),
      );
      return { stamp: record.last_modified, ruleId: rule?.id };
    };
    const rule = (switches: Record<string, boolean>) => ({
      op: 'C',
      data: { employee_type: [{ id: contractualTypeId }], phone_outside_for_approval: true, ...switches },
    });
    const saveRules = async (rows: Record<string, unknown>[]) =>
      (
        await channel.txn(
          {
            name: 'txn_sites_update',
            folder: 'sites',
            client_props: { txn_op: 'U' },
            params: {
              baseFolder: 'sites',
              rows: [
                {
                  op: 'U',
                  key: site.id,
                  data: { last_modified: (await siteNow()).stamp, phone_rules: rows },
                },
              ],
            },
          },
          sessions.admin,
        )
      ).output;
    const withoutSelfie = () => ({
      ...punch('in', istDayStart(testDay) + 15 * 60 * minute, 0),
      selfie: null,
    });

    // emp1 is contractual: the site asks for a selfie until its rule for contractual workers does not
    expect((await send('emp1', 'txn_attendance_phone_punch', withoutSelfie())).output.message).toBe(
      phonePunchMessages.selfieRequired,
    );
    expect(
      await saveRules([rule({ phone_punch_allowed: true, phone_selfie_required: false })]),
    ).toMatchObject({
      type: 'success',
    });
    expect(data(await send('emp1', 'txn_attendance_phone_punch', withoutSelfie()))).toMatchObject({
      status: 'applied',
    });
    // one rule per type and site
    expect(await saveRules([rule({ phone_punch_allowed: true, phone_selfie_required: true })])).toMatchObject(
      {
        type: 'error',
        message: expect.stringContaining(patchMessages.duplicate),
      },
    );
    const { ruleId } = await siteNow();
    expect(ruleId).toBeTruthy();
    expect(await saveRules([{ op: 'U', key: ruleId, data: { phone_punch_allowed: false } }])).toMatchObject({
      type: 'success',
    });
    expect(
      (await send('emp1', 'txn_attendance_phone_punch', punch('in', Date.now(), 0))).output.message,
    ).toBe(phonePunchMessages.notAllowed);
    expect((await status('emp1')).sites.find((candidate) => candidate.id === site.id)).toBeUndefined();
    expect(await saveRules([{ op: 'D', key: ruleId }])).toMatchObject({ type: 'success' });
    expect((await siteNow()).ruleId).toBeUndefined();
  });
});
