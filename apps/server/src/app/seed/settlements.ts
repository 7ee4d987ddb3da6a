import { addDays, businessDayKey, businessDayStart } from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import { recomputeSettlement, startSettlements } from '../../domain/settlements/compute.js';
import { zoneColumnSql } from '../../engine/query/index.js';
import type { Database } from '../../platform/db/schema.js';

/**
 * A leaver waiting for their full-and-final settlement (issue #34 item 6) on first start: the
 * demo business's last approved worker by code left yesterday, resigning with 10 of 30 days'
 * notice served, terminated as HR would (status Left, the leaving date and reason, the
 * workflow's history row); the settlement is computed and waits for HR's approval. A demo
 * without such a worker gets none, and says so.
 */
export async function seedDemoSettlement(db: Kysely<Database>, swhandle: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const [worker] = (
      await sql<{
        id: string;
        hr: string | null;
        time_zone: string;
      }>`select e.id, ${zoneColumnSql('p.time_zone')} as time_zone,
          (select h.id from employees h where h.partners_id = e.partners_id and lower(h.code) = 'hr1') as hr
        from employees e join partners p on p.id = e.partners_id
        where lower(p.sw_handle) = lower(${swhandle}) and not e.deleted and e.employee_status = 'approved'
          and e.code like 'DI%' and e.gross_salary > 0
        order by e.code desc limit 1`.execute(trx)
    ).rows;
    if (!worker) {
      console.warn('Demo: no approved worker to leave: no full-and-final settlement seeded');
      return;
    }
    // yesterday of the leaver's business
    const leavingDay = addDays(businessDayKey(Date.now(), worker.time_zone), -1);
    await sql`update employees set employee_status = 'Left',
        leaving_reasons_id = (select id from leaving_reasons where code = 'resigned' and not deleted),
        leaving_date = ${new Date(businessDayStart(leavingDay, worker.time_zone))}, last_modified = now()
      where id = ${worker.id}`.execute(trx);
    await sql`insert into workflow_history (folder, record_id, action, from_state, to_state, employees_id, note)
      values ('employees', ${worker.id}, 'terminate', 'approved', 'Left', ${worker.hr}, 'Resigned')`.execute(
      trx,
    );
    await startSettlements(trx, [worker.id]);
    const [settlement] = (
      await sql<{ id: string }>`update settlements set notice_period_days = 30, notice_served_days = 10,
          notice_given_by = 'employee'
        where employees_id = ${worker.id} and not deleted returning id`.execute(trx)
    ).rows;
    if (settlement) await recomputeSettlement(trx, settlement.id);
  });
}
