import type { BusinessEnv } from '@muster/protocol';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../engine/catalogue/index.js';
import { patchMessages } from '../../../engine/patch/messages.js';
import { ruleIssues } from '../../../engine/patch/rules.js';
import { leavingReasonRows } from './leaving-reasons.js';

const catalogueDir = new URL('../../../../catalogue', import.meta.url).pathname;

/**
 * The seeded leaving reasons against the master's own rules: EPFO's Mark Exit offers six
 * reasons (settlements README), so an exit reason outside them is one HR cannot pick there.
 */
describe('the seeded leaving reasons', async () => {
  const catalogue = await loadCatalogue(catalogueDir);
  const fields = catalogue.folders.get('leaving_reasons')?.fields ?? [];
  const context = {
    folder: 'leaving_reasons',
    env: { isAdmin: true } as unknown as BusinessEnv,
    now: new Date('2026-11-28T00:00:00Z'),
  };
  const issues = (row: Record<string, unknown>) => ruleIssues(fields, row, undefined, context);

  it('each pass the master’s rules: an ESI code of the template, an exit reason of EPFO’s list', () => {
    for (const { id: _id, ...reason } of leavingReasonRows) expect(issues(reason), reason.code).toEqual([]);
  });

  it('refuses an exit reason EPFO does not list (retrenchment is a cessation there)', () => {
    const retrenched = leavingReasonRows.find((reason) => reason.code === 'retrenched');
    expect(retrenched?.epfo_exit_reason).toBe('Cessation (Short Service)');
    expect(issues({ ...retrenched, epfo_exit_reason: 'Retrenchment' })).toEqual([
      { path: 'epfo_exit_reason', message: patchMessages.invalid },
    ]);
    for (const reason of ['Superannuation', 'Permanent Disablement', 'Death Away From Service'])
      expect(issues({ ...retrenched, epfo_exit_reason: reason })).toEqual([]);
  });
});
