import {
  type AuditEntry,
  auditMessages,
  businessMonthKey,
  type ExportedFile,
  policyMessages,
} from '@muster/protocol';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionKeyHeader } from '../../edge/http/files.js';
import { type Row, records, refusal, WriteKit, written } from '../../engine/patch/testing/test-kit.js';
import { openDatabase } from '../../platform/db/database.js';
import { testDatabaseKinds } from '../../testing/index.js';

// Issue #32 item 5: every change of an audited record keeps who, when, from and to; the
// trail is read per record by those who may read the record, and never changed.
describe.each(testDatabaseKinds)('audit trail on %s', (kind) => {
  let kit: WriteKit;
  let stopped = false;

  // no shorter timeout than the project's: the test server may wait on the run's demo template,
  // which another worker may be building
  beforeAll(async () => {
    kit = await WriteKit.start(kind);
  });
  afterAll(async () => {
    if (!stopped) await kit.stop();
  });

  const history = async (user: string, folder: string, id: string) =>
    records(
      await kit.txn(user, { name: 'txn_audit_history', folder: 'audit', params: { folder, id } }),
    ) as unknown as AuditEntry[];
  const stamp = async (folder: string, id: string) =>
    (await kit.byId('admin', folder, ['id', 'last_modified'], id))[0]?.last_modified;
  const codeOf = async (user: string) =>
    String(
      (
        await kit.list('admin', 'employees', ['id', 'code'], [{ path: 'code', operator: '=', value: user }])
      )[0]?.id,
    );
  const change = (entry: AuditEntry | undefined, field: string) =>
    entry?.changes.find((candidate) => candidate.field === field);

  it('keeps who, when, from and to of a record created, changed and deleted', async () => {
    const emp1 = await codeOf('emp1');
    const month = `${businessMonthKey(Date.now())}-10T00:00:00.000Z`;
    const created = written(
      await kit.write('admin', 'payroll_adjustments', 'create', [
        {
          op: 'C',
          data: {
            employees_id: emp1,
            payroll_month: month,
            adjustment_type: 'addition',
            adjustment_kind: 'incentive',
            amount: 100,
            reason: 'Audit test',
          },
        },
      ]),
    );
    await kit.write('admin', 'payroll_adjustments', 'update', [
      { op: 'U', key: created.id, data: { last_modified: created.last_modified, amount: 250 } },
    ]);
    const before = Date.now();
    const removed = await kit.write('admin', 'payroll_adjustments', 'delete', [
      { op: 'D', key: created.id, data: { last_modified: await stamp('payroll_adjustments', created.id) } },
    ]);
    expect(removed.output.type).toBe('success');
    const entries = await history('admin', 'payroll_adjustments', created.id);
    expect(entries.map((entry) => entry.op)).toEqual(['insert', 'update', 'delete']);
    const [insert, update, deletion] = entries;
    expect(change(insert, 'amount')).toEqual({ field: 'amount', from: null, to: 100 });
    expect(change(insert, 'reason')).toEqual({ field: 'reason', from: null, to: 'Audit test' });
    // a reference reads as the record it names, labelled as a list labels it
    expect(change(insert, 'employees_id')?.to).toEqual([expect.objectContaining({ id: emp1, code: 'emp1' })]);
    expect(update?.changes).toEqual([{ field: 'amount', from: 100, to: 250 }]);
    expect(update?.txn).toBe('txn_payroll_adjustments_update');
    expect(update?.done_by).toMatch(/^admin\b/);
    expect(change(deletion, 'deleted')).toEqual({ field: 'deleted', from: false, to: true });
    expect(new Date(String(deletion?.done_at)).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('records a change of a detail row under its record', async () => {
    const [structure] = await kit.list(
      'admin',
      'salary_structures',
      ['id', 'last_modified', 'payheads.id', 'payheads.amount'],
      [],
    );
    const payhead = (structure?.payheads as Row[] | undefined)?.[0];
    if (!structure || !payhead) throw new Error('the demo has no salary structure with payheads');
    const raised = await kit.write('admin', 'salary_structures', 'update', [
      {
        op: 'U',
        key: String(structure.id),
        data: {
          last_modified: structure.last_modified,
          payheads: [{ op: 'U', key: String(payhead.id), data: { amount: Number(payhead.amount ?? 0) + 1 } }],
        },
      },
    ]);
    expect(raised.output.type, JSON.stringify(raised.output)).toBe('success');
    const payheadChange = (await history('admin', 'salary_structures', String(structure.id))).at(-1);
    expect(payheadChange?.part).toBe('payheads');
    expect(change(payheadChange, 'amount')?.to).toBe(Number(payhead.amount ?? 0) + 1);
  });

  it("shows a record's history only to those who may read the record", async () => {
    const [adminLeave] = await kit.list(
      'admin',
      'leaves',
      ['id', 'employees_id.code'],
      [{ path: 'employees_id.code', operator: '!=', value: 'emp1' }],
    );
    if (!adminLeave) throw new Error('the demo has no leave of another employee');
    const asEmployee = await kit.txn('emp1', {
      name: 'txn_audit_history',
      folder: 'audit',
      params: { folder: 'leaves', id: String(adminLeave.id) },
    });
    expect(refusal(asEmployee).message).toBe(auditMessages.notFound);
    const invoices = await kit.txn('emp1', {
      name: 'txn_audit_history',
      folder: 'audit',
      params: { folder: 'invoices', id: String(adminLeave.id) },
    });
    expect(refusal(invoices).message).toBe(`${policyMessages.folderClosed}: invoices`);
    const unaudited = await kit.txn('admin', {
      name: 'txn_audit_history',
      folder: 'audit',
      params: { folder: 'shifts', id: String(adminLeave.id) },
    });
    expect(refusal(unaudited).message).toBe(auditMessages.notAudited);
    const [own] = await kit.list('emp1', 'leaves', ['id'], []);
    if (own) expect(Array.isArray(await history('emp1', 'leaves', String(own.id)))).toBe(true);
  });

  it("shows an employee its own day's approval by the admin, and nothing of the demo's starting data", async () => {
    const [day] = await kit.list(
      'emp1',
      'attendance',
      ['id', 'attendance_status.code'],
      [{ path: 'attendance_status.code', operator: '=', value: 'final_approved' }],
    );
    if (!day) throw new Error("the demo has no approved day of emp1's");
    const entries = await history('emp1', 'attendance', String(day.id));
    // the seeded days themselves are the starting data: the trail starts with the approval
    expect(entries.map((entry) => [entry.op, entry.txn])).toEqual([['update', 'txn_attendance_approve']]);
    expect(entries[0]?.done_by).toMatch(/^admin\b/);
    expect(change(entries[0], 'attendance_status')?.to).toEqual([
      expect.objectContaining({ code: 'final_approved' }),
    ]);
  });

  it('offers no txn that writes the trail', async () => {
    const write = await kit.write('admin', 'audit_log', 'create', [{ op: 'C', data: { folder: 'leaves' } }]);
    expect(refusal(write).message).toMatch(/^Unknown transaction/);
  });

  it("exports the month's changes as an xlsx an auditor reads, in the user's language, to admin and HR only", async () => {
    const month = businessMonthKey(Date.now());
    const exportAs = (user: string, language: string) =>
      kit.txn(user, { name: 'txn_audit_export', folder: 'audit', params: { month, language } });
    expect(refusal(await exportAs('emp1', 'eng')).message).toBe(auditMessages.notPermitted);
    const sheetOf = async (language: string) => {
      const [file] = records(await exportAs('admin', language)) as unknown as ExportedFile[];
      if (!file) throw new Error('no file');
      const response = await fetch(`${kit.server.server.url}/files/${file.id}`, {
        headers: { [sessionKeyHeader]: await kit.session('admin') },
      });
      expect(response.status).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await response.arrayBuffer());
      const rows: string[][] = [];
      workbook.worksheets[0]?.eachRow((row) => {
        rows.push((row.values as unknown[]).slice(1).map((value) => (value == null ? '' : String(value))));
      });
      return rows;
    };
    const [headers, ...rows] = await sheetOf('eng');
    expect(headers).toEqual([
      'When',
      'Who',
      'Folder',
      'Record',
      'Part',
      'Change',
      'Field',
      'From',
      'To',
      'Reason',
    ]);
    // the adjustment's amount changed from 100 to 250 by the admin, labelled as the list labels it

    const amount = rows.find(
      (row) => row[2] === 'Payroll Adjustments' && row[5] === 'Changed' && row[6] === 'Amount',
    );
    expect(amount?.slice(7, 9)).toEqual(['100', '250']);
    expect(amount?.[1]).toMatch(/^admin\b/);
    const [french] = await sheetOf('fr');
    expect(french?.slice(0, 3)).toEqual(['Quand', 'Qui', 'Dossier']);
  });

  it('refuses to update, delete or truncate the trail in the database itself', async () => {
    await kit.server.server.close();
    stopped = true;
    const opened = await openDatabase({
      databaseUrl: kit.server.database.databaseUrl,
      dataDir: kit.server.database.dataDir,
    });
    try {
      const count = async () =>
        (await sql<{ n: number }>`select count(*)::int as n from audit_log`.execute(opened.db)).rows[0]?.n;
      const before = await count();
      expect(before).toBeGreaterThan(0);
      await expect(sql`update audit_log set reason = 'changed'`.execute(opened.db)).rejects.toThrow(
        /append-only/,
      );
      await expect(sql`delete from audit_log`.execute(opened.db)).rejects.toThrow(/append-only/);
      await expect(sql`truncate audit_log`.execute(opened.db)).rejects.toThrow(/append-only/);
      expect(await count()).toBe(before);
    } finally {
      await opened.close();
      kit.channel.close();
      await kit.server.database.drop();
    }
  });
});
