import { sql } from 'kysely';
import { type RunningServer, startServer } from '../../../../app/app.js';
import { openDatabase } from '../../../../platform/db/database.js';
import { startTestServer, type TestServer } from '../../../../testing/index.js';
import { addDays, istDayKey, istDayStart, istWeekday } from '../../compute/index.js';
import { issueDeviceKey } from '../device-keys.js';

/** A seeded server with one keyed device of the demo business and a clean employee. */
export interface DeviceFixture {
  url: string;
  apiKey: string;
  serial: string;
  key: string;
  inactiveSerial: string;
  inactiveKey: string;
  /** emp1 of the demo business: General shift (09:00–18:00), no weekly off, leaves, allocations or punches. */
  employee: { id: string; code: string };
  /** The code of an employee of another business. */
  foreignCode: string;
  /** Past working days, no holiday among them, oldest first. */
  days: string[];
  stop(): Promise<void>;
}

/**
 * Boots the demo, stops the server to set the fixture up through the database (PGlite
 * allows one process at a time), then serves the same database again.
 */
export async function startDeviceFixture(kind: 'pglite' | 'postgres'): Promise<DeviceFixture> {
  const seeded: TestServer = await startTestServer(kind);
  await seeded.server.close();
  const config = {
    port: 0,
    dataDir: seeded.database.dataDir,
    databaseUrl: seeded.database.databaseUrl,
    apiKey: seeded.apiKey,
    hostDist: seeded.database.dataDir,
    seedDemo: false,
  };
  const opened = await openDatabase(config);
  let fixture: Omit<DeviceFixture, 'url' | 'apiKey' | 'stop'>;
  try {
    fixture = await prepare(opened.db);
  } finally {
    await opened.close();
  }
  const server: RunningServer = await startServer(config);
  return {
    ...fixture,
    url: server.url,
    apiKey: seeded.apiKey,
    async stop() {
      await server.close();
      await seeded.database.drop();
    },
  };
}

type Db = Parameters<typeof issueDeviceKey>[0];

async function prepare(db: Db) {
  const one = async <Row>(query: ReturnType<typeof sql<Row>>) => {
    const row = (await query.execute(db)).rows[0];
    if (!row) throw new Error('fixture: expected a row');
    return row;
  };
  const demo = await one<{ id: string }>(sql`select id from partners where sw_handle = 'demo'`);
  const employee = await one<{ id: string; code: string }>(
    sql`select id, code from employees where partners_id = ${demo.id} and code = 'emp1'`,
  );
  const foreign = await one<{ code: string }>(
    sql`select e.code from employees e join partners p on p.id = e.partners_id
      where p.sw_handle = 'sunrise' and lower(e.code) not in (select lower(code) from employees where partners_id = ${demo.id})
      limit 1`,
  );
  const general = await one<{ id: string }>(sql`select id from shifts where shift_code = 'GEN'`);
  await sql`update employees set shifts_id = ${general.id}, weekly_off = null, joining_date = ${new Date('2024-11-01')}
    where id = ${employee.id}`.execute(db);
  await sql`update leaves set deleted = true where employees_id = ${employee.id}`.execute(db);
  await sql`update allocations set deleted = true where employees_id = ${employee.id}`.execute(db);
  // the demo terminal punches emp1 through the month: the tests' days start without punches
  await sql`delete from punches where employees_id = ${employee.id}`.execute(db);
  const holidays = await sql<{ holiday_date: Date }>`select holiday_date from holidays`.execute(db);
  const holidayDays = new Set(holidays.rows.map((row) => istDayKey(new Date(row.holiday_date).getTime())));
  const days: string[] = [];
  for (let day = addDays(istDayKey(Date.now()), -12); days.length < 4; day = addDays(day, 1))
    if (!holidayDays.has(day) && istWeekday(day) < 5) days.push(day);
  const device = (serial: string, active: boolean) =>
    one<{ id: string }>(sql`insert into devices (code, name, serial_number, device_type, active)
      values (${serial}, ${`Gate ${serial}`}, ${serial}, 'biometric', ${active}) returning id`);
  const gate = await device('ZK-0001', true);
  const retired = await device('ZK-0002', false);
  return {
    serial: 'ZK-0001',
    key: await issueDeviceKey(db, gate.id, demo.id),
    inactiveSerial: 'ZK-0002',
    inactiveKey: await issueDeviceKey(db, retired.id, demo.id),
    employee,
    foreignCode: foreign.code,
    days,
  };
}

/** An ISO instant of an IST wall-clock time on a day. */
export const istInstant = (day: string, clock: string) =>
  new Date(
    istDayStart(day) + (Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5))) * 60_000,
  ).toISOString();
