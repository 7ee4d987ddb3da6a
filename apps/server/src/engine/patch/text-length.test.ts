import { textTooLong } from '@muster/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../testing/index.js';
import { refusal, WriteKit, written } from './testing/test-kit.js';

// Issue #13 item 9: a 1.3 M-character department name was stored.
describe.each(testDatabaseKinds)('text length limits on %s', (kind) => {
  let kit: WriteKit;
  beforeAll(async () => {
    kit = await WriteKit.start(kind);
  });
  afterAll(async () => {
    await kit?.stop();
  });

  const department = (name: string) =>
    kit.write('admin', 'departments', 'create', [{ op: 'C', data: { code: 'LEN', name: { eng: name } } }]);

  it("takes a text field's default maximum of 500 characters and refuses one more, naming the field", async () => {
    expect(written(await department('x'.repeat(500))).id).toBeTruthy();
    const refused = refusal(await department('x'.repeat(501)));
    expect(refused.data?.issues).toEqual([`rows.0.name: ${textTooLong(500)}`]);
  });

  it('refuses a 1.3 M-character name without storing it', async () => {
    const refused = refusal(await department('y'.repeat(1_300_000)));
    expect(refused.data?.issues).toEqual([`rows.0.name: ${textTooLong(500)}`]);
    expect(
      await kit.list('admin', 'departments', ['id'], [{ path: 'name', operator: 'ilike', value: 'yyy%' }]),
    ).toEqual([]);
  });
});
