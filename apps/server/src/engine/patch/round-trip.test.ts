import type { FolderDefinition } from '@muster/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../testing/index.js';
import { handlers } from '../../txn/handlers/index.js';
import { type Catalogue, loadCatalogue } from '../catalogue/index.js';
import { patchMessages } from './messages.js';
import { changeFor, SampleRecords } from './testing/sample-record.js';
import { records, WriteKit, written } from './testing/test-kit.js';

const catalogueDir = new URL('../../../catalogue', import.meta.url).pathname;

/** A contractor records its own licence and challans (#33): the principal employer reads them only. */
const contractorWritten = new Set(['contractor_licences', 'epf_challans', 'esi_challans']);

/**
 * Created only by the employee for one of its own days that its punches leave short, as
 * punch-requests.test.ts does: a record built from the definition names no such day.
 */
const ownDayOnly = new Set(['punch_requests']);

/**
 * One row per business (migration 135's key), and the demo seeds every business's: a second
 * is refused ('This value is already in use'); triggers.test.ts updates the demo's.
 */
const onePerBusiness = new Set(['attendance_policies']);

const offers = (definition: FolderDefinition, verb: string) =>
  definition.txns.some((txn) => txn.name === `txn_${definition.name}_${verb}`);

describe.each(testDatabaseKinds)('create, update and delete of every folder on %s', (kind) => {
  let kit: WriteKit;
  let catalogue: Catalogue;
  let samples: SampleRecords;
  beforeAll(async () => {
    kit = await WriteKit.start(kind);
    catalogue = await loadCatalogue(catalogueDir);
    samples = new SampleRecords(kit, catalogue);
  });
  afterAll(async () => kit?.stop());

  it('creates a record built from each definition, changes it, reads it back and deletes it', async () => {
    const uncreatable: string[] = [];
    for (const name of catalogue.names) {
      const definition = catalogue.folders.get(name) as FolderDefinition;
      // a create a named handler answers takes its own params, not a generic patch
      if (
        !offers(definition, 'create') ||
        handlers.has(`txn_${name}_create`) ||
        ownDayOnly.has(name) ||
        onePerBusiness.has(name)
      ) {
        uncreatable.push(name);
        continue;
      }
      const user = contractorWritten.has(name) ? 'sunrise:admin' : 'admin';
      const created = await kit.write(user, name, 'create', [
        { op: 'C', data: await samples.record(definition) },
      ]);
      if (definition.fields.every((field) => field.readonly_expr === 'true')) {
        // every value is the server's (files come from uploads): a generic create has none to give
        expect(created.output.message, name).toMatch(new RegExp(`^${patchMessages.mandatory}: `));
        continue;
      }
      expect(created.output.type, `${name} create: ${created.output.message}`).toBe('success');
      let { id, last_modified } = written(created);
      expect(await kit.byId(user, name, ['id'], id), name).toHaveLength(1);

      const change = changeFor(definition);
      if (offers(definition, 'update') && change) {
        const updated = await kit.write(user, name, 'update', [
          { op: 'U', key: id, data: { last_modified, [change.field]: change.value } },
        ]);
        expect(updated.output.type, `${name} update: ${updated.output.message}`).toBe('success');
        ({ id, last_modified } = written(updated));
        const [read] = await kit.byId(user, name, [change.field], id);
        expect(read?.[change.field], name).toEqual(change.value);
        expect(read?.last_modified, name).toBe(last_modified);
      }

      if (offers(definition, 'delete')) {
        const deleted = await kit.write(user, name, 'delete', [{ op: 'D', key: id }]);
        expect(deleted.output.type, `${name} delete: ${deleted.output.message}`).toBe('success');
        expect(records(deleted)[0]).toMatchObject({ op: 'D', id });
        expect(await kit.byId(user, name, ['id'], id), name).toEqual([]);
      }
    }
    // Their rows come from named txns (generation, attendance processing, grid edits, a workflow's
    // checked save, a bulk upload's create that queues its file's job) or from devices (a punch
    // not applied), not generic creates; a punch request is its employee's own (ownDayOnly), an
    // attendance policy is its business's one (onePerBusiness), and a full-and-final settlement
    // is started by Terminate (issue #34 item 6).
    expect(uncreatable).toEqual([
      'attendance',
      'attendance_edits',
      'attendance_policies',
      'bulk_upload',
      'invoices',
      'payslips',
      'punch_requests',
      'settlements',
      'unmatched_punches',
      'workflows',
    ]);
  });
});
